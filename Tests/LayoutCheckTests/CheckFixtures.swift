import Foundation
import InterfaceBuilder
import LayoutCheck
import LayoutDiagnostics
import TestSupport

/// Checked documents made in memory from the hand-written storyboards of `TestSupport`.
enum CheckFixtures {
    static let imagePath = "Image.storyboard"

    /// `text` read as the file `path` and checked in design mode.
    static func check(_ text: String, path: String = imagePath,
                      rules: @escaping ([Diagnostic]) -> [Diagnostic] = { $0 }) throws -> CheckedDocument {
        let document = try IBReader.read(data: Data(text.utf8), path: path)
        return CheckedDocument(path: path, mode: .designTime, document: document, text: text, rules: rules)
    }

    /// Seed 000: an image view pinned to the four edges of its scroll view, with no size.
    static func imagePinnedToEdges() throws -> CheckedDocument {
        try check(ExplainFixFixtures.imagePinnedToEdges)
    }

    /// The 1-based line of the first line of `text` that contains `marker`, counted here.
    static func line(of marker: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(marker) }.map { $0 + 1 }
    }
}
