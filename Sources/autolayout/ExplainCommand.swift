import ArgumentParser
import Foundation
import InterfaceBuilder
import LayoutDiagnostics

/// `autolayout explain FILE`: why each layout issue happens — the chain of constraints along each
/// ambiguous scroll axis, the free parts of each view, the conflicting set — and verified fix-its.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a storyboard's or xib's layout issues and propose fixes that were checked to work.")

    @Argument(help: "An Interface Builder file.")
    var file: String

    @Option(help: "Only this scene (storyboard scene id, or a xib's top-level view id).")
    var scene: String?

    @Option(help: "Only issues about this view (IB object id).")
    var view: String?

    @Flag(help: "Lay out as the app does at launch: placeholder constraints removed.")
    var buildTime = false

    func run() throws {
        let (document, text) = try readDocument(file)
        let explanations = DocumentExplanation(document: document, mode: buildTime ? .buildTime : .designTime, text: text)
        var out = ""
        for item in explanations.items {
            if let scene, item.sceneID != scene { continue }
            if let view, item.objectID != view { continue }
            let line = item.location.map { ":\($0.line):\($0.column)" } ?? ""
            out += "\(file)\(line): \(item.heading) (scene \(item.sceneID))\n"
            for reason in item.lines { out += "  why: \(reason)\n" }
            for fix in item.fixIts { out += "  fix: \(fix)\n" }
            if item.fixIts.isEmpty { out += "  fix: none verified\n" }
        }
        print(out.isEmpty ? "\(file): no layout issues" : out, terminator: out.isEmpty ? "\n" : "")
    }
}

/// Reads an IB file and its text, or fails with exit status 2 and the reader's message.
func readDocument(_ path: String) throws -> (IBDocument, String) {
    do {
        let document = try IBReader.read(contentsOf: URL(fileURLWithPath: path))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return (document, text)
    } catch var error as IBReadError {
        error.file = path
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        throw ExitCode.unreadableInput
    } catch {
        FileHandle.standardError.write(Data("\(path): \(error)\n".utf8))
        throw ExitCode.unreadableInput
    }
}
