/// The path most constraints of a layout take: a required equality of ordinary size, with
/// distinct variables and nonzero coefficients, one of which nothing reads yet. It becomes a
/// program record straight from the caller's terms, touching each array of the storage once
/// (a buffer access or an append) rather than once per term: each subscripted write to an array
/// in a mutable struct checks its uniqueness, and on `chain-10000` those checks and the appends
/// around them were most of `add`'s instructions.
///
/// It decides nothing `add`'s general path would decide differently: the terms it accepts are
/// the ones `appendTerms` would store unchanged (no merge, no zero, no scaling, since
/// `equilibrate` leaves rows with their largest coefficient in 2⁻¹⁰…2¹⁰ as written), the subject
/// is `eligibleSubject`'s, and the record's arithmetic is `appendRecord`'s, so the same bits.
/// Anything else returns `nil` before changing anything and goes the general way.
extension SolverStorage {
    /// `addDirectDefinition` when no rebuild is pending (`add` does that first); `nil` sends the
    /// constraint to `add`, which rebuilds and tries this path again.
    @usableFromInline
    mutating func addDirectDefinitionIfReady(_ terms: UnsafeBufferPointer<Term>, constant: Double, priority: Double) -> Int? {
        needsRebuild ? nil : addDirectDefinition(terms, constant: constant, priority: priority)
    }

    mutating func addDirectDefinition(_ terms: UnsafeBufferPointer<Term>, constant: Double, priority: Double) -> Int? {
        guard constant.isFinite else { return nil }
        let id = entries.count
        let r = program.count
        // The subject is chosen and the record's uses counted in one access to the variables.
        let variables = variableCount
        // The columns below are written without checking their uniqueness: `StorageBox` keeps
        // them this storage's alone.
        assert(columnsAreUnique(), "a column of a solver's storage is shared")
        let found: Int? = variableStates.withClaimedBuffer { states in
            guard let i = Self.directSubject(terms, variables: variables, states: UnsafeBufferPointer(states)) else { return nil }
            for k in terms.indices where k != i {
                let v = terms[k].variable.index
                states[v].useCount &+= 1
                if states[v].firstUse == Int32.max { states[v].firstUse = Int32(r) }
            }
            states[terms[i].variable.index].definition = Int32(r)
            return i
        }
        guard let i = found else { return nil }
        let start = termPool.count
        termPool.appendPooledClaimed(terms)
        var entry = ConstraintEntry(termStart: Int32(start), termCount: Int32(terms.count), constant: constant,
                                    relation: .equal, strength: priority, isEdit: false)
        entry.role = .definition(r)
        entries.appendingClaimed(1) { $0.initialize(to: entry) }

        let a = terms[i].coefficient
        let termStart = program.recordTerms.count
        Self.appendRecordTerms(terms, skipping: i, dividedBy: a, to: &program.recordTerms)
        program.closeClaimed(subject: terms[i].variable.index, termStart: termStart, constant: -constant / a,
                      subjectCoefficient: a, constraint: id)
        indexReaders(of: r)
        noteRecordChange(r)
        return id
    }

    /// The most terms a row may have to take the fast path.
    static let directTermLimit = 64

    /// The term to solve for, as `eligibleSubject` picks it, if the terms are ones `add` stores
    /// unchanged; `nil` otherwise (including every bad term: the general path reports it).
    @inline(__always)
    private static func directSubject(_ terms: UnsafeBufferPointer<Term>, variables: Int,
                                      states: UnsafeBufferPointer<VariableState>) -> Int? {
        // Repeated variables are found by comparing each term with those before it: quadratic, so a
        // wide row (a sum over thousands of variables) goes the general way, which merges them in
        // linear time; layout rows have a handful of terms.
        guard terms.count <= directTermLimit else { return nil }
        var magnitude = 0.0
        var best = -1
        var bestSize = 0.0
        var pivot = -1
        for k in terms.indices {
            let v = terms[k].variable.index
            let size = abs(terms[k].coefficient)
            // `size > 0` is false for NaN too; infinity fails the magnitude test below.
            guard v >= 0 && v < variables && size > 0 else { return nil }
            for j in 0..<k where terms[j].variable.index == v { return nil }
            if size > magnitude { magnitude = size }
            guard pivot < 0 && states[v].definition < 0 && states[v].useCount == 0 else { continue }
            if size >= Tolerance.pivot {
                pivot = k
            } else if best < 0 || size > bestSize {
                best = k
                bestSize = size
            }
        }
        // `equilibrate`'s range, the same two literals as `add`.
        guard !(magnitude > 0x1p10 || magnitude < 0x1p-10) else { return nil }
        return pivot >= 0 ? pivot : best >= 0 ? best : nil
    }

    /// `appendRecord`'s loop over the terms other than the subject's: each array is entered once.
    @inline(__always)
    private static func appendRecordTerms(_ terms: UnsafeBufferPointer<Term>, skipping i: Int, dividedBy a: Double,
                                          to recordTerms: inout PlainColumn<PooledTerm>) {
        let others = terms.count - 1
        recordTerms.appendingClaimed(others) { staged in
            for k in 0..<others {
                let term = terms[k < i ? k : k + 1]
                (staged + k).initialize(to: PooledTerm(variable: Int32(truncatingIfNeeded: term.variable.index),
                                                       coefficient: -term.coefficient / a))
            }
        }
    }
}
