/// Adding a constraint: the path every constraint of a layout takes, so it is written to touch
/// each array of the storage once per constraint (a bulk append or one buffer access) rather
/// than once per term — each touch of a Swift array in a mutable struct pays a uniqueness check.
extension SolverStorage {
    @usableFromInline
    mutating func add(_ expression: Expression, _ relation: Relation, strength: Strength) throws(SolverError) -> ConstraintID {
        if needsRebuild { rebuild() }
        if relation == .equal && strength.isRequired,
           let id = expression.withTerms({ addDirectDefinition($0, constant: expression.constant, priority: strength.priority) }) {
            return ConstraintID(index: id)
        }
        let start = termPool.count
        var constant = expression.constant
        var magnitude = 0.0
        if let problem = appendTerms(of: expression, magnitude: &magnitude) { throw problem }
        let terms = start..<termPool.count
        let id = entries.count
        var entry = ConstraintEntry(termStart: Int32(start), termCount: Int32(terms.count), constant: constant,
                                    relation: relation, strength: strength.priority, isEdit: false)
        // Two comparisons on the common path (literals: a static range would be a lazy global);
        // the scaling itself is rare.
        if strength.isRequired && (magnitude > 0x1p10 || magnitude < 0x1p-10) {
            entry.scaleExponent = equilibrate(terms, magnitude: magnitude, constant: &constant)
            entry.constant = constant
        }
        // Most constraints of a layout are required equalities with a variable nothing reads yet:
        // they become program records at once (what `place` would do, without its detours).
        if relation == .equal && strength.isRequired, let s = eligibleSubject(terms) {
            entry.role = .definition(program.count)
            entries.append(entry)
            appendRecord(constraint: id, terms: terms, subject: s, constant: constant)
            return ConstraintID(index: id)
        }
        entries.append(entry)
        // The next most common: an optional row over one free parameter (a label's hugging or
        // compression resistance) — `place` would expand it to itself; go straight to the row.
        if !strength.isRequired && terms.count == 1 {
            let term = termPool[start]
            if variableStates[Int(term.variable)].definition < 0 && abs(term.coefficient) > Tolerance.zero {
                let termStart = Int32(lp.symbols.count)
                lp.symbols.append(term.variable)
                lp.coefficients.append(term.coefficient)
                let usedStart = Int32(lp.usedRecords.count)
                try addRow(id, Expansion(termStart: termStart, termCount: 1, constant: constant,
                                         usedStart: usedStart, usedCount: 0))
                return ConstraintID(index: id)
            }
        }
        do {
            try place(id)
        } catch {
            entries[id].role = .inactive
            throw error
        }
        return ConstraintID(index: id)
    }

    /// Appends a constraint's terms to the pool, merging repeated variables (first appearance
    /// order kept) and dropping zero coefficients.
    /// - Returns: `.nonFiniteValue` or `.unknownVariable` for the first bad term (the pool is
    ///   unchanged then), `nil` when the terms were appended.
    /// - Parameter magnitude: set to the largest absolute coefficient.
    mutating func appendTerms(of expression: Expression, magnitude: inout Double) -> SolverError? {
        guard expression.constant.isFinite else { return .nonFiniteValue }
        return expression.withTerms { terms in appendTerms(terms, magnitude: &magnitude) }
    }

    private mutating func appendTerms(_ terms: UnsafeBufferPointer<Term>, magnitude: inout Double) -> SolverError? {
        // A wide row (a sum over thousands of variables) finds repeats through a table: comparing
        // each term with those before it, as a handful of terms is best served, is quadratic.
        let wide = terms.count > Self.directTermLimit
        var seen: [Int: Int] = wide ? Dictionary(minimumCapacity: terms.count) : [:]
        var simple = true
        for k in terms.indices {
            let term = terms[k]
            guard term.coefficient.isFinite else { return .nonFiniteValue }
            let v = term.variable.index
            guard v >= 0 && v < variableCount else { return .unknownVariable(term.variable) }
            // Only an exact zero is dropped here: a small coefficient is data (equilibration
            // brings a row of small ones to size), and what is small depends on the row.
            if term.coefficient == 0 { simple = false }
            let size = abs(term.coefficient)
            if size > magnitude { magnitude = size }
            if wide {
                if seen.updateValue(k, forKey: v) != nil { simple = false }
            } else {
                for j in 0..<k where terms[j].variable.index == v { simple = false }
            }
        }
        if simple {
            // The common case: distinct variables, nonzero coefficients, written through one pointer.
            termPool.appendPooled(terms)
            return nil
        }
        let start = termPool.count
        // Each variable's place in the pool, for wide rows (the first occurrence keeps it, as the scan finds).
        var place: [Int32: Int] = wide ? Dictionary(minimumCapacity: terms.count) : [:]
        for term in terms {
            let v = Int32(term.variable.index)
            var merged = false
            if wide {
                if let k = place[v] {
                    termPool[k].coefficient += term.coefficient
                    merged = true
                } else {
                    place[v] = termPool.count
                }
            } else {
                for k in start..<termPool.count where termPool[k].variable == v {
                    termPool[k].coefficient += term.coefficient
                    merged = true
                    break
                }
            }
            if !merged { termPool.append(PooledTerm(variable: v, coefficient: term.coefficient)) }
        }
        var write = start
        // A repeated variable's coefficients that cancel to rounding residue of the row's size are zero.
        for k in start..<termPool.count where abs(termPool[k].coefficient) > Tolerance.zero * magnitude {
            termPool[write] = termPool[k]
            write += 1
        }
        if write < termPool.count { termPool.removeSubrange(write...) }
        return nil
    }

    /// Scales a required constraint's terms (at `terms` in the pool, the largest coefficient
    /// `magnitude`) and `constant` by a power of two so that its largest coefficient is in 1..<2.
    /// `add` calls it only for a largest coefficient outside 2⁻¹⁰…2¹⁰ (layouts' multipliers), so
    /// rows of ordinary size are stored bit for bit as written.
    /// A power of two is exact, and a required row means the same scaled, so this changes no
    /// answer; it makes the absolute tolerances relative to the row (`1e-12·a + 1e-12·b <= 0` is
    /// not an empty row).
    /// - Returns: the exponent applied (0: none).
    @inline(never)
    mutating func equilibrate(_ terms: Range<Int>, magnitude: Double, constant: inout Double) -> Int8 {
        guard magnitude > 0 else { return 0 }
        let exponent = magnitude.exponent
        let applied = -min(max(exponent, -Int(Int8.max)), Int(Int8.max))
        let factor = Double(sign: .plus, exponent: applied, significand: 1)
        // A constant that would overflow keeps the row as written (it is checked after solving).
        guard (constant * factor).isFinite else { return 0 }
        constant *= factor
        for t in terms { termPool[t].coefficient *= factor }
        return Int8(applied)
    }

    /// A free parameter of the constraint that nothing reads yet, so it can be defined last.
    func eligibleSubject(_ e: ConstraintEntry) -> Int? { eligibleSubject(e.terms) }

    /// `eligibleSubject` for the terms at `terms` in the pool. (Inlined: called on `inout self`
    /// from `add`, an outlined call copied the whole storage first.)
    @inline(__always)
    func eligibleSubject(_ terms: Range<Int>) -> Int? {
        var best: Int? = nil
        for t in terms {
            let v = Int(termPool[t].variable)
            guard variableStates[v].definition < 0 && variableStates[v].useCount == 0 else { continue }
            let c = abs(termPool[t].coefficient)
            if c >= Tolerance.pivot { return t }
            if best == nil || c > abs(termPool[best!].coefficient) { best = t }
        }
        return best
    }

    /// Appends the record `subject = …` solved from constraint `id`; `i` is the subject's term.
    mutating func define(_ id: Int, subject i: Int) {
        entries[id].role = .definition(program.count)
        appendRecord(constraint: id, terms: entries[id].terms, subject: i, constant: entries[id].constant)
    }

    /// The record of `define` for a constraint whose role is already set: from
    /// `a·subject + Σ cₜ·xₜ + k = 0`, `subject = Σ −(cₜ/a)·xₜ − k/a`, its terms copied (the forward
    /// pass streams the program's own compact pool, which is what an edit step costs).
    mutating func appendRecord(constraint id: Int, terms: Range<Int>, subject i: Int, constant k: Double) {
        let s = Int(termPool[i].variable)
        let a = termPool[i].coefficient
        let r = program.count
        let termStart = program.recordTerms.count
        for t in terms where t != i {
            let v = termPool[t].variable
            program.recordTerms.append(PooledTerm(variable: v, coefficient: -termPool[t].coefficient / a))
            variableStates[Int(v)].useCount += 1
            if variableStates[Int(v)].firstUse == Int32.max { variableStates[Int(v)].firstUse = Int32(r) }
        }
        program.close(subject: s, termStart: termStart, constant: -k / a, subjectCoefficient: a, constraint: id)
        variableStates[s].definition = Int32(r)
        indexReaders(of: r)
        noteRecordChange(r)
    }
}
