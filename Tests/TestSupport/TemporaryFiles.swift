import Foundation

/// Files written for one test, each in a fresh folder of the system's temporary directory.
public enum TemporaryFiles {
    /// Writes `contents` to a fresh file called `name` and returns its path.
    public static func file(named name: String, _ contents: String) throws -> String {
        let directory = try folder()
        let url = directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    /// A fresh, empty folder.
    public static func folder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("autolayout-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
