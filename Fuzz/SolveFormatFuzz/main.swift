// libFuzzer entry point for the `autolayout solve` format (`autolayout-bench/1`): parsing with
// `Workload(jsonData:)`, then everything `solve` does with `SystemRun` and the `Solver` —
// constraints, ops, edit variables and steps, verification, ambiguity, alternatives, errors by
// priority. Compiled together with Sources/BenchmarkFormat and Sources/ConstraintSolver by
// Scripts/fuzz-solve.sh (SwiftPM does not build fuzzers; this folder is outside Sources/).
//
// A crash, a trap, a sanitizer report, a timeout or a memory blow-up is a bug: bad input must end
// in a typed `WorkloadError`. And what `solve` would print must be finite: a solution that passed
// verification, an alternative solution and the errors by priority never hold NaN or infinity.
import ConstraintSolver
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let data = Data(bytes: bytes, count: size)
    do {
        let workload = try Workload(jsonData: data)
        let run = try SystemRun.run(workload)
        var solver = run.solver
        let values = try solver.verifiedValues()
        precondition(values.allSatisfy(\.isFinite), "a verified solution holds a non-finite value")
        let ambiguous = solver.ambiguousVariables()
        for variable in ambiguous.prefix(4) {
            if let other = solver.alternativeSolution(varying: variable) {
                precondition(other.allSatisfy(\.isFinite), "an alternative solution holds a non-finite value")
            }
        }
        for level in solver.errorsByStrength() {
            precondition(!level.error.isNaN, "an error by priority is NaN")
        }
    } catch {
        // Rendering the error is part of the contract (`solve` prints it), so it must not trap either.
        _ = "\(error)"
    }
    return 0
}
