import Foundation
import InterfaceBuilder

/// The hand-written documents beside these tests, found relative to this source file.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    static func read(_ name: String) throws -> IBDocument { try IBReader.read(contentsOf: url(name)) }

    static func data(_ name: String) throws -> Data { try Data(contentsOf: url(name)) }

    /// The 1-based line and column of the first `<element` tag whose line contains `marker`, found by reading the text.
    static func location(of marker: String, element: String, in name: String) throws -> IBSourceLocation? {
        let text = try String(contentsOf: url(name), encoding: .utf8)
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains(marker) {
            guard let range = line.range(of: "<\(element)") else { return nil }
            return IBSourceLocation(line: offset + 1, column: line.distance(from: line.startIndex, to: range.lowerBound) + 1)
        }
        return nil
    }
}

extension IBDocument {
    /// The view with `id`, or a test failure.
    func requireView(_ id: String) throws -> IBView {
        guard let view = view(withID: id) else { throw FixtureError.missing(id) }
        return view
    }

    func requireConstraint(_ id: String) throws -> IBConstraint {
        guard let constraint = constraint(withID: id) else { throw FixtureError.missing(id) }
        return constraint
    }
}

enum FixtureError: Error {
    case missing(String)
}

/// The error reading `data` throws, or nil when it reads.
func readError(_ data: Data, path: String = "input.storyboard") -> IBReadError? {
    do {
        _ = try IBReader.read(data: data, path: path)
        return nil
    } catch {
        return error
    }
}

func readError(_ text: String, path: String = "input.storyboard") -> IBReadError? {
    readError(Data(text.utf8), path: path)
}
