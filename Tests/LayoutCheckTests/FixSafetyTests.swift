import Foundation
import InterfaceBuilder
import LayoutCheck
import TestSupport
import Testing

/// Issue 23: a fix never breaks an app. Each document has one problem whose obvious fix would harm
/// the app; the tests check what the file says the app relies on (its outlets, its placeholders) is
/// left alone, and that the reason is said.
@Suite("Fixes that cannot break an app")
struct FixSafetyTests {
    typealias F = FixSafetyFixtures

    static func fix(_ text: String, path: String = "Box.storyboard", policy: FixPolicy = FixPolicy()) throws -> DocumentFix {
        DocumentFix(check: try CheckFixtures.check(text, path: path), policy: policy)
    }

    @Test("A constraint the controller's outlet holds is never removed: the other side of the conflict goes")
    func outletConstraintKept() throws {
        let text = F.scene([F.leading, F.top, F.width100, F.width200, F.height50],
                           connections: [F.outlet("widthTop", "wbS-00-001")])
        let fix = try Self.fix(text)
        // UIKit breaks (and the first fix-it removes) width 200, which the outlet holds: nothing removes it.
        #expect(fix.text.contains(#"id="wbS-00-001""#))
        #expect(fix.removedConstraintCount == 0)
        #expect(fix.heldBack.map(\.summary) == ["remove Box.width = 200: held back: outlet 'widthTop' holds constraint wbS-00-001"])
    }

    @Test("An outlet collection protects its constraints too, and with both held nothing is removed")
    func outletCollection() throws {
        let text = F.scene([F.leading, F.top, F.width100, F.width200, F.height50],
                           connections: [F.outletCollection("widths", "waS-00-001"), F.outlet("wide", "wbS-00-001")])
        let fix = try Self.fix(text)
        #expect(fix.text == text)
        #expect(fix.applied.isEmpty)
        #expect(fix.heldBack.map(\.summary) == [
            "remove Box.width = 200: held back: outlet 'wide' holds constraint wbS-00-001",
            "remove Box.width = 100: held back: outlet 'widths' holds constraint waS-00-001",
        ])
    }

    @Test("An outlet of File's Owner in a xib protects the constraint it holds")
    func filesOwnerOutlet() throws {
        let text = F.xib([F.leading, F.top, F.width100, F.width200, F.height50],
                         connections: [F.outlet("valueTop", "wbS-00-001")])
        let fix = try Self.fix(text, path: "Box.xib")
        #expect(fix.removedConstraintCount == 0 && fix.text.contains(#"id="wbS-00-001""#))
        #expect(fix.heldBack.contains { $0.summary.contains("outlet 'valueTop'") })
    }

    @Test("Without an outlet the conflict is fixed by removing the constraint UIKit breaks")
    func withoutOutletFixed() throws {
        let fix = try Self.fix(F.scene([F.leading, F.top, F.width100, F.width200, F.height50]))
        #expect(fix.removedConstraintCount == 1 && !fix.text.contains(#"id="wbS-00-001""#))
        #expect(fix.heldBack.isEmpty)
    }

    @Test("A real constraint is never removed to satisfy a placeholder: the placeholder goes instead")
    func placeholderNotTraded() throws {
        // At design time width 100 (real) fights width 200 (placeholder, gone at build time).
        let placeholder = F.constraint("width", constant: 200, placeholder: true, id: "wbS-00-001")
        let fix = try Self.fix(F.scene([F.leading, F.top, F.width100, placeholder, F.height50]))
        #expect(fix.text.contains(#"id="waS-00-001""#))
        #expect(!fix.text.contains(#"id="wbS-00-001""#))
        #expect(fix.heldBack.map(\.summary) == [
            "remove Box.width = 100: held back: it removes the real constraint waS-00-001 to satisfy wbS-00-001, "
                + "a placeholder removed at build time",
        ])
    }

    @Test("A view an outlet holds is not given a size from its frame unless asked")
    func outletViewSize() throws {
        let text = F.scene([F.leading, F.top, F.width100], connections: [F.outlet("box", "bxS-00-001")])
        let held = try Self.fix(text)
        #expect(held.text == text && held.applied.isEmpty)
        #expect(held.heldBack.count == 1 && held.heldBack[0].summary.hasSuffix("(allow with --size-views-with-outlets)"))
        let asked = try Self.fix(text, policy: FixPolicy(sizesViewsWithOutlets: true))
        // Its recorded height, 50, as its own constraint.
        #expect(asked.addedConstraintCount == 1 && asked.text.contains(#"<constraint firstAttribute="height" constant="50" id=""#))
    }

    @Test("A fix that would add an issue in the other mode is refused and nothing is written")
    func otherModeChecked() throws {
        // At build time the box's y is free (its top is a placeholder), and the fix pins it at its recorded 40;
        // at design time that fights the placeholder's 100: a new conflict, so the file is left as it was.
        let placeholderTop = F.constraint("top", second: "top", constant: 100, placeholder: true, id: "tpS-00-001")
        let text = F.scene([F.leading, placeholderTop, F.width100, F.height50])
        let path = try TemporaryFiles.file(named: "Box.storyboard", text)
        let inputs = DocumentInputs(configuration: CheckConfiguration(), buildTime: true)
        let prepared = try #require(PreparedFix.prepare([path], documents: inputs).first)
        let fix = try #require(prepared.fix)
        #expect(fix.text == text && fix.edits.isEmpty && fix.applied.isEmpty)
        #expect(fix.refusal.count == 1 && fix.refusal[0].hasPrefix("design time: "))
        #expect(fix.refusal[0].contains("[conflicting-constraints]"))
        #expect(fix.heldBack.count == 1)
        // What is left is the file's own issue at build time.
        #expect(prepared.left?.diagnostics.map(\.kind.rawValue) == ["missing-constraints"])
    }

    @Test("The same fix in the run's own mode alone would have been written: the other mode is what refuses it")
    func sameFixAloneIsWritten() throws {
        let placeholderTop = F.constraint("top", second: "top", constant: 100, placeholder: true, id: "tpS-00-001")
        let text = F.scene([F.leading, placeholderTop, F.width100, F.height50])
        let document = try IBReader.read(data: Data(text.utf8), path: "Box.storyboard")
        let buildTime = CheckedDocument(path: "Box.storyboard", mode: .buildTime, document: document, text: text)
        let fix = DocumentFix(check: buildTime)
        #expect(fix.addedConstraintCount == 1 && fix.refusal.isEmpty)
    }
}
