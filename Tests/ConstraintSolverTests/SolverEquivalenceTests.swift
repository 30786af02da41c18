import Testing
@testable import ConstraintSolver

/// Fast paths must not change answers: the same seeded random systems solved through the
/// dense small-component tableau and through the general sparse one agree on values,
/// ambiguity, errors per strength and conflicts.
@Suite("Solver: fast paths agree with the general tableau")
struct SolverEquivalenceTests {
    /// One step of a random scenario.
    enum Step {
        case add(terms: [(Double, Int)], constant: Double, relation: Relation, priority: Double)
        case remove(Int)
        case setConstant(Int, Double)
    }

    /// A random small system: few variables, small integer coefficients, a few priority levels,
    /// then some removals and constant changes.
    static func scenario(seed: UInt64) -> (variables: Int, steps: [Step]) {
        var rng = SplitMix64(seed: seed)
        func int(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
        let variables = 2 + int(6)
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        let priorities: [Double] = [1000, 1000, 1000, 750, 500, 250, 251]
        var steps: [Step] = []
        let count = 2 + int(12)
        for _ in 0..<count {
            var used: [Int] = []
            var terms: [(Double, Int)] = []
            for _ in 0..<(1 + int(3)) {
                let v = int(variables)
                guard !used.contains(v) else { continue }
                used.append(v)
                terms.append((Double(int(5) - 2 == 0 ? 1 : int(5) - 2), v))
            }
            steps.append(.add(terms: terms, constant: Double(int(41) - 20), relation: relations[int(3)],
                              priority: priorities[int(priorities.count)]))
        }
        for _ in 0..<int(4) {
            if int(2) == 0 {
                steps.append(.remove(int(count)))
            } else {
                steps.append(.setConstant(int(count), Double(int(41) - 20)))
            }
        }
        return (variables, steps)
    }

    /// Plays a scenario; returns a transcript of everything observable after each step.
    static func play(_ scenario: (variables: Int, steps: [Step]), exact: Bool = false,
                     configure: (inout Solver) -> Void) -> [String] {
        var s = Solver()
        configure(&s)
        let vars = s.makeVariables(scenario.variables)
        var ids: [ConstraintID?] = []
        var transcript: [String] = []
        func observe() {
            guard !exact else {
                transcript.append("values \(s.values().map(\.bitPattern))")
                let ambiguous = s.ambiguousVariables()
                transcript.append("ambiguous \(ambiguous)")
                for v in ambiguous {
                    transcript.append("alternative \(v) \(s.alternativeSolution(varying: v)?.map(\.bitPattern) ?? [])")
                }
                transcript.append("errors \(s.errorsByStrength().map { "\($0.strength):\($0.error.bitPattern)" })")
                return
            }
            // `+ 0`: the sign of a zero depends on the arithmetic path and means nothing here.
            let values = s.values().map { ($0 * 1e6).rounded() / 1e6 + 0 }
            transcript.append("values \(values)")
            transcript.append("ambiguous \(s.ambiguousVariables())")
            transcript.append("errors \(s.errorsByStrength().map { "\($0.strength):\(($0.error * 1e6).rounded() / 1e6 + 0)" })")
        }
        for step in scenario.steps {
            switch step {
            case .add(let terms, let constant, let relation, let priority):
                let e = Expression(terms: terms.map { Term($0.0, vars[$0.1]) }, constant: constant)
                do {
                    ids.append(try s.add(e, relation, strength: Strength(priority: priority)!))
                } catch {
                    ids.append(nil)
                    transcript.append("refused \(error)")
                }
            case .remove(let k):
                guard k < ids.count, let id = ids[k], s.contains(id) else { continue }
                try? s.remove(id)
                transcript.append("removed \(k)")
            case .setConstant(let k, let value):
                guard k < ids.count, let id = ids[k], s.contains(id) else { continue }
                do { try s.setConstant(value, of: id) } catch { transcript.append("refused \(error)") }
            }
            observe()
        }
        return transcript
    }

    /// The 2,000 seeds in 20 batches, which Swift Testing runs in parallel.
    static let seedBatches = stride(from: 0, to: 2000, by: 100).map { $0..<$0 + 100 }

    @Test("dense and sparse tableaux give the same transcript on 2,000 random systems", arguments: seedBatches)
    func denseMatchesSparse(batch: Range<Int>) {
        var mismatches = 0
        for seed in batch {
            let scenario = Self.scenario(seed: UInt64(seed))
            let dense = Self.play(scenario) { _ in }
            let sparse = Self.play(scenario) { $0.storage.denseTableauLimit = 0 }
            if dense != sparse {
                mismatches += 1
                if mismatches <= 3 {
                    Issue.record("seed \(seed):\n\(zip(dense, sparse).filter { $0 != $1 }.prefix(3))")
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test("re-evaluating only the records that read what changed changes no bit on 2,000 random systems", arguments: seedBatches)
    func readersMatchForwardPass(batch: Range<Int>) {
        var mismatches = 0
        for seed in batch {
            let scenario = Self.scenario(seed: UInt64(seed) &+ 4_242)
            let indexed = Self.play(scenario, exact: true) { $0.storage.readers.buildAfter = 0 }
            let forward = Self.play(scenario, exact: true) { $0.storage.readers.buildAfter = Int.max }
            if indexed != forward {
                mismatches += 1
                if mismatches <= 3 {
                    Issue.record("seed \(seed):\n\(zip(indexed, forward).filter { $0 != $1 }.prefix(3))")
                }
            }
        }
        #expect(mismatches == 0)
    }

    /// A stack of boxes (as the edits benchmark builds it) with the frame width and one box's
    /// height as edit variables, suggested in turn, with a constant change and a removal and
    /// re-add in between; every value's bits after each step.
    static func editSession(seed: UInt64, configure: (inout Solver) -> Void) throws -> [String] {
        var rng = SplitMix64(seed: seed)
        var s = Solver()
        configure(&s)
        // Every tenth session is long enough for the marks to turn dense (the forward pass
        // takes over).
        let n = 3 + Int(rng.next() % 30) + (seed % 10 == 0 ? 400 : 0)
        let width = s.makeVariable(), content = s.makeVariable()
        try s.add(Expression(content), .equal, Expression(width))
        var previous: Expression? = nil
        var heights: [Variable] = [], ids: [ConstraintID] = []
        for i in 0..<n {
            let v = s.makeVariables(4)  // x, y, w, h
            ids.append(try s.add(Expression(v[0]), .equal, 16))
            ids.append(try s.add(v[0] + v[2], .equal, content - 16))
            if i != n / 2 { ids.append(try s.add(Expression(v[3]), .equal, Expression(constant: Double(20 + i % 7)))) }
            if let p = previous {
                ids.append(try s.add(Expression(v[1]), .equal, p + Expression(constant: 8)))
            } else {
                ids.append(try s.add(Expression(v[1]), .equal, 8))
            }
            previous = v[1] + Expression(v[3])
            heights.append(v[3])
        }
        try s.addEditVariable(width, strength: Strength(priority: 999)!)
        try s.addEditVariable(heights[n / 2], strength: Strength(priority: 999)!)
        var transcript: [String] = []
        for step in 0..<40 {
            switch rng.next() % 8 {
            case 0:
                let id = ids[Int(rng.next() % UInt64(ids.count))]
                try? s.setConstant(Double(rng.next() % 50), of: id)
            case 1:
                let k = Int(rng.next() % UInt64(ids.count))
                if let e = s.expression(of: ids[k]), let r = s.relation(of: ids[k]) {
                    try s.remove(ids[k])
                    _ = s.values()
                    ids[k] = try s.add(e, r)
                }
            default:
                break
            }
            if step % 3 == 2 {
                try s.suggest(Double(20 + rng.next() % 60), for: heights[n / 2])
            } else {
                try s.suggest(Double(320 + rng.next() % 500), for: width)
            }
            transcript.append("\(s.values().map(\.bitPattern))")
        }
        return transcript
    }

    @Test("marked and compiled re-evaluations of suggestions change no bit on 300 edit sessions",
          arguments: stride(from: 0, to: 300, by: 50).map { $0..<$0 + 50 })
    func plansMatchForwardPass(batch: Range<Int>) throws {
        var mismatches = 0
        for seed in batch {
            let indexed = try Self.editSession(seed: UInt64(seed)) { $0.storage.readers.buildAfter = 0 }
            let forward = try Self.editSession(seed: UInt64(seed)) { $0.storage.readers.buildAfter = Int.max }
            if indexed != forward { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test("forgetting a solved small component's tableau and rebuilding it changes no bit on 2,000 random systems", arguments: seedBatches)
    func droppedTableauxMatchKeptOnes(batch: Range<Int>) {
        var mismatches = 0
        for seed in batch {
            let scenario = Self.scenario(seed: UInt64(seed) &+ 31_337)
            let dropped = Self.play(scenario, exact: true) { _ in }
            let kept = Self.play(scenario, exact: true) { $0.storage.dropsSolvedTableaux = false }
            if dropped != kept {
                mismatches += 1
                if mismatches <= 3 {
                    Issue.record("seed \(seed):\n\(zip(dropped, kept).filter { $0 != $1 }.prefix(3))")
                }
            }
        }
        #expect(mismatches == 0)
    }
}

/// Removing a constraint leaves the solution a solver without it would have: removals re-expand
/// only the rows that went through the removed definition, so compare with a fresh solver.
@Suite("Solver: removal without a rebuild")
struct SolverRemovalEquivalenceTests {
    /// The 1,500 seeds in 15 batches, which Swift Testing runs in parallel.
    @Test("after each removal, a fresh solver over the remaining constraints agrees where the optimum is unique",
          arguments: stride(from: 0, to: 1500, by: 100).map { $0..<$0 + 100 })
    func removalMatchesFreshSolver(batch: Range<Int>) throws {
        var compared = 0
        for seed in batch {
            let (variables, steps) = SolverEquivalenceTests.scenario(seed: UInt64(seed) &+ 77_777)
            var s = Solver()
            let vars = s.makeVariables(variables)
            var added: [(Expression, Relation, Strength, ConstraintID)] = []
            for step in steps {
                guard case .add(let terms, let constant, let relation, let priority) = step else { continue }
                let e = Expression(terms: terms.map { Term($0.0, vars[$0.1]) }, constant: constant)
                let strength = Strength(priority: priority)!
                if let id = try? s.add(e, relation, strength: strength) { added.append((e, relation, strength, id)) }
            }
            var rng = SplitMix64(seed: UInt64(seed))
            while !added.isEmpty {
                let k = Int(rng.next() % UInt64(added.count))
                try s.remove(added[k].3)
                added.remove(at: k)
                var fresh = Solver()
                _ = fresh.makeVariables(variables)
                for (e, relation, strength, _) in added { try fresh.add(e, relation, strength: strength) }
                let ambiguous = s.ambiguousVariables()
                #expect(ambiguous == fresh.ambiguousVariables(), "seed \(seed)")
                guard ambiguous.isEmpty else { continue }
                compared += 1
                for (a, b) in zip(s.values(), fresh.values()) {
                    #expect(abs(a - b) <= 1e-6 * max(1, abs(b)), "seed \(seed): \(s.values()) vs \(fresh.values())")
                }
            }
        }
        // Most steps compare (the optimum is unique): a batch that compared few would prove little.
        #expect(compared > 20, "compared \(compared)")
    }
}
