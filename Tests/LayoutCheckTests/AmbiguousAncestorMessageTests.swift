import Foundation
import LayoutCheck
import LayoutDiagnostics
import Testing
import TestSupport

/// What `check` and `explain` say about views whose own constraints are complete, inside a view
/// whose position is ambiguous (`AmbiguousAncestorPolicy`): Xcode 9 and earlier flag them too, so
/// each gets an issue naming the ancestor; from Xcode 10 only the ancestor has one.
@Suite("Views inside an ambiguous view, before and from Xcode 10")
struct AmbiguousAncestorMessageTests {
    /// "Container" is pinned leading and trailing and 100 tall, but nothing places it vertically:
    /// its Y position is ambiguous. "Badge" (50 × 50, 10 in from its corner) and "Dot" (10 × 10,
    /// 5 in from the badge's corner) are fixed inside it; a fixed-frame "Plate" has no constraints.
    /// "Panel" is pinned leading, trailing and top at 300 but nothing sizes its height; "Chip"
    /// (40 × 40, 10 in from its top left) is fixed inside it, and so is its place on the canvas.
    static func document(toolsVersion: String) -> String {
        typealias View = FixtureViewXML
        let dot = View(id: "Dot-aa-001", label: "Dot", frame: (5, 5, 10, 10), constraints: [
            View.constraint("Cxx-aa-001", nil, "width", nil, nil, constant: 10),
            View.constraint("Cxx-aa-002", nil, "height", nil, nil, constant: 10),
        ])
        let badge = View(id: "Bdg-aa-001", label: "Badge", frame: (10, 10, 50, 50), subviews: [dot], constraints: [
            View.constraint("Cxx-aa-003", nil, "width", nil, nil, constant: 50),
            View.constraint("Cxx-aa-004", nil, "height", nil, nil, constant: 50),
            View.constraint("Cxx-aa-005", "Dot-aa-001", "leading", "Bdg-aa-001", nil, constant: 5),
            View.constraint("Cxx-aa-006", "Dot-aa-001", "top", "Bdg-aa-001", nil, constant: 5),
        ])
        let plate = View(id: "Plt-aa-001", label: "Plate", frame: (100, 10, 40, 40), fixedFrame: true)
        let container = View(id: "Ctr-aa-001", label: "Container", frame: (0, 40, 375, 100),
                             subviews: [badge, plate], constraints: [
            View.constraint("Cxx-aa-007", nil, "height", nil, nil, constant: 100),
            View.constraint("Cxx-aa-008", "Bdg-aa-001", "leading", "Ctr-aa-001", nil, constant: 10),
            View.constraint("Cxx-aa-009", "Bdg-aa-001", "top", "Ctr-aa-001", nil, constant: 10),
        ])
        let chip = View(id: "Chp-aa-001", label: "Chip", frame: (10, 10, 40, 40), constraints: [
            View.constraint("Cxx-aa-010", nil, "width", nil, nil, constant: 40),
            View.constraint("Cxx-aa-011", nil, "height", nil, nil, constant: 40),
        ])
        let panel = View(id: "Pnl-aa-001", label: "Panel", frame: (0, 300, 375, 100), subviews: [chip], constraints: [
            View.constraint("Cxx-aa-012", "Chp-aa-001", "leading", "Pnl-aa-001", nil, constant: 10),
            View.constraint("Cxx-aa-013", "Chp-aa-001", "top", "Pnl-aa-001", nil, constant: 10),
        ])
        let root = "rtB-00-001"
        let rootConstraints = [
            View.constraint("Cxx-aa-014", "Ctr-aa-001", "leading", root, nil),
            View.constraint("Cxx-aa-015", nil, "trailing", "Ctr-aa-001", nil),
            View.constraint("Cxx-aa-016", "Pnl-aa-001", "leading", root, nil),
            View.constraint("Cxx-aa-017", nil, "trailing", "Pnl-aa-001", nil),
            View.constraint("Cxx-aa-018", "Pnl-aa-001", "top", root, nil, constant: 300),
        ]
        let body = [container.xml, panel.xml, "</subviews>", "<constraints>"] + rootConstraints + ["</constraints>"]
        return ExplainFixFixtures.rootScene(body.joined(separator: "\n"), toolsVersion: toolsVersion)
    }

    static func ambiguityMessages(toolsVersion: String) throws -> [String] {
        let check = try CheckFixtures.check(document(toolsVersion: toolsVersion), path: "Ancestor.storyboard")
        return check.diagnostics.filter { $0.kind == .missingConstraints }.map(\.message)
    }

    static let container = "\"Container\" (Ctr-aa-001): Need constraints for: Y position"
    static let panel = "\"Panel\" (Pnl-aa-001): Need constraints for: height"

    @Test("Xcode 9.2 (13771): the badge and the dot inside it get an issue naming the container; the plate and the chip none")
    func beforeXcode10() throws {
        let messages = try Self.ambiguityMessages(toolsVersion: "13771")
        #expect(messages.contains(Self.container))
        #expect(messages.contains(Self.panel))
        #expect(messages.contains(
            "Vertical position is ambiguous for \"Badge\" (Bdg-aa-001) because its superview \"Container\" (Ctr-aa-001) is ambiguous."))
        #expect(messages.contains(
            "Vertical position is ambiguous for \"Dot\" (Dot-aa-001) because its ancestor \"Container\" (Ctr-aa-001) is ambiguous."))
        // The plate has no constraints (Xcode never flags it); the chip's canvas position is fixed.
        #expect(messages.count == 4)
    }

    @Test("Xcode 10 (14490): only the container and the panel have issues", arguments: ["14490", "17701"])
    func fromXcode10(toolsVersion: String) throws {
        #expect(try Self.ambiguityMessages(toolsVersion: toolsVersion).sorted() == [Self.container, Self.panel])
    }

    @Test("explain points at the container and proposes no constraint for the badge")
    func reasonWithoutFix() throws {
        let check = try CheckFixtures.check(Self.document(toolsVersion: "13771"), path: "Ancestor.storyboard")
        let explanation = try #require(check.explained().explanation)
        let item = try #require(explanation.items.first { $0.objectID == "Bdg-aa-001" })
        #expect(item.fixIts.isEmpty)
        #expect(item.lines.count == 1)
        #expect(item.lines.first?.contains("nothing fixes where \"Container\" (Ctr-aa-001) is") == true)
        // The container's own issue still proposes its constraints.
        let container = try #require(explanation.items.first { $0.objectID == "Ctr-aa-001" })
        #expect(!container.fixIts.isEmpty)
    }
}
