import Foundation
import TestSupport
import Testing

/// Ids the document does not have, and documents with nothing to draw, get the exit code of their
/// class of error (issue 17): an unknown `--scene`/`--view` is a usage error (64) listing the valid
/// ids; a document without a scene is a document problem (2), not a usage error.
@Suite("Unknown ids and empty documents")
struct UnknownIDTests {
    static let fixed = ReporterFixtures.fixed
    static let empty = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" "
        + "version=\"3.0\"><scenes/></document>\n"

    @Test("explain --scene with an unknown id exits 64 and lists the scene ids")
    func explainUnknownScene() throws {
        let run = try CLI.run(["explain", Self.fixed, "--scene", "nope"])
        #expect(run.status == 64)
        #expect(run.error.contains("has no scene nope; its scenes are: ScB-bb-001"))
        #expect(run.output.isEmpty)
    }

    @Test("explain --view with an unknown id exits 64 and lists the view ids")
    func explainUnknownView() throws {
        let run = try CLI.run(["explain", Self.fixed, "--view", "nope"])
        #expect(run.status == 64)
        #expect(run.error.contains("has no view nope; its views are: "))
        for id in ["Vw0-bb-001", "Scr-bb-001", "Img-bb-001"] { #expect(run.error.contains(id), "\(id)") }
    }

    @Test("explain --view with a known id still explains that view")
    func explainKnownView() throws {
        let run = try CLI.run(["explain", ReporterFixtures.ambiguous, "--view", "Img-aa-001"])
        // Its missing constraints are an error: exit 1, as check's.
        #expect(run.status == 1, "\(run.error)")
        #expect(run.output.contains(":20:37: "))
        #expect(!run.output.contains(":17:29: "), "the scroll view's issue is left out")
    }

    @Test("render of a document with no scene exits 2 with a clear message, not 64")
    func renderEmptyDocument() throws {
        let input = try TemporaryFiles.file(named: "Empty.storyboard", Self.empty)
        let output = URL(fileURLWithPath: input).deletingLastPathComponent().appendingPathComponent("out.svg")
        let run = try CLI.run(["render", input, "-o", output.path])
        #expect(run.status == 2)
        #expect(run.error == "\(input) has no scene with a view to draw\n")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test("check of a document with no view prints a warning (exit 0; 1 with --strict)")
    func checkEmptyDocument() throws {
        let input = try TemporaryFiles.file(named: "Empty.storyboard", Self.empty)
        let run = try CLI.run(["check", input])
        #expect(run.status == 0)
        #expect(run.output == "\(input):2:1: warning: no view found in the document: nothing was checked [document]\n")
        #expect(try CLI.run(["check", "--strict", input]).status == 1)
    }
}
