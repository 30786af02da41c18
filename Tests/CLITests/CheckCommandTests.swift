import Foundation
import TestSupport
import Testing

/// End-to-end: the built `autolayout` binary (`AutoLayoutCLI`) run on the bundled examples.
enum CLI {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let binary = AutoLayoutCLI.binary
    static let examples = packageRoot.appendingPathComponent("Examples/Storyboards")

    typealias Run = AutoLayoutCLI.Run

    /// Runs with standard output on `/dev/full`, where every write fails (`output` is empty).
    static func runToFullStandardOutput(_ arguments: [String]) throws -> Run {
        try AutoLayoutCLI.run(arguments, standardOutput: FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full")))
    }

    /// Runs in the package's root, where the examples' relative paths lead.
    static func run(_ arguments: [String]) throws -> Run { try AutoLayoutCLI.run(arguments, in: packageRoot) }

    static func example(_ name: String) -> String { "Examples/Storyboards/\(name).storyboard" }

    /// A fresh folder for files a test writes.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("autolayout-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

@Suite("autolayout check")
struct CheckCommandTests {
    @Test("The fixed example: content 680 × 450 (the image's size), nothing to report, exit 0")
    func fixedExample() throws {
        let run = try CLI.run(["check", CLI.example("ImageInScrollView-Fixed"), "--strict"])
        #expect(run.status == 0)
        #expect(run.output.contains("content size 680 × 450"))
        #expect(!run.output.contains("warning:"))
    }

    @Test("The ambiguous example: Xcode's error (a red arrow) at the scroll view, exit 1 without --strict")
    func ambiguousExampleFails() throws {
        let run = try CLI.run(["check", CLI.example("ImageInScrollView-Ambiguous")])
        #expect(run.status == 1)
        #expect(run.output.contains(CLI.example("ImageInScrollView-Ambiguous")
            + ":17:29: error: Scrollable content size is ambiguous for \"Scroll View\" (Scr-aa-001). "
            + "[scrollable-content-size-ambiguity]"))
        #expect(run.output.contains("content size ambiguous (width and height)"))
    }

    @Test("A misplaced view alone is a warning: exit 0, and 1 with --strict")
    func warningsWithoutStrict() throws {
        let path = try TemporaryFiles.file(named: "Misplaced.storyboard", ExplainConsistencyFixtures.misplacedBadge)
        let plain = try CLI.run(["check", "--quiet", "--no-notes", path])
        #expect(plain.status == 0)
        #expect(plain.output == "\(path):12:29: warning: Frame for \"Badge\" (bxB-00-001) will be different at run time. "
            + "Expected: x=20, h=60. Actual: x=10, h=50. Assumed: 375 × 667 canvas of a view controller's view on "
            + "retina4_7 portrait, safe-area insets 0, 0, 0, 0 (top, left, bottom, right), compact width × regular "
            + "height. [misplaced-view]\n")
        #expect(try CLI.run(["check", "--strict", path]).status == 1)
    }

    @Test("A malformed file exits 2 with an error naming it, and the other files are still checked")
    func malformedFile() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "<document type=\"x\"><scenes>\n<scene>".write(to: folder.appendingPathComponent("A-Broken.storyboard"),
                                                             atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: CLI.examples.appendingPathComponent("ImageInScrollView-Fixed.storyboard"),
                                         to: folder.appendingPathComponent("B-Fixed.storyboard"))
        let run = try CLI.run(["check", folder.path])
        #expect(run.status == 2)
        #expect(run.output.contains(folder.appendingPathComponent("A-Broken.storyboard").path + ":"))
        #expect(run.output.contains(": error: "))
        #expect(run.output.contains("content size 680 × 450"))
    }

    @Test("Folders are searched recursively, in sorted order")
    func folderOrder() throws {
        let run = try CLI.run(["check", "Examples/Storyboards"])
        let container = try #require(run.output.range(of: "ContainerView-VerticalScrolling"))
        let ambiguous = try #require(run.output.range(of: "ImageInScrollView-Ambiguous"))
        let fixed = try #require(run.output.range(of: "ImageInScrollView-Fixed"))
        #expect(container.lowerBound < ambiguous.lowerBound && ambiguous.lowerBound < fixed.lowerBound)
    }
}

@Suite("autolayout check --format json")
struct CheckJSONTests {
    func document(_ name: String) throws -> [String: Any] {
        let run = try CLI.run(["check", "--format", "json", CLI.example(name)])
        let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let documents = try #require(object?["documents"] as? [[String: Any]])
        return try #require(documents.first)
    }

    @Test("Documents, scenes, views, scroll views and issues carry the documented fields")
    func schemaFields() throws {
        let document = try document("ImageInScrollView-Ambiguous")
        #expect(document["path"] as? String == CLI.example("ImageInScrollView-Ambiguous"))
        let scene = try #require((document["scenes"] as? [[String: Any]])?.first)
        for key in ["id", "name", "canvas", "views", "scrollViews"] { #expect(scene[key] != nil, "scene.\(key)") }
        let canvas = try #require(scene["canvas"] as? [String: Any])
        #expect(canvas["width"] as? Double == 375 && canvas["height"] as? Double == 667)
        let view = try #require((scene["views"] as? [[String: Any]])?.first)
        for key in ["id", "class", "line", "frame", "recordedFrame", "ambiguous", "xcodeAmbiguous", "xcodeMisplaced",
                    "misplaced"] {
            #expect(view[key] != nil, "view.\(key)")
        }
        let scroll = try #require((scene["scrollViews"] as? [[String: Any]])?.first)
        #expect(scroll["id"] as? String == "Scr-aa-001")
        let size = try #require(scroll["contentSize"] as? [String: Any])
        #expect(size["width"] is NSNull && size["height"] is NSNull)
        #expect(scroll["ambiguousAxes"] as? [String] == ["width", "height"])
        let issue = try #require((document["issues"] as? [[String: Any]])?.first)
        for key in ["severity", "kind", "objectID", "line", "message"] { #expect(issue[key] != nil, "issue.\(key)") }
        #expect(issue["kind"] as? String == "scrollable-content-size-ambiguity")
    }

    @Test("The fixed example's content size is {width: 680, height: 450}")
    func contentSize() throws {
        let document = try document("ImageInScrollView-Fixed")
        let scene = try #require((document["scenes"] as? [[String: Any]])?.first)
        let scroll = try #require((scene["scrollViews"] as? [[String: Any]])?.first)
        let size = try #require(scroll["contentSize"] as? [String: Any])
        #expect(size["width"] as? Double == 680 && size["height"] as? Double == 450)
        #expect((scroll["ambiguousAxes"] as? [String])?.isEmpty == true)
    }

    @Test("Output is byte-identical across runs")
    func deterministic() throws {
        let first = try CLI.run(["check", "--format", "json", "Examples/Storyboards"])
        let second = try CLI.run(["check", "--format", "json", "Examples/Storyboards"])
        #expect(first.output == second.output)
        #expect(!first.output.isEmpty)
    }
}
