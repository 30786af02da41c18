/// A direction in parameter space along which the optimal set extends.
struct Direction {
    var parameters: [Int] = []
    var deltas: [Double] = []
    /// How far the direction may be followed while staying optimal (`nil`: without limit).
    var maximumStep: Double? = nil
}

extension SolverStorage {
    /// Variables that change along some direction of the optimal set.
    func ambiguousVariables() -> [Variable] {
        let directions = optimalSetDirections(feasibleOnly: false)
        guard !directions.isEmpty else { return [] }
        let moved = movedVariables(directions)
        return moved.indices.filter { moved[$0] }.map(Variable.init(index:))
    }

    /// Directions spanning the optimal set: free parameters, then each component's face.
    func optimalSetDirections(feasibleOnly: Bool) -> [Direction] {
        var inTableau = [Bool](repeating: false, count: variableCount)
        var result: [Direction] = []
        for c in partition.components.indices where partition.components[c].isAlive {
            if let face = oneParameterFace(c) {
                inTableau[Int(partition.components[c].firstParameter)] = true
                result += face
                continue
            }
            let tableau = tableau(of: c).sparse
            for p in tableau.basics where p >= 0 { inTableau[p] = true }
            for row in tableau.rows { for s in row.symbols where s >= 0 { inTableau[s] = true } }
            result += faceDirections(tableau, feasibleOnly: feasibleOnly)
        }
        // A pendant row's subject follows the row (`derivatives`); an inequality's may also
        // move on its own, the way that loosens the row.
        for r in pendants.rows {
            let p = Int(pendants.subjectOfRow[Int32(r)]!)
            inTableau[p] = true
            guard lp.rows[r].isInequality else { continue }
            var a = 0.0
            for t in lp.rows[r].terms where Int(lp.symbols[t]) == p { a = lp.coefficients[t] }
            result.append(Direction(parameters: [p], deltas: [a > 0 ? 1 : -1]))
        }
        var free: [Direction] = []
        for v in 0..<variableCount where variableStates[v].definition < 0 && !inTableau[v] {
            free.append(Direction(parameters: [v], deltas: [1]))
        }
        return free + result
    }

    /// For each variable, whether it moves along some of `directions` (exact for up to 64
    /// directions; beyond that, along random combinations of all of them, which misses a
    /// moving variable only with probability zero).
    func movedVariables(_ directions: [Direction]) -> [Bool] {
        var moved = [Bool](repeating: false, count: variableCount)
        let lanes = 8
        var batches: [[Direction]] = []
        if directions.count <= 64 {
            var i = 0
            while i < directions.count {
                batches.append(Array(directions[i..<min(i + lanes, directions.count)]))
                i += lanes
            }
        } else {
            var rng = SplitMix64(seed: 0x5eed_a11e)
            var combos: [Direction] = []
            for _ in 0..<lanes {
                var acc: [Int: Double] = [:]
                for d in directions {
                    let w = (rng.nextUnit() + 0.5) * (rng.nextBool() ? 1 : -1)
                    for (k, p) in d.parameters.enumerated() { acc[p, default: 0] += w * d.deltas[k] }
                }
                let keys = acc.keys.sorted()
                combos.append(Direction(parameters: keys, deltas: keys.map { acc[$0]! }))
            }
            batches = [combos]
        }
        for batch in batches {
            let d = derivatives(batch, lanes: lanes)
            for v in 0..<variableCount where !moved[v] {
                for l in 0..<batch.count where abs(d[v * lanes + l]) > Tolerance.movement {
                    moved[v] = true
                    break
                }
            }
        }
        return moved
    }

    /// Forward-mode derivatives of every variable along up to `lanes` directions.
    func derivatives(_ batch: [Direction], lanes: Int) -> [Double] {
        var d = [Double](repeating: 0, count: variableCount * lanes)
        for (l, dir) in batch.enumerated() {
            for (k, p) in dir.parameters.enumerated() { d[p * lanes + l] += dir.deltas[k] }
        }
        for r in pendants.rows {
            let p = Int(pendants.subjectOfRow[Int32(r)]!)
            for l in 0..<batch.count { d[p * lanes + l] += pendantDerivative(r, subject: p, d, lanes: lanes, lane: l) }
        }
        for r in 0..<program.count {
            let s = Int(program.records[r].subject)
            if s < 0 { continue }
            for l in 0..<lanes { d[s * lanes + l] = 0 }
            for t in program.terms(of: r) {
                let u = Int(program.recordTerms[t].variable)
                let c = program.recordTerms[t].coefficient
                for l in 0..<lanes { d[s * lanes + l] += c * d[u * lanes + l] }
            }
        }
        return d
    }

    /// Another optimal solution in which `variable` differs, if there is one.
    func alternativeSolution(varying variable: Variable) -> [Double]? {
        guard variable.index >= 0 && variable.index < variableCount else { return nil }
        for dir in optimalSetDirections(feasibleOnly: true) {
            let d = derivatives([dir], lanes: 1)
            let rate = d[variable.index]
            guard abs(rate) > Tolerance.movement else { continue }
            let step = min(dir.maximumStep ?? 10, 10)
            guard step > Tolerance.zero else { continue }
            var result = values
            for (k, p) in dir.parameters.enumerated() { result[p] += step * dir.deltas[k] }
            for p in pendants.rowOfSubject.keys.map(Int.init) { result[p] = values[p] + step * d[p] }
            program.evaluate(into: &result)
            // Near the largest doubles a step can overflow: such a solution cannot be shown.
            guard result.allSatisfy(\.isFinite) else { continue }
            return result
        }
        return nil
    }
}

/// A small deterministic generator (SplitMix64) for reproducible random combinations.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func nextUnit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    mutating func nextBool() -> Bool { next() & 1 == 1 }
}
