import Foundation

/// The systems `solve --batch` reads: files as given, directories replaced by their `*.json`
/// files in name order (not recursively).
public enum WorkloadFiles {
    public static func expand(_ paths: [String]) -> [String] {
        var result: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                result += names.filter { $0.hasSuffix(".json") }.sorted()
                    .map { (path as NSString).appendingPathComponent($0) }
            } else {
                result.append(path)
            }
        }
        return result
    }
}
