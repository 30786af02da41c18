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
/// - `UISegmentedControl` before iOS 13 (recorded 29 pt tall) aligns on its top 28 pt: the
///   shadow line below is outside. A height constraint of 28 records a 29 pt frame, and the view
///   below a segmented control is 8 pt under its 28th point (Xcode 7 to 10). Xcode 11 draws iOS 13's
///   control, whose frame is its alignment rectangle.
enum AlignmentRectPolicy {
    /// Xcode 11 (the first with iOS 13's segmented control) writes tools versions of 14800 and up.
    static let flatSegmentedControlToolsVersion = 14800.0

    /// The insets from `view`'s frame to its alignment rectangle; nil when they are zero.
    static func insets(of view: IBView, in document: IBDocument) -> IBEdgeInsets? {
        switch view.elementName {
        case "switch":
            return IBEdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case "segmentedControl" where document.toolsVersionNumber < flatSegmentedControlToolsVersion:
            return IBEdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        default:
            return nil
        }
    }
}

extension IBRect {
    /// The rectangle with `insets` taken off its edges (frame to alignment rectangle).
    func inset(by insets: IBEdgeInsets) -> IBRect {
        IBRect(x: x + insets.left, y: y + insets.top, width: width - insets.left - insets.right,
               height: height - insets.top - insets.bottom)
    }

    /// The rectangle grown by `insets` (alignment rectangle to frame).
    func outset(by insets: IBEdgeInsets) -> IBRect {
        IBRect(x: x - insets.left, y: y - insets.top, width: width + insets.left + insets.right,
               height: height + insets.top + insets.bottom)
    }
}

extension IBDocument {
    /// The major part of `toolsVersion` as a number (`14490.68` → 14490), 0 when absent or unreadable.
    var toolsVersionNumber: Double {
        toolsVersion.flatMap { Double($0.split(separator: ".").first ?? "") } ?? 0
    }
}
