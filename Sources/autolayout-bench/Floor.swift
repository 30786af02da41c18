import BenchmarkFormat

/// The floor pass's results, read once measured (so the passes are observable).
nonisolated(unsafe) var floorChecksum = 0.0

/// The no-solver floor of a workload, measured in the same process as the solver: the generic
/// record pass of `shared/bench/direct_chain.c`, run over this workload's own constraints.
///
/// Each constraint becomes a record `target = Σ coefficient × value[source] + constant` (its
/// first term's variable is the target, the others are sources) in file order, stored as
/// `direct_chain.c` streams them (flat arrays, no allocation while timed), and one forward pass
/// over all records is timed. For `chain-N` these are exactly `direct_chain.c`'s records; for
/// other workloads it is what touching every term of every constraint once costs, the least any
/// engine reading these constraints can pay. Timed like `direct_chain.c`: repeated until a
/// sample lasts 2 ms, then the median of 15 samples.
struct FloorPass {
    private var targets: [Int32] = []
    private var termEnds: [Int32] = []
    private var constants: [Double] = []
    private var sources: [Int32] = []
    private var coefficients: [Double] = []
    private var values: [Double]

    init(_ workload: Workload) {
        values = Array(repeating: 0, count: workload.variables.count)
        for constraint in workload.constraints {
            guard let first = constraint.terms.first else { continue }
            targets.append(Int32(first.variable))
            constants.append(constraint.constant)
            for term in constraint.terms.dropFirst() {
                sources.append(Int32(term.variable))
                coefficients.append(term.coefficient)
            }
            termEnds.append(Int32(sources.count))
        }
    }

    /// Seconds per pass: the median of 15 samples (`direct_chain.c`'s `MEASURE`), on the wall
    /// clock and in CPU time (each sample timed both ways).
    mutating func medianSeconds() -> (wall: Double, cpu: Double) {
        var repetitions = 1
        while true {
            let start = now()
            for _ in 0..<repetitions { pass() }
            if now() - start > 2e-3 { break }
            repetitions *= 2
        }
        var samples: [Double] = []
        var cpuSamples: [Double] = []
        for _ in 0..<15 {
            let cpuStart = cpuNow()
            let start = now()
            for _ in 0..<repetitions { pass() }
            samples.append((now() - start) / Double(repetitions))
            cpuSamples.append((cpuNow() - cpuStart) / Double(repetitions))
        }
        // Read the values, so no optimizer can drop the passes.
        floorChecksum = values.reduce(0, +)
        return (Summary(samples).median, Summary(cpuSamples).median)
    }

    /// One forward pass over every record (`run_records` of `direct_chain.c`).
    private mutating func pass() {
        targets.withUnsafeBufferPointer { targets in
        termEnds.withUnsafeBufferPointer { ends in
        constants.withUnsafeBufferPointer { constants in
        sources.withUnsafeBufferPointer { sources in
        coefficients.withUnsafeBufferPointer { coefficients in
        values.withUnsafeMutableBufferPointer { values in
            var t = 0
            for r in 0..<targets.count {
                var sum = constants[r]
                let end = Int(ends[r])
                while t < end {
                    sum += coefficients[t] * values[Int(sources[t])]
                    t &+= 1
                }
                values[Int(targets[r])] = sum
            }
        }}}}}}
    }
}
