import ArgumentParser
import Foundation
import LayoutCheck

/// `autolayout explain FILE`: why each layout issue happens — the chain of constraints along each
/// ambiguous scroll axis, the free parts of each view, the conflicting set — and verified fix-its.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a storyboard's or xib's layout issues and propose fixes that were checked to work.",
        discussion: """
            Exit status: 0 explained (or no issues); 2 the file could not be read; 64 bad arguments \
            (an unknown --scene or --view lists the valid ids).
            """)

    @Argument(help: "An Interface Builder file.")
    var file: String

    @Option(help: "Only this scene (storyboard scene id, or a xib's top-level view id).")
    var scene: String?

    @Option(help: "Only issues about this view (IB object id).")
    var view: String?

    @Flag(help: "Lay out as the app does at launch: placeholder constraints removed.")
    var buildTime = false

    func run() throws {
        try reportingFailures { () throws(CommandFailure) in
            let check = try checkedDocument(file, buildTime: buildTime).explained()
            // An id the document does not have is a usage error, as in `render`, not "no issues".
            if let scene, !check.scenes.contains(where: { $0.id == scene }) {
                throw .unknownScene(path: file, requested: scene, known: KnownIDs.scenes(check))
            }
            if let view, !KnownIDs.views(check, sceneID: scene).contains(view) {
                throw .unknownView(path: file, requested: view, known: KnownIDs.views(check, sceneID: scene))
            }
            var out = ""
            for item in check.explanation?.items ?? [] {
                if let scene, item.sceneID != scene { continue }
                if let view, item.objectID != view { continue }
                out += ExplanationText.text(of: item, path: file)
            }
            print(out.isEmpty ? "\(SafeText.escaped(file)): no layout issues" : out, terminator: out.isEmpty ? "\n" : "")
        }
    }
}
