import OpenAutoLayout

/// UIKit controls whose alignment rectangle (what constraints and stack views position) is smaller
/// than their frame (what IB records), by `alignmentRectInsets`.
///
/// The mapper models such a control by its alignment rectangle: the model view's frame is the
/// recorded frame inset by these insets, its intrinsic size is the recorded size less the insets,
/// and the frame reported back is the solved rectangle outset again. Checked against the corpus:
/// - `UISwitch` (51 × 31) aligns on a 49 × 31 rectangle: 2 pt on the right are outside it. A switch
///   pinned to a trailing margin 8 pt from its superview's edge is recorded 6 pt from it, and in a
///   horizontal stack its frame reaches 2 pt past the stack's bounds (Xcode 8.3 to 12);
/// - `UISegmentedControl` aligns on its frame less the bottom point (the shadow line below is
///   outside): before iOS 13 a 29 pt frame on a 28 pt rectangle (a height constraint of 28 records a
///   29 pt frame; the view below is 8 pt under its 28th point, Xcode 7 to 10), from iOS 13 (Xcode 11)
///   a 32 pt frame on a 31 pt rectangle: VLC's donation xib (Xcode 16) records the view 16 pt under a
///   control at y 279 at 326 (279 + 31 + 16), and OctoPod's controls centred on a 60 pt cell or a
///   21 pt label at 22.5 are recorded at y 14.5 and 7 (centre 15.5 below the top, not 16);
/// - `UISlider` aligns on its frame less 2 pt left and right and 1 pt at the bottom: a 31 pt slider
///   with a 114 pt width constraint records 118 wide (OctoPod), one 8 pt from its superview's leading
///   edge records x 6 and the slider tied 8 pt under it records 38 lower (Charts, Xcode 9.2). A
///   `customClass` slider is left alone: it may draw and align itself otherwise (NetNewsWire's
///   `TickMarkSlider` is recorded exactly at its 16 pt insets). Xcode 26's slider (iOS 26) aligns on
///   its frame: `IBXcodeBehaviour.slidersAlignOnFrame`.
enum AlignmentRectPolicy {
    /// The insets from `view`'s frame to its alignment rectangle; nil when they are zero.
    static func insets(of view: IBView, in document: IBDocument) -> EdgeInsets? {
        switch view.elementName {
        case "switch":
            return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case "segmentedControl":
            return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        case "slider" where view.customClass == nil:
            if IBXcodeBehaviour.slidersAlignOnFrame.holds(for: document.toolsVersionNumber) { return nil }
            return EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        default:
            return nil
        }
    }
}

extension Rect {
    /// The rectangle with `insets` taken off its edges (frame to alignment rectangle).
    func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
               height: size.height - insets.top - insets.bottom)
    }

    /// The rectangle grown by `insets` (alignment rectangle to frame).
    func outset(by insets: EdgeInsets) -> Rect {
        Rect(x: origin.x - insets.left, y: origin.y - insets.top, width: size.width + insets.left + insets.right,
               height: size.height + insets.top + insets.bottom)
    }
}

extension IBDocument {
    static let cocoaTouchPluginIdentifier = "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"

    /// The major part of `toolsVersion` as a number (`14490.68` → 14490), 0 when absent or unreadable.
    ///
    /// Xcode betas write a placeholder, `32700.99.1234`, whatever release they precede; the Cocoa
    /// Touch plug-in's version in `<dependencies>` then says which Xcode saved the file. The five corpus
    /// files with the placeholder carry 22684 or 22685 (Xcode 15.3) and record what Xcode 15 drew
    /// (single sensor-housing insets: FloatingPanel 48, threema `MediaShare` 92 under a bar; 11-pt
    /// margins in grouped tables: OctoPod, MOPP), not what the Xcode 26 files around 24127–25094 record.
    var toolsVersionNumber: Double {
        guard let toolsVersion else { return 0 }
        let major = { (version: String) in Double(version.split(separator: ".").first ?? "") }
        if toolsVersion.hasSuffix(".99.1234"), let plugin = cocoaTouchPluginVersion.flatMap(major) { return plugin }
        return major(toolsVersion) ?? 0
    }
}
