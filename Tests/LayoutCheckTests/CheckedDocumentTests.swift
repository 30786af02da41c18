import Foundation
import InterfaceBuilder
import LayoutCheck
import LayoutDiagnostics
import TestSupport
import Testing

@Suite("A checked document: read once, laid out once, its issues in Xcode's words")
struct CheckedDocumentTests {
    @Test("Content pinned to a scroll view's four edges with no size leaves both content axes ambiguous")
    func pinnedContentIsAmbiguous() throws {
        let check = try CheckFixtures.imagePinnedToEdges()
        let scroll = try #require(check.scenes.first?.scrollViews.first)
        // Edges pinned to the content rectangle say where the content is, never how large: UIKit
        // takes the content size from the content, and the image view has no size of its own.
        #expect(scroll.contentWidth == nil && scroll.contentHeight == nil)
        #expect(check.diagnostics.map(\.kind) == [.scrollableContentSizeAmbiguity, .missingConstraints])
        let text = ExplainFixFixtures.imagePinnedToEdges
        #expect(check.diagnostics.map(\.line) == [CheckFixtures.line(of: "id=\"svA-00-001\"", in: text),
                                                  CheckFixtures.line(of: "id=\"imA-00-001\"", in: text)])
        #expect(check.diagnostics.allSatisfy { $0.severity == .error && $0.path == CheckFixtures.imagePath })
        #expect(check.explanation == nil, "explanations are worked out only when asked for")
    }

    @Test("A file that cannot be read is one document error naming it, with no scenes")
    func unreadableFile() throws {
        let path = try TemporaryFiles.folder().appendingPathComponent("Missing.storyboard").path
        let check = CheckedDocument(path: path, mode: .designTime)
        #expect(check.readError != nil)
        #expect(check.scenes.isEmpty && check.document == nil)
        #expect(check.diagnostics.count == 1)
        #expect(check.diagnostics.first?.kind == .document && check.diagnostics.first?.severity == .error)
        #expect(check.diagnostics.first?.path == path)
        #expect(check.explained().explanation == nil)
    }

    @Test("A file read from disk keeps its text and finds the same issues as one read from memory")
    func readFromDisk() throws {
        let text = ExplainFixFixtures.imagePinnedToEdges
        let path = try TemporaryFiles.file(named: "Image.storyboard", text)
        let fromDisk = CheckedDocument(path: path, mode: .designTime)
        #expect(fromDisk.text == text)
        #expect(fromDisk.diagnostics.map(\.kind) == [.scrollableContentSizeAmbiguity, .missingConstraints])
    }

    @Test("The rules decide what is reported: kinds dropped, severities raised")
    func rulesApply() throws {
        let silenced = try CheckFixtures.check(ExplainFixFixtures.imagePinnedToEdges) { diagnostics in
            diagnostics.filter { $0.kind != .missingConstraints }
        }
        #expect(silenced.diagnostics.map(\.kind) == [.scrollableContentSizeAmbiguity])
        let raised = try CheckFixtures.check(ExplainFixFixtures.imagePinnedToEdges) { diagnostics in
            diagnostics.map { var raised = $0; raised.severity = .error; return raised }
        }
        #expect(raised.diagnostics.allSatisfy { $0.severity == .error })
    }
}
