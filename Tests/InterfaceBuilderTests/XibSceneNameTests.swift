import InterfaceBuilder
import Testing

/// A xib has no scenes; its top-level views are laid out as scenes and named as a storyboard scene
/// is, after the controller: a view without a label or class of its own takes the File's Owner's
/// class when it is the owner's `view` (or the only top-level view), not its element name `view`.
@Suite("Xib scene names")
struct XibSceneNameTests {
    @Test("The owner's view takes the owner's class; other views keep their class or element name")
    func ownersView() throws {
        let names = IBLayout.layOut(try Fixture.read("XibSceneNames.xib")).map(\.name)
        #expect(names == ["DonationViewController", "view", "GradientView"])
    }

    @Test("The only top-level view takes the owner's class whatever the outlet is called")
    func onlyView() throws {
        let names = IBLayout.layOut(try Fixture.read("XibSceneNameOnlyView.xib")).map(\.name)
        #expect(names == ["RatingControl"])
    }

    @Test("A xib whose owner has no class keeps the element name")
    func ownerWithoutClass() throws {
        let names = IBLayout.layOut(try Fixture.read("LayoutXibRootMargins.xib")).map(\.name)
        #expect(names == ["view", "view", "view", "tableViewCell"])
    }
}
