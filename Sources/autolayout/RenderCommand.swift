import ArgumentParser
import Foundation
import InterfaceBuilder
import OpenAutoLayout

/// `autolayout render FILE -o OUT.svg`: one scene of a storyboard or xib, laid out as `check`
/// lays it out, drawn as an SVG picture with its issues marked.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a scene of a storyboard or xib as SVG, with its layout issues marked.",
        discussion: """
            Draws every view's frame with its name, each scroll view's viewport (solid) and content \
            area (dashed), constraints as dimension lines, ambiguous views and content sizes (orange), \
            conflicting constraints (red) and floating views (views in a scroll view pinned to \
            something outside it). Every element carries the IB object id as data-id. \
            Same input, byte-identical output.

            Exit status: 0 the picture was written; 2 the file could not be read; 64 bad arguments \
            (an unknown --scene lists the scene ids).
            """)

    @Argument(help: ArgumentHelp("A storyboard or xib.", valueName: "FILE"))
    var input: String

    @Option(help: ArgumentHelp("The scene id (a xib's top-level view id); the first scene if omitted.",
                               valueName: "ID"))
    var scene: String?

    @Option(help: ArgumentHelp("Scroll every scroll view to this content offset, then lay out again.",
                               valueName: "X,Y"))
    var offset: ContentOffsetArgument?

    @Flag(help: "Lay out as the app does at launch: placeholder constraints removed.")
    var buildTime = false

    @Option(name: [.customShort("o"), .customLong("output")],
            help: ArgumentHelp("Where to write the SVG; - for standard output.", valueName: "OUT.svg"))
    var output: String

    func validate() throws {
        guard output != "-" else { return }
        if OutputPath.isSameFile(output, input) {
            throw ValidationError("refusing to overwrite the input \(input) with the picture")
        }
    }

    func run() throws {
        let mode: IBLayoutMode = buildTime ? .buildTime : .designTime
        let document: IBDocument
        do {
            document = try IBReader.read(contentsOf: URL(fileURLWithPath: input))
        } catch {
            var error = error
            error.file = input
            printError("\(input):\(error.line ?? 1):\(error.column ?? 1): error: \(error.message)")
            throw ExitCode.unreadableInput
        }
        let scenes = IBLayout.layOut(document, mode: mode)
        guard let layout = scene.map({ id in scenes.first { $0.id == id } }) ?? scenes.first else {
            let known = scenes.map { "\($0.id) (\($0.name))" }
            printError(scenes.isEmpty ? "\(input) has no scene with a view to draw"
                : "\(input) has no scene \(scene ?? ""); its scenes are: " + known.joined(separator: ", "))
            throw ExitCode.validationFailure
        }
        guard let model = IBLayout.model(of: document, sceneID: layout.id, mode: mode) else {
            printError("\(input): scene \(layout.id) could not be laid out")
            throw ExitCode.validationFailure
        }
        if let offset { model.setContentOffsetOfEveryScrollView(offset.point) }
        let svg = ScenePicture(scene: layout, model: model, path: input).svg()
        if output == "-" {
            print(svg, terminator: "")
            return
        }
        do {
            try Data(svg.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            printError("\(output): cannot write the picture: \(error.localizedDescription)")
            throw ExitCode.unreadableInput
        }
    }
}

/// `--offset X,Y`: two finite numbers.
struct ContentOffsetArgument: ExpressibleByArgument, Sendable {
    var point: Point

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
            return nil
        }
        point = Point(x: x, y: y)
    }
}

/// Comparing where files live, so no output replaces an input.
enum OutputPath {
    /// Whether two paths name the same file (symbolic links and `..` resolved).
    static func isSameFile(_ a: String, _ b: String) -> Bool {
        func canonical(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        return canonical(a) == canonical(b)
    }
}
