import Foundation
import TestSupport

/// The inputs the reporter tests share: the bundled examples, whose issues are known by hand, and
/// a malformed storyboard.
enum ReporterFixtures {
    static let ambiguous = CLI.example("ImageInScrollView-Ambiguous")
    static let fixed = CLI.example("ImageInScrollView-Fixed")
    static let container = CLI.example("ContainerView-VerticalScrolling")

    /// The ambiguous example's two issues, located by hand: the `<scrollView>` element starts on
    /// line 17 after 28 spaces, the `<imageView>` on line 20 after 36. The image is pinned to all
    /// four content edges and has no size, so both the content size and its own width and height
    /// are free. Both are errors (Xcode's red arrow); each names its object with the object's id.
    static let scrollMessage = "Scrollable content size is ambiguous for \"Scroll View\" (Scr-aa-001)."
    static let imageMessage = "\"Image View\" (Img-aa-001): Need constraints for: width, height"

    /// The notes under the two issues, worked out from the file. Each content chain starts at the
    /// image's near-edge pin (Cst-aa-002 leading, Cst-aa-001 top) and stops at the image, which has
    /// no size and both edges pinned. Only one axis may follow the scroll view's frame (content tied
    /// to the frame on both axes scrolls in neither direction): the width follows it, and the height
    /// is a size of its own, the frame's 250. For the image itself, the fix is its frame's width and
    /// height as constants.
    static let scrollWhy = "why: Horizontal: Image View.leading = Scroll View.leading → stops at \"Image View\": "
        + "nothing gives it a width; its leading and trailing edges are pinned to the content edges, so its width "
        + "and the content width only refer to each other. Vertical: Image View.top = Scroll View.top → stops at "
        + "\"Image View\": nothing gives it a height; its top and bottom edges are pinned to the content edges, so "
        + "its height and the content height only refer to each other."
    static let scrollFix = "fix: pin \"Image View\".width to the scroll view's frame (frame layout guide) to scroll "
        + "vertically only; give \"Image View\" a height (its frame has 250)"
    static let imageWhy = "why: width of \"Image View\" is free: only Image View.leading = Scroll View.leading; "
        + "Scroll View.trailing = Image View.trailing — not enough to fix it. height of \"Image View\" is free: only "
        + "Image View.top = Scroll View.top; Scroll View.bottom = Image View.bottom — not enough to fix it."
    static let imageFix = "fix: give \"Image View\" width 375, height 250 (from its frame)"

    /// A storyboard cut off in its first scene: line 12 closes `<scenes>` while `<objects>` and
    /// `<scene>` are still open.
    static let malformed = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            </dependencies>
            <scenes>
                <!--broken-->
                <scene sceneID="S1">
                    <objects>
                        <viewController id="V1" sceneMemberID="viewController"/>
            </scenes>
        </document>

        """
    static let malformedMessage = "malformed XML: mismatched closing tag"

    /// A folder holding `Broken.storyboard` (the malformed one) and a copy of the ambiguous example
    /// as `Image.storyboard`; sorted, Broken comes first.
    static func folderWithBrokenFile() throws -> URL {
        let folder = try CLI.temporaryFolder()
        try malformed.write(to: folder.appendingPathComponent("Broken.storyboard"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent(ambiguous),
                                         to: folder.appendingPathComponent("Image.storyboard"))
        return folder
    }

    /// Runs the binary with `directory` as the current directory (paths in output are relative to it).
    /// `environment` adds variables to the test's own.
    static func run(_ arguments: [String], in directory: URL, executable: URL? = nil,
                    environment: [String: String] = [:]) throws -> CLI.Run {
        try AutoLayoutCLI.run(executable == nil ? arguments : Array(arguments.dropFirst()), in: directory,
                              executable: executable, environment: environment)
    }
}
