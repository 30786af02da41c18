// libFuzzer entry point for the `.autolayout.yml` reader (ConfigurationLoader.parse and the `excluded`
// patterns, in LayoutCheck), compiled by Scripts/fuzz-config.sh (SwiftPM does not build fuzzers; this
// folder is outside Sources/ so it ignores it).
//
// The file is found automatically, so a pull request controls it: a crash, a trap, a timeout (a pattern
// that backtracks) or a memory blow-up on any input is a bug. Bad input must end in a ConfigurationError.
import Foundation
import LayoutCheck

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // The loader refuses text that is not UTF-8 before parsing; the fuzzer does the same.
    guard let text = String(data: Data(bytes: bytes, count: size), encoding: .utf8) else { return 0 }
    do {
        var configuration = try ConfigurationLoader.parse(text, file: "fuzz.yml")
        configuration.baseDirectory = "/project"
        exercise(configuration)
    } catch let error as ConfigurationError {
        _ = error.description
    } catch {
        // ConfigurationLoader documents only ConfigurationError; anything else escaping it is a bug.
        fatalError("unexpected error type: \(error)")
    }
    return 0
}

/// Deep and wide paths, so that a pattern whose matching backtracks shows up as a timeout.
private let paths: [String] = [
    "A.storyboard",
    "Sources/Legacy/Old/A.xib",
    Array(repeating: "a", count: 40).joined(separator: "/") + "/A.storyboard",
    Array(repeating: "ab", count: 30).joined(separator: "/") + "/" + String(repeating: "a", count: 200) + ".xib",
]

private func exercise(_ configuration: CheckConfiguration) {
    var checksum = 0
    for path in paths where configuration.isExcluded(path, currentDirectory: "/project") { checksum &+= 1 }
    checksum &+= configuration.apply(to: []).count
    if checksum == Int.min { print(checksum) }  // keeps the optimiser from dropping the calls
}
