import LayoutRendering
import OpenUIKit
import SnapshotTesting

/// The SVG picture of a laid-out window, as `LayoutRendering` draws it, with the layout issues
/// marked; compared as lines (SVG is text, one element a line), stored with the `.svg` extension
/// so a snapshot opens in a browser.
enum LayoutPicture {
    static func svg(of window: View) -> String {
        SVGRenderer().render(window, highlighting: window.layoutIssues)
    }

    static var svgSnapshotting: Snapshotting<View, String> {
        Snapshotting(pathExtension: "svg", diffing: .lines) { window in svg(of: window) }
    }
}
