import InterfaceBuilder
import OpenAutoLayout
import Testing

/// A view whose constraints are all installed in another size class is not a view without
/// constraints: Interface Builder gives it no fixed frame on a canvas that uninstalls them, so its
/// frame is ambiguous there (session-ios, Xcode 6.1, records 16 such views flagged). The fixture is
/// Xcode 6.1's "Any" canvas; "Cls" has its four constraints only for compact × regular.
@Suite("Interface Builder views constrained only in another size class")
struct IBSizeClassOnlyConstraintsTests {
    func scene() throws -> SceneLayout {
        try #require(IBLayout.layOut(try Fixture.read("SizeClassOnlyConstraints.storyboard")).first)
    }

    func view(_ id: String, in scene: SceneLayout) throws -> ViewLayout {
        try #require(scene.views.first { $0.id == id })
    }

    @Test("With none of its constraints installed, every part of the view's frame is ambiguous")
    func constrainedElsewhere() throws {
        let cls = try view("Cls-sc-001", in: try scene())
        #expect(cls.ambiguous == [.xPosition, .yPosition, .width, .height])
    }

    @Test("Xcode 6 judges the view misplaced, but not the separator inside it, whose whole frame is undetermined too")
    func misplacedOnlyWhereSomethingIsDetermined() throws {
        let scene = try scene()
        // Nothing places "Cls", so the solver leaves it at (0, 0, 0, 0), against its record of (20, 20, 100, 50).
        #expect(try view("Cls-sc-001", in: scene).misplaced)
        let separator = try view("Sep-sc-001", in: scene)
        #expect(separator.ambiguous == [.xPosition, .yPosition, .width, .height])
        #expect(separator.hasAmbiguousAncestor)
        #expect(separator.misplaced == false)
    }

    @Test("A view with no constraint at all keeps its recorded frame; one constrained here is placed")
    func othersStayPlaced() throws {
        let scene = try scene()
        let free = try view("Fre-sc-001", in: scene)
        #expect(free.ambiguous.isEmpty)
        #expect(free.frame == Rect(x: 20, y: 100, width: 100, height: 50))
        let pinned = try view("Pin-sc-001", in: scene)
        #expect(pinned.ambiguous.isEmpty)
        #expect(pinned.frame == Rect(x: 20, y: 200, width: 100, height: 50))
    }

    @Test("On compact × regular (an iPhone in portrait) the constraints are installed and fix the frame")
    func installedOnThePhone() throws {
        var document = try Fixture.read("SizeClassOnlyConstraints.storyboard")
        document.device = IBDevice(id: "retina4_7", orientation: "portrait")
        let scene = try #require(IBLayout.layOut(document).first)
        let cls = try view("Cls-sc-001", in: scene)
        #expect(cls.ambiguous.isEmpty)
        #expect(cls.frame == Rect(x: 20, y: 20, width: 100, height: 50))
    }
}
