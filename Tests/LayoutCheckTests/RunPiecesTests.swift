import Foundation
import InterfaceBuilder
import LayoutCheck
import LayoutDiagnostics
import OpenAutoLayout
import Testing
import TestSupport

/// The pieces of a run the CLI hands its arguments to: which reporter, colour, the baseline
/// files, `explain`'s selection and loop, and `render`'s scene.
struct RunPiecesTests {
    @Test func theReporterIsChosenByReporterThenFormatThenConfigurationThenXcode() {
        #expect(Reporters.chosen(reporter: "sarif", format: "json", configured: "junit")?.identifier == "sarif")
        #expect(Reporters.chosen(reporter: nil, format: "json", configured: "junit")?.identifier == "json")
        #expect(Reporters.chosen(reporter: nil, format: "text", configured: "junit")?.identifier == "xcode")
        #expect(Reporters.chosen(reporter: nil, format: nil, configured: "junit")?.identifier == "junit")
        #expect(Reporters.chosen(reporter: nil, format: nil, configured: nil)?.identifier == "xcode")
        #expect(Reporters.chosen(reporter: "pdf", format: nil, configured: nil) == nil)
    }

    @Test func colourIsOnlyForTheXcodeReporterOnATerminalWithoutNoColor() {
        #expect(Reporters.usesColour(XcodeReporter.self, onTerminal: true, environment: [:]))
        #expect(Reporters.usesColour(XcodeReporter.self, onTerminal: true, environment: ["NO_COLOR": ""]))
        #expect(!Reporters.usesColour(XcodeReporter.self, onTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(!Reporters.usesColour(XcodeReporter.self, onTerminal: false, environment: [:]))
        #expect(!Reporters.usesColour(JSONReporter.self, onTerminal: true, environment: [:]))
    }

    @Test func aWrittenBaselineAcceptsTheIssuesItRecordedAndNeverOverwritesAnInput() throws {
        let path = try TemporaryFiles.file(named: "Image.storyboard", ExplainFixFixtures.imagePinnedToEdges)
        let inputs = DocumentInputs(configuration: CheckConfiguration(), buildTime: false)
        let baseline = try TemporaryFiles.folder().appendingPathComponent("baseline.json").path
        var checks = [inputs.check(path)]
        #expect(checks[0].diagnostics.count == 2)
        #expect(try Baseline.apply(writing: baseline, reading: nil, to: &checks, currentDirectory: "/") == nil)
        #expect(checks[0].diagnostics.count == 2)  // writing alone leaves the issues in
        var again = [inputs.check(path)]
        let outcome = try Baseline.apply(writing: nil, reading: baseline, to: &again, currentDirectory: "/")
        #expect(outcome?.accepted == 2 && outcome?.staleNotes == [])
        #expect(again[0].diagnostics.isEmpty)
        #expect(throws: BaselineError.self) {
            try Baseline.apply(writing: path, reading: nil, to: &checks, currentDirectory: "/")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == ExplainFixFixtures.imagePinnedToEdges)
    }

    @Test func explainSaysEachDocumentsIssuesAndWhetherAnErrorWasExplained() throws {
        let broken = try TemporaryFiles.file(named: "Image.storyboard", ExplainFixFixtures.imagePinnedToEdges)
        let missing = try TemporaryFiles.folder().appendingPathComponent("Missing.storyboard").path
        let inputs = DocumentInputs(configuration: CheckConfiguration(), buildTime: false)
        var said: [String] = []
        var warned: [String] = []
        let outcome = try ExplainRun().run([broken, missing], documents: inputs, say: { said.append($0) },
                                           warn: { warned.append($0) })
        #expect(outcome.unreadable && outcome.errors)
        #expect(said.count == 1)
        #expect(said.first?.hasPrefix(broken) == true)
        #expect(said.first?.contains("svA-00-001") == true)
        #expect(warned.count == 1)
        #expect(warned.first?.contains(missing) == true)
    }

    @Test func explainNamesTheScenesAndViewsADocumentHasForAnUnknownOne() throws {
        let path = try TemporaryFiles.file(named: "Image.storyboard", ExplainFixFixtures.imagePinnedToEdges)
        let check = DocumentInputs(configuration: CheckConfiguration(), buildTime: false).check(path).explained()
        #expect(throws: ExplainRun.UnknownID.scene(path: path, requested: "nope", known: ["scA-00-001 (View Controller)"])) {
            try ExplainRun(scene: "nope").items(check)
        }
        #expect(throws: ExplainRun.UnknownID.self) { try ExplainRun(view: "nope").items(check) }
        #expect(try ExplainRun(view: "svA-00-001").items(check).count == 1)
        #expect(try ExplainRun(view: "imA-00-001").items(check).map(\.kind) == [.missingConstraints])
        #expect(try ExplainRun(scene: "scA-00-001").items(check).count == 2)
    }

    @Test func renderDrawsTheSceneAskedForAndNamesTheOnesThereAre() throws {
        let path = try TemporaryFiles.file(named: "Image.storyboard", ExplainFixFixtures.imagePinnedToEdges)
        let svg = try SceneRendering.svg(of: path, mode: .designTime, sceneID: "scA-00-001", offset: Point(x: 0, y: 10))
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("data-id=\"imA-00-001\""))
        #expect(throws: SceneRendering.Failure.unknownScene(requested: "nope", known: ["scA-00-001 (View Controller)"])) {
            try SceneRendering.svg(of: path, mode: .designTime, sceneID: "nope")
        }
        let missing = try TemporaryFiles.folder().appendingPathComponent("Missing.storyboard").path
        #expect {
            try SceneRendering.svg(of: missing, mode: .designTime, sceneID: nil)
        } throws: { error in
            if case .unreadable = error as? SceneRendering.Failure { true } else { false }
        }
    }
}
