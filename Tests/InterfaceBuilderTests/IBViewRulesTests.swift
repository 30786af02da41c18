import InterfaceBuilder
import OpenAutoLayout
import Testing

/// UIKit's rules for individual views that the layout reproduces: alignment rectangles of
/// controls, hidden arranged views of stack views, and the sizes of controls that record no frame.
/// Every expected number is worked out by hand from the fixture's constraints and UIKit's values.
@Suite("Interface Builder view rules")
struct IBViewRulesTests {
    func scene(_ id: String, in name: String) throws -> SceneLayout {
        try #require(IBLayout.layOut(try Fixture.read(name)).first { $0.id == id })
    }

    /// The fixture's first scene, laid out as the given Xcode version's canvas would.
    func firstScene(of name: String, toolsVersion: String) throws -> SceneLayout {
        var document = try Fixture.read(name)
        document.toolsVersion = toolsVersion
        return try #require(IBLayout.layOut(document).first)
    }

    func view(_ id: String, in scene: SceneLayout) throws -> ViewLayout {
        try #require(scene.view(withID: id))
    }

    @Test("From iOS 13 a segmented control is 32 tall on a 31 pt alignment rectangle: the view below starts 20 + 31 + 16")
    func flatSegmentedControl() throws {
        let scene = try scene("Sce-vr-001", in: "ViewRulesControls.storyboard")
        #expect(try view("Seg-vr-001", in: scene).frame == Rect(x: 16, y: 20, width: 343, height: 32))
        // Slider: alignment rectangle 8 ... 367 wide from y 67, 30 tall; its frame 2 pt wider each side, 1 pt lower.
        #expect(try view("Sli-vr-001", in: scene).frame == Rect(x: 6, y: 67, width: 363, height: 31))
        #expect(try view("Box-vr-001", in: scene).frame == Rect(x: 0, y: 105, width: 375, height: 100))
        #expect(scene.views.allSatisfy { !$0.misplaced && $0.ambiguous.isEmpty })
    }

    @Test("A toolbar pinned by its top edge alone is its bar's 44 pt tall, not ambiguous: the view below starts 20 + 44 + 8")
    func toolbarBarHeight() throws {
        let scene = try scene("Sce-tb-001", in: "ViewRulesToolbar.storyboard")
        #expect(try view("Bar-tb-001", in: scene).frame == Rect(x: 0, y: 20, width: 375, height: 44))
        #expect(try view("Box-tb-001", in: scene).frame == Rect(x: 0, y: 72, width: 375, height: 100))
        #expect(scene.views.allSatisfy { !$0.misplaced && $0.ambiguous.isEmpty })
    }

    @Test("A hidden arranged view keeps a required width and sits half the spacing after its visible neighbour")
    func hiddenArrangedView() throws {
        let scene = try scene("Sce-vr-002", in: "ViewRulesControls.storyboard")
        #expect(try view("Stk-vr-002", in: scene).frame == Rect(x: 20, y: 40, width: 98, height: 44))
        #expect(try view("One-vr-002", in: scene).frame == Rect(x: 0, y: 0, width: 44, height: 44))
        #expect(try view("Two-vr-002", in: scene).frame == Rect(x: 54, y: 0, width: 44, height: 44))
        // 44 + 10 / 2 = 49, at its own 44 pt width: UISV-hiding (999.999) gives way without a conflict.
        #expect(try view("Hid-vr-002", in: scene).frame == Rect(x: 49, y: 0, width: 44, height: 44))
        // Nothing sizes the last hidden view: it collapses, 98 + 5 from the stack's start.
        #expect(try view("End-vr-002", in: scene).frame == Rect(x: 103, y: 0, width: 0, height: 44))
        #expect(!scene.issues.contains { if case .conflictingConstraints = $0 { true } else { false } })
        #expect(scene.views.allSatisfy { !$0.misplaced && $0.ambiguous.isEmpty })
    }

    @Test("A label recorded wider than its text could run is judged at its text's width: no compression tie")
    func stretchedLabel() throws {
        let scene = try scene("Sce-vr-004", in: "ViewRulesControls.storyboard")
        // 375 - 16 - 16 - 49 - 8 = 286 for the label, 2 pt under its 288 pt record; "Upper Case" is at most
        // 10 × 1.25 × 17 = 212.5 wide, so the record was stretched and the label, hugging least, takes the room.
        #expect(try view("Lbl-vr-004", in: scene).ambiguous.isEmpty)
        #expect(try view("Swi-vr-004", in: scene).ambiguous.isEmpty)
        #expect(!scene.issues.contains { if case .ambiguousLayout = $0 { true } else { false } })
    }

    @Test("Xcode 9 and older flag the subtree of a view whose position is ambiguous, but not a fixed-frame view; Xcode 10 and later only the view",
          arguments: [("13771", true), ("13196", true), ("11762", true), ("10117", true), ("8173.3", true),
                      ("6254", true), ("14490", false), ("17701", false)])
    func ambiguousSubtree(toolsVersion: String, flagsSubtree: Bool) throws {
        let scene = try firstScene(of: "ViewRulesAmbiguousSubtree.storyboard", toolsVersion: toolsVersion)
        let header = try view("Hdr-vr-005", in: scene)
        let badge = try view("Bdg-vr-005", in: scene)
        #expect(header.ambiguous.contains(.xPosition) && header.ambiguous.contains(.yPosition))
        // The badge's own frame is fixed: 10 in from the header's corner, 50 × 50.
        #expect(badge.ambiguous.isEmpty)
        #expect(badge.frame.width == 50 && badge.frame.height == 50)
        #expect(badge.hasAmbiguousAncestor == flagsSubtree)
        // Xcode never flags a view without constraints (fixedFrame), wherever it is: it keeps its record.
        let plate = try view("Plt-vr-005", in: scene)
        #expect(plate.frame == Rect(x: 100, y: 10, width: 40, height: 40))
        #expect(plate.ambiguous.isEmpty && !plate.hasAmbiguousAncestor)
    }

    @Test("Xcode 7.2 flags what an ambiguous view holds, but not a collection view's cell nor what the cell holds")
    func ambiguousCollectionKeepsItsCells() throws {
        let scene = try scene("Sce-vr-009", in: "ViewRulesAmbiguousCollection.storyboard")
        let collection = try view("Col-vr-009", in: scene)
        #expect(collection.ambiguous.contains(.yPosition) && !collection.ambiguous.contains(.xPosition))
        // The cell is laid out at its item size, 100 × 100, and its box 10 in from its corner, 80 × 80.
        let cell = try view("Cel-vr-009", in: scene), box = try view("Box-vr-009", in: scene)
        #expect(box.frame == Rect(x: 10, y: 10, width: 80, height: 80))
        #expect(!cell.hasAmbiguousAncestor && !box.hasAmbiguousAncestor)
        // A plain view's badge under the header, placed nowhere vertically either, is flagged.
        #expect(try view("Bdg-vr-009", in: scene).hasAmbiguousAncestor)
    }

    @Test("Xcode 7.3 flags the arranged views of a stack whose position is ambiguous; Xcode 10 and 12 do not",
          arguments: [("10117", true), ("14490", false), ("17701", false)])
    func ambiguousStackSubtree(toolsVersion: String, flagsSubtree: Bool) throws {
        let scene = try firstScene(of: "ViewRulesAmbiguousStack.storyboard", toolsVersion: toolsVersion)
        let stack = try view("Stk-vr-006", in: scene)
        #expect(stack.ambiguous.contains(.yPosition) && !stack.ambiguous.contains(.xPosition))
        #expect(stack.frame.origin.x == 30 && stack.frame.width == 540 && stack.frame.height == 98)
        // Inside the stack both views are fixed: 540 × 44 at 0 and at 44 + 10.
        let arranged = [try view("One-vr-006", in: scene), try view("Two-vr-006", in: scene)]
        #expect(arranged.map(\.frame.origin.y) == [0, 54])
        #expect(arranged.allSatisfy { $0.ambiguous.isEmpty && $0.frame.width == 540 && $0.frame.height == 44 })
        #expect(arranged.allSatisfy { $0.hasAmbiguousAncestor == flagsSubtree })
    }

    // Versions of the corpus files that show it: flagged up to 15705 (jami), not from 17503 (AltStore) on.
    @Test("Xcode 7 to 11 flag the content view that follows a visual effect view without constraints; 12 and 13 do not",
          arguments: [("8187.4", true), ("10117", true), ("14109", true), ("15705", true), ("17503", false),
                      ("21701", false)])
    func fixedFrameFollower(toolsVersion: String, flagged: Bool) throws {
        let scene = try firstScene(of: "ViewRulesFixedFrameEffect.storyboard", toolsVersion: toolsVersion)
        let effect = try view("Fxd-vr-007", in: scene)
        let content = try view("Cnt-vr-007", in: scene)
        // The fixed-frame view keeps its recorded frame and is never flagged; its content fills it.
        #expect(effect.frame == Rect(x: 40, y: 60, width: 200, height: 100))
        #expect(effect.ambiguous.isEmpty && !effect.hasAmbiguousAncestor)
        #expect(content.frame == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(content.ambiguous.isEmpty && content.hasAmbiguousAncestor == flagged)
        // A view placed by constraints beside it is not concerned.
        #expect(!(try view("Sqr-vr-007", in: scene).hasAmbiguousAncestor))
        // Nor is a cell that a fixed-frame collection's layout places, nor the cell's content view
        // (edx Main 7702, IBDecodable 14109, Pyto 14460: such cells are not flagged).
        #expect(!(try view("Cel-vr-007", in: scene).hasAmbiguousAncestor))
        #expect(!(try view("Ccv-vr-007", in: scene).hasAmbiguousAncestor))
    }

    @Test("Controls without a recorded frame take UIKit's sizes: switch 51 × 31, slider 31 tall, large spinner 37, search bar 44")
    func framelessControls() throws {
        let scene = try scene("Sce-vr-003", in: "ViewRulesFrameless.storyboard")
        #expect(try view("Swi-vr-003", in: scene).frame == Rect(x: 20, y: 40, width: 51, height: 31))
        // Below the switch's 31 pt: 40 + 31 + 8 = 79; 20 pt in from both sides on its alignment rectangle.
        #expect(try view("Sli-vr-003", in: scene).frame == Rect(x: 18, y: 79, width: 339, height: 31))
        #expect(try view("Act-vr-003", in: scene).frame == Rect(x: 20, y: 117, width: 37, height: 37))
        // A 15 pt title: one 17.9 pt line with 6 pt above and below, 30 tall; at least 30 wide.
        let button = try view("But-vr-003", in: scene)
        #expect(button.frame == Rect(x: 20, y: 162, width: 30, height: 30))
        #expect(button.intrinsicSizeSource == .uikitEstimate)
        // A search bar pinned by its top and sides is UIKit's 44 pt bar (iOS 10): 162 + 30 + 8 = 200.
        #expect(try view("Sea-vr-003", in: scene).frame == Rect(x: 0, y: 200, width: 375, height: 44))
        #expect(scene.views.allSatisfy { $0.ambiguous.isEmpty })
        #expect(scene.notes.contains { $0.contains("But-vr-003") && $0.contains("without the real font") })
    }
}
