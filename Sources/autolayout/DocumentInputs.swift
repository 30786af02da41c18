import Foundation
import LayoutCheck

/// The CLI's side of `DocumentInputs`: the configuration read from `--config` or the nearest
/// `.autolayout.yml`, and each way finding the inputs fails as a `CommandFailure`.
extension DocumentInputs {
    /// Reads the configuration; `--build-time` wins over its `mode:`.
    init(config: String?, buildTime: Bool) throws(CommandFailure) {
        let currentDirectory = FileManager.default.currentDirectoryPath
        do throws(ConfigurationError) {
            let configuration = try ConfigurationLoader.load(explicit: config, currentDirectory: currentDirectory)
            self.init(configuration: configuration, buildTime: buildTime, currentDirectory: currentDirectory)
        } catch {
            throw .configuration(error)
        }
    }

    /// The Interface Builder files `paths` name; none at all is an error naming the paths.
    func files(_ paths: [String]) throws(CommandFailure) -> [String] {
        let files = inputFiles(paths)
        if files.isEmpty { throw .noInputFiles(paths: Self.searched(paths)) }
        return files
    }

    /// Whether the document is for another platform: noted once on standard error, not a failure.
    static func isSkipped(_ check: CheckedDocument) -> Bool {
        guard let note = skipNote(check) else { return false }
        printError(note)
        return true
    }
}
