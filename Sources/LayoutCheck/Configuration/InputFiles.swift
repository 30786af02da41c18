import Foundation

/// The files a list of arguments names: files as given, folders replaced by the Interface Builder
/// files found in them recursively, sorted by path.
package enum InputFiles {
    package static let extensions: Set<String> = ["xib", "storyboard"]

    package static func expand(_ inputs: [String]) -> [String] {
        var result: [String] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue else {
                result.append(input)
                continue
            }
            var found: [String] = []
            let base = URL(fileURLWithPath: input)
            if let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) {
                for case let url as URL in enumerator {
                    if CheckConfiguration.defaultExcludedFolders.contains(url.lastPathComponent) {
                        enumerator.skipDescendants()
                        continue
                    }
                    guard extensions.contains(url.pathExtension) else { continue }
                    let relative = url.path.hasPrefix(base.path + "/") ? String(url.path.dropFirst(base.path.count + 1))
                        : url.lastPathComponent
                    found.append((input as NSString).appendingPathComponent(relative))
                }
            }
            result += found.sorted()
        }
        return result
    }
}
