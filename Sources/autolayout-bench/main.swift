// autolayout-bench WORKLOAD.json… [--repeats N] [--time-budget S] [--engine-version V] [--no-floor]
// autolayout-bench --incremental [--samples N] WORKLOAD.json…   (single-constraint operations, p50/p99)
//
// Runs each workload (autolayout-bench/1, see Benchmarks/README.md) on OpenAutoLayout's solver
// and prints one JSON result line per workload with the fields of FORMAT.md "Result lines".
// Exit status: 0 all verified, 1 some `expect` value failed, 2 bad arguments or unreadable file.
import BenchmarkFormat
import Foundation

struct Options {
    var files: [String] = []
    var repeats = 5
    var timeBudget = 300.0
    var engineVersion = "dev"
    var incremental = false
    var samples = 200
    var floor = true
}

let usage = "usage: autolayout-bench WORKLOAD.json... [--repeats N] [--time-budget SECONDS] [--engine-version V] [--no-floor]\n"
    + "       autolayout-bench --incremental [--samples N] WORKLOAD.json..."

func parseOptions(_ arguments: [String]) -> Options? {
    var options = Options()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
        switch argument {
        case "--repeats":
            guard let value = rest.popFirst().flatMap(Int.init), value >= 1 else { return nil }
            options.repeats = value
        case "--time-budget":
            guard let value = rest.popFirst().flatMap(Double.init), value >= 0 else { return nil }
            options.timeBudget = value
        case "--engine-version":
            guard let value = rest.popFirst() else { return nil }
            options.engineVersion = value
        case "--no-floor":
            options.floor = false
        case "--incremental":
            options.incremental = true
        case "--samples":
            guard let value = rest.popFirst().flatMap(Int.init), value >= 1 else { return nil }
            options.samples = value
        case "-h", "--help":
            return nil
        default:
            if argument.hasPrefix("--") { return nil }
            options.files.append(argument)
        }
    }
    return options.files.isEmpty ? nil : options
}

guard let options = parseOptions(Array(CommandLine.arguments.dropFirst())) else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}

var anyUnverified = false
var anyUnreadable = false
for path in options.files {
    let workload: Workload
    do {
        workload = try Workload(contentsOfFile: path)
    } catch {
        FileHandle.standardError.write(Data("autolayout-bench: \(path): \(error)\n".utf8))
        anyUnreadable = true
        continue
    }
    // The peak and growth figures are about the solver: drop the parse tree's pages first.
    releaseFreeMemory()
    resetPeakResident()
    if options.incremental {
        let line = incrementalLine(workload, samples: options.samples)
        print(line)
        if line.contains("\"verified\": false") { anyUnverified = true }
        continue
    }
    var runs: [RunTimings] = []
    let started = now()
    // At least one run; stop early once the budget is spent (the line's `runs` says how many).
    while runs.count < options.repeats {
        runs.append(runOnce(workload, measureMemory: runs.isEmpty))
        if !runs.last!.failures.isEmpty || now() - started > options.timeBudget { break }
    }
    // The floor in the same process, right after the runs: the ratio reports a regression by itself.
    var floor = options.floor ? FloorPass(workload) : nil
    let floorSeconds = floor?.medianSeconds()
    let line = ResultLine(workload: workload, runs: runs, engineVersion: options.engineVersion,
                          floorSeconds: floorSeconds?.wall, floorCPUSeconds: floorSeconds?.cpu)
    print(line.json())
    fflush(nil)  // each line as soon as it is known (long runs)
    if !line.verified { anyUnverified = true }
}
exit(anyUnreadable ? 2 : anyUnverified ? 1 : 0)
