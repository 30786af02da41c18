import InterfaceBuilder
import LayoutCheck
import LayoutDiagnostics
import TestSupport
import Testing

@Suite("Explanations and verified fix-its, and the fix that applies them")
struct ExplanationAndFixTests {
    @Test("Every reported issue is explained, causes first: the scroll view's content before the view inside it")
    func everyIssueExplained() throws {
        let explanation = try #require(try CheckFixtures.imagePinnedToEdges().explained().explanation)
        #expect(explanation.items.map(\.kind) == [.scrollableContentSizeAmbiguity, .missingConstraints])
        #expect(explanation.items.map(\.objectID) == ["svA-00-001", "imA-00-001"])
        #expect(explanation.items.allSatisfy { !$0.lines.isEmpty && !$0.fixIts.isEmpty })
    }

    @Test("Each scroll axis gets its own verified fix, but only one axis follows the scroll view's frame")
    func oneFixPerAxis() throws {
        let explanation = try #require(try CheckFixtures.imagePinnedToEdges().explained().explanation)
        let scroll = try #require(explanation.items.first)
        // Content that follows the frame on both axes (375 × 250) could never scroll: the width
        // (preferred first) follows the frame, the height gets its own size, the image's recorded 250.
        #expect(scroll.specs.map(\.firstAttribute) == [.width, .height])
        #expect(scroll.specs.map(\.secondItem) == ["svA-00-001", nil])
        #expect(scroll.specs.map(\.constant) == [0, 250])
        #expect(scroll.specs.allSatisfy { $0.firstItem == "imA-00-001" })
        #expect(Set(scroll.specs.map(\.id)).count == 2)
        #expect(scroll.specs.allSatisfy { !ExplainFixFixtures.imagePinnedToEdges.contains("id=\"\($0.id)\"") })
        // What explain lists first is what fix applies.
        #expect(scroll.appliedFixIts.count == 2 && Array(scroll.fixIts.prefix(2)) == scroll.appliedFixIts)
    }

    @Test("The fixed copy only gains the two constraints, and checking it finds nothing")
    func fixedCopyChecksClean() throws {
        let original = ExplainFixFixtures.imagePinnedToEdges
        let fix = DocumentFix(check: try CheckFixtures.imagePinnedToEdges())
        #expect(fix.addedConstraintCount == 2 && fix.removedConstraintCount == 0 && fix.updatedFrameCount == 0)
        // One per axis of the scroll view's issue; the second issue (the image's missing size) is
        // cured by them, so it is skipped.
        let scrollLine = CheckFixtures.line(of: "id=\"svA-00-001\"", in: original)
        #expect(fix.applied.count == 2 && fix.applied.allSatisfy { $0.line == scrollLine })
        let originalLines = original.split(separator: "\n", omittingEmptySubsequences: false)
        let fixedLines = fix.text.split(separator: "\n", omittingEmptySubsequences: false)
        // The height is the image's own constraint: a `<constraints>` list is opened for it.
        #expect(fixedLines.count == originalLines.count + 4)
        #expect(fixedLines.filter { !originalLines.contains($0) }.map { $0.trimmingCharacters(in: .whitespaces).prefix(13) }
            == ["<constraints>", "<constraint f", "</constraints", "<constraint f"])
        #expect(try CheckFixtures.check(fix.text).diagnostics.isEmpty)
    }

    @Test("A document without issues is left byte for byte as it was")
    func nothingToFix() throws {
        let fixed = DocumentFix(check: try CheckFixtures.imagePinnedToEdges()).text
        let again = DocumentFix(check: try CheckFixtures.check(fixed))
        #expect(again.text == fixed)
        #expect(again.summaries.isEmpty && again.addedConstraintCount == 0)
    }
}
