/// Canvas metrics that changed between Xcode versions, read from the frames Xcode recorded for
/// views pinned to a controller's safe area or top layout guide (`docs/corpus.md`, "Canvas").
extension IBCanvasMetrics {
    /// Xcode 11 and 12 (toolsVersion 14800 to 18999) draw no status bar on a device without a
    /// sensor housing: a view pinned to the safe area of an iPhone 8 canvas sits at 0 (element-ios,
    /// toolsVersion 16096; Pulley 17701), or 44 below a navigation bar (DonMag's ScrollViewPanner
    /// 17701, AMScrollingNavbar 18122). Xcode 10 and older (RocketChat 14490, IBAnimatable 14109)
    /// and Xcode 13 and later (Catty 21701, iNaturalist 22154, OctoPod 32700 beta (22685)) record 20 and 64.
    /// Whether the canvas of a device without a sensor housing draws the 20-pt status bar.
    static func drawsStatusBar(toolsVersion: Double) -> Bool {
        !IBXcodeBehaviour.statusBarlessCanvas.holds(for: toolsVersion)
    }

    /// The top and bottom safe-area insets of a device with a sensor housing, in portrait.
    ///
    /// From Xcode 14 each device has its own (`IBDeviceModel`): the iPhone XR/11 canvas is 48 deep
    /// (JTAppleCalendar 22154 records 92 under a navigation bar, FloatingPanel 32700 beta (22685) 48), the iPhone
    /// 12–14 canvas 47 (`retina6_0`, Xcode 14.1 and 15 files), the Dynamic Island phones 59 (Habitica
    /// 21701). Before Xcode 14 every notch phone was drawn with the iPhone X's 44: the XR, whose
    /// iOS 14 inset is already 48, is recorded at 44 (Habitica 18122: 88 under a navigation bar;
    /// Instructions 20037). The Dynamic Island and iPhone 16 Pro phones came with Xcode 14 and 16.
    /// Xcode 16.1 to 16.4 draw both insets twice (`IBXcodeBehaviour.doubledHousingInsets`).
    static func sensorHousingInsets(model: IBDeviceModel, toolsVersion: Double) -> (top: Double, bottom: Double)? {
        guard model.hasHousing else { return nil }
        if model.family == .phone, !IBXcodeBehaviour.perDeviceHousingInsets.holds(for: toolsVersion), model.housingTop < 59 {
            return (44, model.homeIndicator)
        }
        if model.family == .phone, IBXcodeBehaviour.doubledHousingInsets.holds(for: toolsVersion) {
            return (2 * model.housingTop, 2 * model.homeIndicator)
        }
        return (model.housingTop, model.homeIndicator)
    }

    /// How much taller a navigation bar that prefers large titles is drawn than its 44 pt, where it is
    /// drawn large: UIKit's large-title bar is 96 pt (raivo 22505 records 20 + 96 = 116 under one on
    /// an iPhone 8). Xcode does not draw it the same way in every version, and the file does not say
    /// which: erouska 15705 records 104.5 (148.5 on a 44-pt housing), erouska 17701 44 with
    /// `largeTitleDisplayMode="always"`, so a frame that moves with it is not judged (`NotJudgedPolicy`).
    static let largeTitleExtension = 52.0

    /// The home indicator's inset at the bottom of a notch phone in landscape (UIKit, every model).
    static let landscapeHomeIndicator = 21.0

    /// The bottom safe-area inset of a rounded iPad in landscape on Xcode 26's canvas
    /// (`IBXcodeBehaviour.padLandscapeBottom50`).
    static let padLandscapeBottom = 50.0

    /// The narrowest root view with 20-pt side margins. Canvases of a device (Xcode 8 on) give them
    /// from 400 pt: IBAnimatable's 400-pt freeform controller (14109) records 20, passforios's 390-pt
    /// iPhone 12 (23504) and every 375-pt canvas 16, 414-pt phones 20 (iNaturalist, Habitica). Xcode
    /// 6 and 7's device-less canvases give 20 only from 600 pt (a 414-pt root records 16 in 7702).
    static func wideRootWidth(_ document: IBDocument) -> Double {
        document.device != nil || document.useSafeAreas == true ? 400 : 600
    }
}
