import Testing
@testable import ConstraintSolver

/// Removing a definition that a row went through, and adding it back, stays local: the row
/// that now holds the freed variable is solved on its own (a pendant row) instead of merging
/// every component it reaches, and the re-added definition takes its old program slot back.
@Suite("Solver: removals and re-adds stay local")
struct SolverLocalRemovalTests {
    /// A table row as the nested benchmark builds it: the row's height follows its title label,
    /// the value label must fit. Heights come from intrinsic sizes (hugging 250/251, compression
    /// resistance 750), so title 20 pt and value 17 pt tall; the row is 4 + 20 + 4 = 28 pt.
    struct Row {
        var s = Solver()
        var rowY, rowH, titleY, titleH, valueY, valueH: Variable
        var titleTop: ConstraintID!

        init() throws {
            let v = s.makeVariables(6)
            (rowY, rowH, titleY, titleH, valueY, valueH) = (v[0], v[1], v[2], v[3], v[4], v[5])
            try s.add(Expression(rowY), .equal, 0)
            try s.add(Expression(titleH), .lessThanOrEqual, 20, strength: .defaultLow)
            try s.add(Expression(titleH), .greaterThanOrEqual, 20, strength: .defaultHigh)
            try s.add(Expression(valueH), .lessThanOrEqual, 17, strength: Strength(priority: 251)!)
            try s.add(Expression(valueH), .greaterThanOrEqual, 17, strength: .defaultHigh)
            titleTop = try s.add(Expression(titleY), .equal, rowY + 4)
            try s.add(Expression(valueY), .equal, rowY + 4)
            try s.add(rowY + rowH, .equal, titleY + titleH + 4)
            try s.add(valueY + valueH, .lessThanOrEqual, rowY + rowH - 4)
        }
    }

    @Test("without the title's top the title slides: its y and the row's height are ambiguous, the sizes are not")
    func removalFreesTheTitle() throws {
        var row = try Row()
        #expect(row.s.value(of: row.rowH) == 28)
        #expect(row.s.ambiguousVariables().isEmpty)
        try row.s.remove(row.titleTop)
        #expect(row.s.storage.pendants.subjectOfRow.count == 1)
        #expect(row.s.value(of: row.titleH) == 20)
        #expect(row.s.value(of: row.valueH) == 17)
        #expect(row.s.value(of: row.valueY) == 4)
        #expect(row.s.ambiguousVariables() == [row.rowH, row.titleY])
        // Moving the title down only makes the row taller: still every constraint holds, no worse.
        let best = row.s.errorsByStrength().map(\.error)
        let titleY = row.s.value(of: row.titleY)
        let alternative = row.s.alternativeSolution(varying: row.titleY)
        let other = try #require(alternative)
        #expect(other[row.titleY.index] != titleY)
        #expect(row.s.satisfiesRequiredConstraints(other))
        #expect(row.s.errorsByStrength(of: other).map(\.error) == best)
    }

    @Test("adding the title's top back restores the row and reuses the definition's slot")
    func readdRestores() throws {
        var row = try Row()
        let records = row.s.storage.program.count
        try row.s.remove(row.titleTop)
        _ = row.s.values()
        try row.s.add(Expression(row.titleY), .equal, row.rowY + 4)
        #expect(row.s.storage.program.count == records)
        #expect(row.s.storage.pendants.isEmpty)
        #expect(row.s.value(of: row.titleY) == 4)
        #expect(row.s.value(of: row.rowH) == 28)
        #expect(row.s.ambiguousVariables().isEmpty)
    }

    @Test("a re-added definition that breaks a pendant row is refused with the minimal set")
    func readdConflict() throws {
        var s = Solver()
        let a = s.makeVariable(), b = s.makeVariable(), y = s.makeVariable()
        let fixA = try s.add(Expression(a), .equal, 10)
        let link = try s.add(Expression(y), .equal, a + 5)
        let floor = try s.add(Expression(b), .greaterThanOrEqual, 3)
        try s.add(Expression(b), .equal, 0, strength: .defaultLow)
        let cap = try s.add(y + b, .lessThanOrEqual, 20)
        #expect(s.value(of: b) == 3)
        try s.remove(link)
        #expect(s.storage.pendants.subjectOfRow.count == 1)
        // y = a + 10 = 20 leaves b <= 0 against b >= 3: all four are needed for the conflict.
        do {
            try s.add(Expression(y), .equal, a + 10)
            Issue.record("the conflicting definition was accepted")
        } catch {
            guard case .unsatisfiable(let conflict) = error else { Issue.record("\(error)"); return }
            #expect(conflict.constraints == [fixA, floor, cap, ConstraintID(index: 5)])
        }
        #expect(s.constraints.count == 4)
        #expect(s.value(of: a) == 10)
        #expect(s.value(of: b) == 3)
        #expect(s.ambiguousVariables() == [y])
        // y = a + 2 = 12 leaves b <= 8: b stays at its floor.
        try s.add(Expression(y), .equal, a + 2)
        #expect(s.value(of: y) == 12)
        #expect(s.value(of: b) == 3)
        #expect(s.ambiguousVariables().isEmpty)
    }

    @Test("a row holding a pendant row's subject turns it into an ordinary row")
    func pendantReleased() throws {
        var s = Solver()
        let x = s.makeVariable(), p = s.makeVariable()
        try s.add(Expression(x), .greaterThanOrEqual, 5)
        try s.add(Expression(x), .equal, 0, strength: .defaultLow)
        // p is new and x already has a component: the row is pendant, p makes it tight.
        try s.add(x + p, .greaterThanOrEqual, 8)
        #expect(s.storage.pendants.subjectOfRow.count == 1)
        #expect(s.value(of: x) == 5)
        #expect(s.ambiguousVariables() == [p])
        // p <= 1 now binds: x + 1 >= 8 puts x at 7.
        try s.add(Expression(p), .lessThanOrEqual, 1)
        #expect(s.storage.pendants.isEmpty)
        #expect(s.value(of: x) == 7)
        #expect(s.value(of: p) == 1)
        #expect(s.ambiguousVariables().isEmpty)
    }

    /// Three stacked rows of a section (as in the nested benchmark), as constraints over 4 + 6×3
    /// variables: each row's top is the previous row's bottom.
    static func section() -> (variables: Int, constraints: [(Expression, Relation, Strength)]) {
        var list: [(Expression, Relation, Strength)] = []
        func v(_ i: Int) -> Expression { Expression(Variable(index: i)) }
        let secY = 0, secH = 1, hdrY = 2, hdrH = 3
        list.append((v(secY), .equal, .required))
        list.append((v(hdrY) - v(secY) - 8, .equal, .required))
        list.append((v(hdrH) - 22, .lessThanOrEqual, .defaultLow))
        list.append((v(hdrH) - 22, .greaterThanOrEqual, .defaultHigh))
        var previousBottom = v(hdrY) + v(hdrH) + 8
        for j in 0..<3 {
            let b = 4 + 6 * j
            let rowY = b, rowH = b + 1, tY = b + 2, tH = b + 3, valY = b + 4, valH = b + 5
            list.append((v(rowY) - previousBottom, .equal, .required))
            list.append((v(tH) - Expression(constant: Double(17 + 3 * j)), .lessThanOrEqual, .defaultLow))
            list.append((v(tH) - Expression(constant: Double(17 + 3 * j)), .greaterThanOrEqual, .defaultHigh))
            list.append((v(valH) - 17, .lessThanOrEqual, Strength(priority: 251)!))
            list.append((v(valH) - 17, .greaterThanOrEqual, .defaultHigh))
            list.append((v(tY) - v(rowY) - 4, .equal, .required))
            list.append((v(valY) - v(rowY) - 4, .equal, .required))
            list.append((v(rowY) + v(rowH) - v(tY) - v(tH) - 4, .equal, .required))
            list.append((v(valY) + v(valH) - v(rowY) - v(rowH) + 4, .lessThanOrEqual, .required))
            previousBottom = v(rowY) + v(rowH)
        }
        list.append((v(secY) + v(secH) - previousBottom - 8, .equal, .required))
        return (22, list)
    }

    @Test("removing each constraint of a section, then adding it back, matches a fresh solver each time")
    func sectionRemovals() throws {
        let (count, list) = Self.section()
        var s = Solver()
        _ = s.makeVariables(count)
        var ids = try list.map { try s.add($0.0, $0.1, strength: $0.2) }
        let original = s.values()
        #expect(s.ambiguousVariables().isEmpty)
        for k in list.indices {
            try s.remove(ids[k])
            var fresh = Solver()
            _ = fresh.makeVariables(count)
            for (j, c) in list.enumerated() where j != k { try fresh.add(c.0, c.1, strength: c.2) }
            let ambiguous = s.ambiguousVariables()
            #expect(ambiguous == fresh.ambiguousVariables(), "without constraint \(k)")
            let values = s.values(), freshValues = fresh.values()
            for i in 0..<count where !ambiguous.contains(Variable(index: i)) {
                #expect(abs(values[i] - freshValues[i]) <= 1e-9, "without constraint \(k): v\(i)")
            }
            for v in ambiguous {
                let errors = s.errorsByStrength().map(\.error)
                let alternative = s.alternativeSolution(varying: v)
                let other = try #require(alternative, "without constraint \(k): \(v)")
                #expect(other[v.index] != values[v.index])
                #expect(s.satisfiesRequiredConstraints(other))
                #expect(s.errorsByStrength(of: other).map(\.error) == errors, "without constraint \(k): \(v)")
            }
            ids[k] = try s.add(list[k].0, list[k].1, strength: list[k].2)
            #expect(s.ambiguousVariables().isEmpty, "constraint \(k) added back")
            for (a, b) in zip(s.values(), original) { #expect(abs(a - b) <= 1e-9, "constraint \(k) added back") }
        }
        #expect(s.storage.pendants.isEmpty)
    }

    @Test("random removals and re-adds in a section, several outstanding at once, match a fresh solver")
    func randomSectionChurn() throws {
        let (count, list) = Self.section()
        for seed in 0..<60 {
            var rng = SplitMix64(seed: UInt64(seed) &+ 9_001)
            var s = Solver()
            _ = s.makeVariables(count)
            var ids: [ConstraintID?] = try list.map { try s.add($0.0, $0.1, strength: $0.2) }
            for step in 0..<24 {
                let k = Int(rng.next() % UInt64(list.count))
                if let id = ids[k] {
                    try s.remove(id)
                    ids[k] = nil
                } else {
                    ids[k] = try s.add(list[k].0, list[k].1, strength: list[k].2)
                }
                var fresh = Solver()
                _ = fresh.makeVariables(count)
                for (j, c) in list.enumerated() where ids[j] != nil { try fresh.add(c.0, c.1, strength: c.2) }
                let ambiguous = s.ambiguousVariables()
                #expect(ambiguous == fresh.ambiguousVariables(), "seed \(seed) step \(step)")
                let values = s.values(), freshValues = fresh.values()
                for i in 0..<count where !ambiguous.contains(Variable(index: i)) {
                    #expect(abs(values[i] - freshValues[i]) <= 1e-9 * max(1, abs(freshValues[i])),
                            "seed \(seed) step \(step): v\(i)")
                }
                guard let v = ambiguous.first else { continue }
                let alternative = s.alternativeSolution(varying: v)
                let other = try #require(alternative, "seed \(seed) step \(step): \(v)")
                #expect(s.satisfiesRequiredConstraints(other), "seed \(seed) step \(step)")
                #expect(s.errorsByStrength(of: other).map(\.error) == s.errorsByStrength().map(\.error),
                        "seed \(seed) step \(step)")
            }
        }
    }
}
