import Testing
@testable import ConstraintSolver

/// A suggestion re-evaluates only the records that depend on the edited variable, through a
/// compiled plan whose records share their constants and coefficients in runs. The values must
/// be the bits a solver built from scratch computes for the same constraints and suggestions.
@Suite("Solver: edit plans against a full solve")
struct SolverEditPlanTests {
    /// A required equality `subject = Σ coefficient × variable + constant` of a random session.
    struct Definition {
        var subject: Int
        var terms: [(Double, Int)]
        var constant: Double
    }

    /// A random layered system: `roots` free variables (the first `edits` of them edit
    /// variables), then definitions reading earlier variables with 1…5 terms. Coefficients and
    /// constants come from small sets, so consecutive records often share them (runs), and
    /// records of one layer read the same earlier variables (so one suggestion reaches many).
    /// In half the layers each record reads the previous one's subject first (a stack). The
    /// last root is never an edit variable (at most two of at least three roots are).
    static func definitions(seed: UInt64, roots: Int) -> [Definition] {
        var rng = SplitMix64(seed: seed)
        func int(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
        let coefficients: [Double] = [1, 1, -1, 0.5, 2, -0.25, 3]
        let constants: [Double] = [8, 8, -16, 0, 0.1, 37]
        var result: [Definition] = []
        var count = roots
        for _ in 0..<(2 + int(4)) {
            // One layer: records of the same shape, each reading one variable of its own.
            let shared = (0..<int(4)).map { _ in (coefficients[int(coefficients.count)], int(count)) }
            let own = coefficients[int(coefficients.count)]
            let constant = constants[int(constants.count)]
            let layer = 1 + int(40), isStack = int(2) == 0
            for _ in 0..<layer {
                var terms = shared
                if isStack {
                    terms.insert((own, count - 1), at: 0)
                } else {
                    terms.insert((own, int(count)), at: int(terms.count + 1))
                }
                // A repeated variable would merge into one term: keep the first.
                var seen = Set<Int>()
                terms = terms.filter { seen.insert($0.1).inserted }
                result.append(Definition(subject: count, terms: terms, constant: !isStack && int(5) == 0 ? constants[int(constants.count)] : constant))
                count += 1
            }
        }
        // Records no suggestion reaches (a plan is kept only while it is small next to the
        // program): each reads the last root, which is never an edit variable.
        for _ in 0..<count {
            result.append(Definition(subject: count, terms: [(1, roots - 1)], constant: 8))
            count += 1
        }
        return result
    }

    /// A solver with the definitions added in order and the edit variables registered and
    /// suggested `values`.
    static func solver(_ definitions: [Definition], roots: Int, edits: [Double],
                       configure: (inout Solver) -> Void = { _ in }) throws -> (Solver, [Variable], [ConstraintID]) {
        var s = Solver()
        configure(&s)
        let variables = s.makeVariables(roots + definitions.count)
        var ids: [ConstraintID] = []
        for d in definitions {
            let terms = [Term(-1, variables[d.subject])] + d.terms.map { Term($0.0, variables[$0.1]) }
            ids.append(try s.add(Expression(terms: terms, constant: d.constant), .equal))
        }
        for (k, value) in edits.enumerated() {
            try s.addEditVariable(variables[k], strength: Strength(priority: 999)!)
            try s.suggest(value, for: variables[k])
        }
        return (s, variables, ids)
    }

    /// Plays random suggestions (each edit variable several times in a row, so plans are
    /// made), with an occasional constant change; after each step compares every value's bits
    /// with a fresh solver's. Returns the steps that differ and which kinds of run the plans
    /// held: shared by several records, chained, of more than three terms.
    static func session(seed: UInt64) throws -> (mismatches: Int, runKinds: Set<String>) {
        var rng = SplitMix64(seed: seed &* 7_919)
        let roots = 3 + Int(rng.next() % 3), editCount = 1 + Int(rng.next() % 2)
        var definitions = definitions(seed: seed, roots: roots)
        var edits = (0..<editCount).map { Double($0 * 100 + 320) }
        var (s, variables, ids) = try solver(definitions, roots: roots, edits: edits) { $0.storage.readers.buildAfter = 0 }
        var mismatches = 0, runKinds = Set<String>()
        for step in 0..<60 {
            if rng.next() % 25 == 0 {
                let k = Int(rng.next() % UInt64(definitions.count))
                definitions[k].constant = Double(rng.next() % 50)
                try s.setConstant(definitions[k].constant, of: ids[k])
            }
            let k = (step / 6) % editCount
            edits[k] = Double(rng.next() % 1000) / 8
            try s.suggest(edits[k], for: variables[k])
            let got = s.values()
            for plan in s.storage.readers.plans {
                if plan.runs.count < plan.subjects.count { runKinds.insert("shared") }
                if plan.runs.contains(where: \.isChain) { runKinds.insert("chain") }
                if plan.runs.contains(where: { $0.termCount > 3 }) { runKinds.insert("wide") }
            }
            var (fresh, _, _) = try solver(definitions, roots: roots, edits: edits)
            if got.map(\.bitPattern) != fresh.values().map(\.bitPattern) { mismatches += 1 }
        }
        return (mismatches, runKinds)
    }

    @Test("after every suggestion, the plan's values are a fresh solver's, bit for bit, on 300 random sessions",
          arguments: stride(from: 0, to: 300, by: 50).map { $0..<$0 + 50 })
    func plansMatchFreshSolver(batch: Range<Int>) throws {
        var mismatches = 0, sessionsByKind: [String: Int] = [:]
        for seed in batch {
            let result = try Self.session(seed: UInt64(seed))
            mismatches += result.mismatches
            for kind in result.runKinds { sessionsByKind[kind, default: 0] += 1 }
        }
        #expect(mismatches == 0)
        // The comparison must have gone through every kind of run the plans evaluate.
        #expect(sessionsByKind["shared", default: 0] >= 5)
        #expect(sessionsByKind["chain", default: 0] >= 5)
        #expect(sessionsByKind["wide", default: 0] >= 5)
    }

    /// A stack of 200 boxes as `edits-N` builds it: width `w − 32` and tops `8 + Σ (h + 8)`,
    /// worked out by hand for each suggested frame width and middle height.
    @Test("a stack's widths and tops follow each suggestion once plans are made")
    func stackFollowsSuggestions() throws {
        var s = Solver()
        let n = 200
        let frame = s.makeVariable(), content = s.makeVariable()
        try s.add(Expression(content), .equal, Expression(frame))
        var boxes: [[Variable]] = []
        for i in 0..<n {
            let v = s.makeVariables(4)  // x, y, w, h
            try s.add(Expression(v[0]), .equal, 16)
            try s.add(v[0] + v[2], .equal, content - 16)
            if i != n / 2 { try s.add(Expression(v[3]), .equal, 20) }
            try s.add(Expression(v[1]), .equal, boxes.last.map { $0[1] + $0[3] + 8 } ?? 8)
            boxes.append(v)
        }
        try s.addEditVariable(frame, strength: Strength(priority: 999)!)
        try s.addEditVariable(boxes[n / 2][3], strength: Strength(priority: 999)!)
        try s.suggest(20, for: boxes[n / 2][3])
        var middle = 20.0
        for step in 0..<24 {
            let width = Double(320 + step * 17)
            try s.suggest(width, for: frame)
            if step >= 12 { middle = Double(step); try s.suggest(middle, for: boxes[n / 2][3]) }
            let values = s.values()
            #expect(values[boxes[n - 1][2].index] == width - 32)
            // Box n−1's top: 8, then 28 per box above it, the middle one's 20 replaced.
            #expect(values[boxes[n - 1][1].index] == 8 + 28 * Double(n - 1) - 20 + middle)
        }
        #expect(!s.storage.readers.plans.isEmpty)
    }
}
