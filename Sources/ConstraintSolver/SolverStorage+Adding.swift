/// Adding a constraint: the path every constraint of a layout takes, so it is written to touch
/// each array of the storage once per constraint (a bulk append or one buffer access) rather
/// than once per term — each touch of a Swift array in a mutable struct pays a uniqueness check.
extension SolverStorage {
    mutating func add(_ expression: Expression, _ relation: Relation, strength: Strength) throws(SolverError) -> ConstraintID {
        if needsRebuild { rebuild() }
        let start = termVariables.count
        let constant = expression.constant
        if let problem = appendTerms(of: expression) { throw problem }
        let terms = start..<termVariables.count
        let id = entries.count
        var entry = ConstraintEntry(termStart: Int32(start), termCount: Int32(terms.count), constant: constant,
                                    relation: relation, strength: strength.priority, isEdit: false)
        // Most constraints of a layout are required equalities with a variable nothing reads yet:
        // they become program records at once (what `place` would do, without its detours).
        if relation == .equal && strength.isRequired, let s = eligibleSubject(terms) {
            entry.role = .definition(program.count)
            entries.append(entry)
            appendRecord(constraint: id, terms: terms, subject: s, constant: constant)
            return ConstraintID(index: id)
        }
        entries.append(entry)
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
    mutating func appendTerms(of expression: Expression) -> SolverError? {
        guard expression.constant.isFinite else { return .nonFiniteValue }
        return expression.withTerms { terms in appendTerms(terms) }
    }

    private mutating func appendTerms(_ terms: UnsafeBufferPointer<Term>) -> SolverError? {
        var simple = true
        for k in terms.indices {
            let term = terms[k]
            guard term.coefficient.isFinite else { return .nonFiniteValue }
            let v = term.variable.index
            guard v >= 0 && v < variableCount else { return .unknownVariable(term.variable) }
            if abs(term.coefficient) <= Tolerance.zero { simple = false }
            for j in 0..<k where terms[j].variable.index == v { simple = false }
        }
        if simple {
            // The common case: distinct variables, nonzero coefficients. One element at a time:
            // for a handful of terms, cheaper than any bulk append.
            for term in terms {
                termVariables.append(Int32(truncatingIfNeeded: term.variable.index))
                termCoefficients.append(term.coefficient)
            }
            return nil
        }
        let start = termVariables.count
        for term in terms {
            let v = Int32(term.variable.index)
            var merged = false
            for k in start..<termVariables.count where termVariables[k] == v {
                termCoefficients[k] += term.coefficient
                merged = true
                break
            }
            if !merged {
                termVariables.append(v)
                termCoefficients.append(term.coefficient)
            }
        }
        var write = start
        for k in start..<termVariables.count where abs(termCoefficients[k]) > Tolerance.zero {
            termVariables[write] = termVariables[k]
            termCoefficients[write] = termCoefficients[k]
            write += 1
        }
        if write < termVariables.count {
            termVariables.removeSubrange(write...)
            termCoefficients.removeSubrange(write...)
        }
        return nil
    }

    /// A free parameter of the constraint that nothing reads yet, so it can be defined last.
    func eligibleSubject(_ e: ConstraintEntry) -> Int? { eligibleSubject(e.terms) }

    /// `eligibleSubject` for the terms at `terms` in the pool. (Inlined: called on `inout self`
    /// from `add`, an outlined call copied the whole storage first.)
    @inline(__always)
    func eligibleSubject(_ terms: Range<Int>) -> Int? {
        var best: Int? = nil
        for t in terms {
            let v = Int(termVariables[t])
            guard definitionOf[v] < 0 && useCount[v] == 0 else { continue }
            if abs(termCoefficients[t]) >= 1e-3 { return t }
            if best == nil || abs(termCoefficients[t]) > abs(termCoefficients[best!]) { best = t }
        }
        return best
    }

    /// Appends the record `subject = …` solved from constraint `id`; `i` is the subject's term.
    mutating func define(_ id: Int, subject i: Int) {
        entries[id].role = .definition(program.count)
        appendRecord(constraint: id, terms: entries[id].terms, subject: i, constant: entries[id].constant)
    }

    /// The record of `define` for a constraint whose role is already set: `subject = Σ −(cₜ/a)·xₜ − k/a`
    /// from `a·subject + Σ cₜ·xₜ + k = 0`, its terms in the pool at `terms`, the subject's at `i`.
    mutating func appendRecord(constraint id: Int, terms: Range<Int>, subject i: Int, constant k: Double) {
        let s = Int(termVariables[i])
        let a = termCoefficients[i]
        let r = program.count
        let termStart = program.termVariable.count
        // The terms before and after the subject's.
        if i > terms.lowerBound { appendRecordTerms(terms.lowerBound..<i, dividedBy: a) }
        if i + 1 < terms.upperBound { appendRecordTerms((i + 1)..<terms.upperBound, dividedBy: a) }
        let termEnd = program.termVariable.count
        if termEnd > termStart {
            program.termVariable.withUnsafeBufferPointer { pv in
                useCount.withUnsafeMutableBufferPointer { uses in
                    firstUse.withUnsafeMutableBufferPointer { first in
                        for t in termStart..<termEnd {
                            let v = Int(pv[t])
                            uses[v] += 1
                            if first[v] == Int32.max { first[v] = Int32(r) }
                        }
                    }
                }
            }
        }
        program.close(subject: s, termStart: termStart, constant: -k / a, subjectCoefficient: a, constraint: id)
        definitionOf[s] = Int32(r)
        recordUseHead.append(-1)
        evaluateFrom = min(evaluateFrom, r)
    }

    private mutating func appendRecordTerms(_ part: Range<Int>, dividedBy a: Double) {
        for t in part {
            program.termVariable.append(termVariables[t])
            program.termCoefficient.append(-termCoefficients[t] / a)
        }
    }
}
