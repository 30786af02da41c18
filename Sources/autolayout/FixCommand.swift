import ArgumentParser
import Foundation
import InterfaceBuilder
import LayoutDiagnostics

/// `autolayout fix FILE -o OUT`: writes a copy of FILE with the first verified fix-it of each issue
/// applied as `<constraint>` elements (new ids), editing the text so the rest stays byte-identical.
struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Write a copy of a storyboard or xib with verified fixes for its layout issues applied.")

    @Argument(help: "An Interface Builder file (never modified).")
    var file: String

    @Option(name: [.short, .customLong("output")], help: "Where to write the fixed copy.")
    var output: String

    @Flag(help: "Lay out as the app does at launch: placeholder constraints removed.")
    var buildTime = false

    func validate() throws {
        let same = URL(fileURLWithPath: file).standardizedFileURL == URL(fileURLWithPath: output).standardizedFileURL
        if same { throw ValidationError("The output must not be the input file.") }
    }

    func run() throws {
        let (document, text) = try readDocument(file)
        let explanations = DocumentExplanation(document: document, mode: buildTime ? .buildTime : .designTime, text: text)
        var editor = IBTextEditor(text: text)
        var applied: [IBConstraintSpec] = []
        var removed: [String] = []
        var frames: [(viewID: String, frame: IBRect)] = []
        for item in explanations.items where !(item.specs.isEmpty && item.removedIDs.isEmpty && item.frameUpdates.isEmpty) {
            // One fix per problem: a later issue the earlier fixes already cured is skipped.
            let after = IBLayout.layOut(document.applying(applied, removing: removed).updatingFrames(frames),
                                        mode: explanations.mode)
            let remaining = DocumentExplanation.keys(after.flatMap(\.issues))
            guard let summary = item.fixIts.first, item.keys.contains(where: remaining.contains) else { continue }
            applied += item.specs
            removed += item.removedIDs
            // A frame is updated to where the constraints put it after the fixes applied so far.
            let updates = item.frameUpdates.map { update in
                var update = update
                for case .misplacedView(update.viewID, let expected, _) in after.flatMap(\.issues) { update.frame = expected }
                return update
            }
            frames += updates
            for id in item.removedIDs { _ = editor.removeConstraint(withID: id) }
            for spec in item.specs {
                guard let owner = document.ownerIndex(firstItem: spec.firstItem, secondItem: spec.secondItem),
                      editor.insert(spec, ownerID: document.views[owner].id) else { continue }
            }
            for update in updates { _ = editor.replaceFrame(ofElementWithID: update.viewID, with: update.frame) }
            print("\(file): \(summary)")
        }
        try editor.text.write(toFile: output, atomically: true, encoding: .utf8)
        print("wrote \(output) (\(applied.count) constraint(s) added, \(removed.count) removed, \(frames.count) frame(s) updated)")
    }
}
