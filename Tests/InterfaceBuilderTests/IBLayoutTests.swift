import Foundation
import InterfaceBuilder
import OpenAutoLayout
import Testing

/// Scenes of hand-written storyboards laid out on their canvas; every expected number is worked out
/// from the constraints in the fixture (see the comments), not read back from the code.
@Suite("Laying out Interface Builder scenes")
struct IBLayoutTests {
    func scenes(_ name: String, mode: IBLayoutMode = .designTime) throws -> [SceneLayout] {
        IBLayout.layOut(try Fixture.read(name), mode: mode)
    }

    func frame(_ id: String, in scene: SceneLayout) throws -> Rect {
        try #require(scene.view(withID: id)).frame
    }

    @Test("A scroll view pinned to the safe area sits below the 20 pt status bar of a retina4_7 canvas")
    func scrollViewBelowStatusBar() throws {
        let scene = try scenes("LayoutScrollContent.storyboard")[0]
        #expect(scene.canvas == Size(width: 375, height: 667))
        #expect(try frame("Scr-aa-001", in: scene) == Rect(x: 0, y: 20, width: 375, height: 647))
    }

    @Test("Content pinned to the content layout guide gives the content size: 16 + 21 + 8 + 600 + 20 tall")
    func contentSizeFromGuides() throws {
        let scene = try scenes("LayoutScrollContent.storyboard")[0]
        let scroll = try #require(scene.scrollView(withID: "Scr-aa-001"))
        #expect(scroll.contentWidth == 375)
        #expect(scroll.contentHeight == 665)
        #expect(scroll.ambiguousAxes.isEmpty)
        #expect(try frame("Box-aa-001", in: scene) == Rect(x: 0, y: 45, width: 375, height: 600))
    }

    @Test("A label's intrinsic size is its recorded frame size, and the output says so")
    func labelSizeFromRecordedFrame() throws {
        let scene = try scenes("LayoutScrollContent.storyboard")[0]
        let label = try #require(scene.view(withID: "Lbl-aa-001"))
        #expect(label.frame == Rect(x: 16, y: 16, width: 100, height: 21))
        #expect(label.intrinsicSizeSource == .recordedFrame)
        #expect(scene.notes.contains { $0.contains("Lbl-aa-001") && $0.contains("intrinsic size taken from the recorded frame") })
    }

    @Test("A constraint excluded in the default size class is not installed (the label is not 300 wide)")
    func excludedConstraintSkipped() throws {
        let scene = try scenes("LayoutScrollContent.storyboard")[0]
        #expect(try frame("Lbl-aa-001", in: scene).width == 100)
    }

    @Test("Nothing is ambiguous or misplaced in a fully constrained scene")
    func cleanScene() throws {
        let scene = try scenes("LayoutScrollContent.storyboard")[0]
        #expect(scene.views.allSatisfy { $0.ambiguous.isEmpty && !$0.misplaced })
        #expect(scene.issues.isEmpty)
    }

    @Test("At build time the placeholder height is removed and the content height becomes ambiguous")
    func buildTimeRemovesPlaceholders() throws {
        let scene = try scenes("LayoutScrollContent.storyboard", mode: .buildTime)[0]
        let scroll = try #require(scene.scrollView(withID: "Scr-aa-001"))
        #expect(scroll.contentWidth == 375)
        #expect(scroll.contentHeight == nil)
        #expect(scroll.ambiguousAxes == .vertical)
        #expect(scene.issues.contains(.ambiguousScrollableContentSize(scrollViewID: "Scr-aa-001", axes: .vertical)))
    }

    @Test("An empty scroll view with content layout guides is ambiguous on both axes (Xcode 11+)")
    func emptyScrollViewWithGuides() throws {
        let scene = try scenes("LayoutScrollContent.storyboard")[1]
        let scroll = try #require(scene.scrollView(withID: "Scr-bb-001"))
        #expect(scroll.ambiguousAxes == [.horizontal, .vertical])
        #expect(scroll.contentWidth == nil && scroll.contentHeight == nil)
        #expect(try #require(scene.view(withID: "Scr-bb-001")).xcodeAmbiguous)
        #expect(try frame("Scr-bb-001", in: scene) == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("The old top layout guide ends below the status bar; the 600 pt canvas has 20 pt root margins")
    func legacyTopGuideAndMargins() throws {
        let scene = try scenes("LayoutLegacyCanvas.storyboard")[0]
        // top = topGuide.bottom (20) + 10; leading = leadingMargin (20).
        #expect(try frame("Pin-cc-001", in: scene) == Rect(x: 20, y: 30, width: 100, height: 50))
    }

    @Test("The old bottom layout guide's top is the bottom of the view")
    func legacyBottomGuide() throws {
        let scene = try scenes("LayoutLegacyCanvas.storyboard")[0]
        // bottom = 600; height 40; 250 from each side of 600.
        #expect(try frame("Btm-cc-001", in: scene) == Rect(x: 250, y: 560, width: 100, height: 40))
    }

    @Test("A view without translatesAutoresizingMaskIntoConstraints=NO keeps its frame through its mask")
    func autoresizingView() throws {
        let scene = try scenes("LayoutLegacyCanvas.storyboard")[0]
        let view = try #require(scene.view(withID: "Arm-cc-001"))
        #expect(view.frame == Rect(x: 10, y: 300, width: 50, height: 60))
        #expect(view.isAutoresizing)
        #expect(view.ambiguous.isEmpty)
    }

    @Test("Stack views arrange their subviews in order with their spacing: 40 + 10 + 60 wide")
    func stackView() throws {
        let scene = try scenes("LayoutLegacyCanvas.storyboard")[0]
        #expect(try frame("Stk-cc-001", in: scene) == Rect(x: 16, y: 100, width: 110, height: 21))
        #expect(try frame("Sl2-cc-001", in: scene) == Rect(x: 50, y: 0, width: 60, height: 21))
        #expect(try #require(scene.view(withID: "Sl1-cc-001")).ambiguous.isEmpty)
    }

    /// 50 + 21 + 50 + 21 + 58 = 200: the records fill the box exactly, but a 17-pt line is 20.5 on this
    /// 2× canvas (17 × 1.19336 = 20.287), so the labels need 41 of their 42 pt and tie on hugging
    /// (`IBSceneMapper.tiedAtLineHeights`; recorded at 20.5 they are not judged: `IBLineHeightTieTests`).
    @Test("Two labels with equal hugging recorded taller than their line in a fixed height tie")
    func equalHuggingTallerThanLineTies() throws {
        let scene = try scenes("LayoutLegacyCanvas.storyboard")[0]
        let first = try #require(scene.view(withID: "La1-cc-001"))
        let second = try #require(scene.view(withID: "La2-cc-001"))
        #expect(first.ambiguous.contains(.height) && second.ambiguous.contains(.height))
        #expect(first.notJudged == nil && second.notJudged == nil)
        // The frames still come from the recorded sizes: 50 + 21 + 50 + 21 + 58 = 200, centred in 240.
        #expect(first.frame == Rect(x: 80, y: 50, width: 80, height: 21))
        #expect(second.frame == Rect(x: 70, y: 121, width: 100, height: 21))
    }

    /// 8 + 21 + 4 + 25 + 8 = 66 in a 65-pt box at the records; at the text's heights (a 17-pt line
    /// 20.5, a 13-pt line 15.5) 8 + 21 + 4 + 15.5 + 8 = 56.5, so nothing shrinks and the second label
    /// (hugging 251 under 252) takes the slack: 65 - 8 - 21 - 4 - 8 = 24.
    @Test("A compression tie that only a label's stretched record makes is not an issue")
    func stretchedRecordMakesNoTie() throws {
        let scene = try scenes("LayoutStretchedLabelTie.storyboard")[0]
        #expect(!scene.issues.contains { if case .contentPriorityAmbiguity = $0 { true } else { false } })
        #expect(try #require(scene.view(withID: "La2-st-001")).ambiguous.isEmpty)
        #expect(scene.issues.contains(.misplacedView(viewID: "La2-st-001", expected: Rect(x: 24, y: 33, width: 343, height: 24),
                                                     actual: Rect(x: 24, y: 33, width: 343, height: 25))))
    }

    @Test("Solved frames more than 0.5 pt from the recorded ones are misplaced")
    func misplacedDetection() throws {
        var document = try Fixture.read("LayoutLegacyCanvas.storyboard")
        let index = try #require(document.viewIndex(withID: "Pin-cc-001"))
        document.views[index].recordedFrame = Rect(x: 20, y: 31, width: 100, height: 50)
        let scene = IBLayout.layOut(document)[0]
        #expect(try #require(scene.view(withID: "Pin-cc-001")).misplaced)
        #expect(scene.issues.contains(.misplacedView(viewID: "Pin-cc-001",
                                                     expected: Rect(x: 20, y: 30, width: 100, height: 50),
                                                     actual: Rect(x: 20, y: 31, width: 100, height: 50))))
    }
}

/// Image views: the issue and the corpus notes say an image view that shows an image takes its
/// recorded frame size as its intrinsic size (IB records none); `<resources>` only serves when no
/// frame is recorded; without an image there is none, as in UIKit.
@Suite("Image view intrinsic sizes in Interface Builder scenes")
struct IBImageViewLayoutTests {
    func scene() throws -> SceneLayout {
        IBLayout.layOut(try Fixture.read("LayoutImageViews.storyboard"), mode: .designTime)[0]
    }

    @Test("An image view with a recorded frame keeps its 200 × 120 (not the 150 × 150 resource), below the 20 pt status bar + 10")
    func recordedFrameWins() throws {
        let view = try #require(try scene().view(withID: "Img-im-001"))
        #expect(view.frame == Rect(x: 10, y: 30, width: 200, height: 120))
        #expect(view.intrinsicSizeSource == .recordedFrame)
    }

    @Test("An image view without a recorded frame takes the resource's 150 × 150, 10 below the first (30 + 120 + 10)")
    func resourceWithoutFrame() throws {
        let view = try #require(try scene().view(withID: "Img-im-002"))
        #expect(view.frame == Rect(x: 10, y: 160, width: 150, height: 150))
        #expect(view.intrinsicSizeSource == .imageResource)
    }

    @Test("An image view without an image has no intrinsic size: its width and height are ambiguous")
    func emptyImageViewAmbiguous() throws {
        let view = try #require(try scene().view(withID: "Img-im-003"))
        #expect(view.intrinsicSizeSource == nil)
        #expect(view.ambiguous.contains(.width) && view.ambiguous.contains(.height))
    }
}
