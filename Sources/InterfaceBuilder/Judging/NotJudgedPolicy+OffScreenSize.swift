import OpenAutoLayout

/// Misplaced pass 7 (branch misplaced7): a controller drawn at another size than its screen.
///
/// UIKit gives a view controller's view the status bar, sensor housing and home indicator in its safe
/// area only where the view reaches those parts of the screen: a page or form sheet, a popover or a
/// child in a container view ends short of them. A controller whose view the file records at another
/// size than its device's screen is shown some such way, but unless a segue says so (`IBContainment`'s
/// sheets) the file does not say which, and Xcode's canvas draws both: of the 41 such scenes in the
/// corpus where taking the screen's insets away moves a view, 34 record the layout with them (artsy's
/// `Fulfillment` 13771, 7 scenes; MOPP, nhsx `Status`, kharrison's embedded child, OctoPod's 375 × 244
/// controllers) and 7 without (threema `MyIdentity` 19529 375 × 758, OctoPod 15.3 375 × 647, FloatingPanel
/// 15.3 375 × 768, passforios 23504 390 × 834, nhsx `Onboarding` 16096 414 × 808, Pyto 14460's 414 × 130
/// child, iNDS 15705 260 × 400); OctoPod and FloatingPanel hold both in one file. So the scene is laid out
/// again without those insets (bars stay), and a view whose verdict differs between the two layouts is
/// not judged; a view misplaced in both keeps its warning. Counted over the corpus: 131 views not judged,
/// none flagged misplaced by Xcode; 9 were false warnings (Pyto 2, threema 2, OctoPod, iNDS, passforios,
/// nhsx, FloatingPanel), and no warning on a flagged view is lost.
///
/// A xib's top-level view drawn as a screen (`IBCanvasKind.screenView`) at another size than its
/// device's is undecided the same way: SwiftMessages' `CardView` (17506, 510 × 160 on `retina6_1`)
/// and AU-COVIDSafe's `HomeView` (18122, 414 × 2166) record the device's insets, while two
/// openfoodfacts views from Xcode 10.1 (14460, outside the corpus: a freeform 657 × 152 and a
/// 375 × 179 view on `retina4_7`) record no status bar, so each printed 20-pt misplaced warnings
/// (7 views). Over the corpus this leaves 19 more views unjudged, none flagged and none warned.
/// Such a view may get some of the insets and not others (simplenote `NoticeView` 17701, 275 × 94 on
/// `retina6_1`, records the housing's 44 at the top and no home indicator), so a view that moves with
/// them is not judged even where it is misplaced both ways (2 false warnings there; none in the corpus),
/// and an ambiguity it has only with the insets is not printed (organicmaps' `ElevationDetails` 15705,
/// 312 × 484 on `retina6_1`: four labels tied over the 34 pt the home indicator would take, none
/// flagged; 2 false errors; corpus unchanged). A controller's keeps it: nhsx's `Status` (16096,
/// 414 × 400) flags three views tied only with the insets.
extension NotJudgedPolicy {
    static let offScreenSizeReason = "it moves with the status bar, sensor housing or home indicator of a controller "
        + "or top-level view drawn at another size than its screen, which the file does not say is shown full screen"
}

extension IBCanvasMetrics {
    /// Whether this is a controller's view (or a top-level view drawn as a screen) recorded at another
    /// size than its device's screen, with some of the screen's own insets (status bar, housing, home
    /// indicator) in its safe area.
    func isOffScreenSize(_ document: IBDocument) -> Bool {
        guard kind == .controllerView || kind == .screenView, let device = document.canvasDevice,
              max(statusBar, deviceTop) > 0 || deviceBottom > 0 || deviceSide > 0 else { return false }
        return abs(device.size.width - canvas.width) >= 0.5 || abs(device.size.height - canvas.height) >= 0.5
    }

    /// Takes the screen's own insets away (bars stay).
    mutating func dropScreenInsets() {
        (statusBar, deviceTop, deviceBottom, deviceSide) = (0, 0, 0, 0)
    }
}
