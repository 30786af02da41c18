import Foundation
import ConstraintSolver
#if canImport(Glibc)
import Glibc
#endif

/// Seconds on the monotonic clock.
func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + 1e-9 * Double(time.tv_nsec)
}

/// Seconds of CPU this thread has run (`CLOCK_THREAD_CPUTIME_ID`). On a machine shared with
/// other jobs the wall clock also counts the time the thread waited for a core; this does not,
/// so a ratio of two CPU times survives a load that swings wall-clock ones several-fold.
func cpuNow() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + 1e-9 * Double(time.tv_nsec)
}

/// Page faults this thread has taken so far (minor ones: a fresh page the kernel zero-fills).
func minorFaults() -> Int {
    var usage = rusage()
    #if os(Linux)
    getrusage(__rusage_who_t(1), &usage)  // RUSAGE_THREAD, which Swift's Glibc module does not export
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return Int(usage.ru_minflt)
}

/// Median / min / max of a list of samples, as Python's `statistics.median` computes the median.
struct Summary {
    var median: Double
    var min: Double
    var max: Double

    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        min = sorted.first!
        max = sorted.last!
    }
}

/// The process's peak resident set (`VmHWM`) in MiB, or `nil` where /proc is missing.
func peakResidentMegabytes() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        if fields.count >= 2, let kilobytes = Double(fields[1]) { return kilobytes / 1024 }
    }
    return nil
}

/// The current resident set in bytes (`/proc/self/statm`, second field, in pages).
func residentBytes() -> Double? {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = statm.split(separator: " ")
    guard fields.count >= 2, let pages = Double(fields[1]) else { return nil }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE)))
}

/// Returns freed heap pages to the system (glibc's `malloc_trim`, looked up at run time since
/// Swift's Glibc module does not export `malloc.h`), so that the resident-set growth of the
/// next run is the solver's own memory, not reuse of the freed JSON parse tree.
func releaseFreeMemory() {
    // What the previous runs' solvers kept for the next one (`Solver.releaseKeptMemory`) first,
    // or the measured run would build in memory an earlier workload already made resident.
    Solver.releaseKeptMemory()
    typealias Trim = @convention(c) (Int) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
    _ = unsafeBitCast(symbol, to: Trim.self)(0)
}

/// Resets the kernel's peak-resident mark (`VmHWM`) to the current resident set
/// (`/proc/self/clear_refs`, Linux 4.0+), so the peak reported for a workload covers its runs,
/// not the parsing before them or the workloads before it. Silently does nothing elsewhere.
func resetPeakResident() {
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return }
    try? handle.write(contentsOf: Data("5".utf8))
    try? handle.close()
}
