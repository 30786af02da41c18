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

    @Test("Each scroll axis gets its own verified fix: the image's width and height follow the scroll view's frame")
    func oneFixPerAxis() throws {
        let explanation = try #require(try CheckFixtures.imagePinnedToEdges().explained().explanation)
        let scroll = try #require(explanation.items.first)
        // Pinning the content's size to the frame makes that axis not scroll: its content size is
        // the frame's (375 wide, 250 high), which the constraints then fix.
        #expect(scroll.specs.map(\.firstAttribute) == [.width, .height])
        #expect(scroll.specs.allSatisfy { $0.firstItem == "imA-00-001" && $0.secondItem == "svA-00-001" })
        #expect(Set(scroll.specs.map(\.id)).count == 2)
        #expect(scroll.specs.allSatisfy { !ExplainFixFixtures.imagePinnedToEdges.contains("id=\"\($0.id)\"") })
    }

    @Test("The fixed copy only gains the two constraints, and checking it finds nothing")
    func fixedCopyChecksClean() throws {
        let original = ExplainFixFixtures.imagePinnedToEdges
        let fix = DocumentFix(check: try CheckFixtures.imagePinnedToEdges())
        #expect(fix.addedConstraintCount == 2 && fix.removedConstraintCount == 0 && fix.updatedFrameCount == 0)
        // The second issue (the image's missing size) is cured by the first fix, so it is skipped.
        #expect(fix.summaries.count == 1)
        let originalLines = original.split(separator: "\n", omittingEmptySubsequences: false)
        let fixedLines = fix.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(fixedLines.count == originalLines.count + 2)
        #expect(fixedLines.filter { !originalLines.contains($0) }.allSatisfy { $0.contains("<constraint firstItem=\"imA-00-001\"") })
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
