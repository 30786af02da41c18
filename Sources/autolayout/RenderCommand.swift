import ArgumentParser
import Foundation
import InterfaceBuilder
import LayoutCheck
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

            Exit status: 0 the picture was written; 2 the file could not be read, has no scene, or the \
            picture could not be written; 64 bad arguments (an unknown --scene lists the scene ids).
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
        if OutputFile(output).isOneOf([input]) {
            throw ValidationError("refusing to overwrite the input \(input) with the picture")
        }
    }

    func run() throws {
        try reportingFailures { () throws(CommandFailure) in
            let svg: String
            do throws(SceneRendering.Failure) {
                svg = try SceneRendering.svg(of: input, mode: buildTime ? .buildTime : .designTime, sceneID: scene,
                                             offset: offset?.point)
            } catch {
                switch error {
                case .unreadable(let error): throw .unreadableDocument(error)
                case .noScene: throw .noSceneToDraw(path: input)
                case .unknownScene(let requested, let known):
                    throw .unknownScene(path: input, requested: requested, known: known)
                case .notLaidOut(let sceneID): throw .sceneNotLaidOut(path: input, sceneID: sceneID)
                }
            }
            try writeOutput(svg, to: OutputFile(output), what: "the picture")
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
