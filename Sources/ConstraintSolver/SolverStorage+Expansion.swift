/// Reusable buffers for expanding an expression into free parameters, one slot per variable
/// (`accumulator` and `seen` kept zeroed between uses; the others hold no values between uses,
/// so they are made without initializing — no pages touched until used).
struct ExpansionScratch: Sendable {
    var accumulator: [Double] = []
    var seen: [Bool] = []
    var touched: [Int32] = []
    var heap: [Int32] = []
    /// The records substituted and their multiples, in substitution order (each record is
    /// queued at most once, with its subject's first touch).
    var records: [Int32] = []
    var weights: [Double] = []
    /// The coefficients of the parameters left (their variables go to `heap`, empty by then).
    var coefficients: [Double] = []

    /// Grows every buffer to at least `count` slots (geometrically: variables made one at a
    /// time between expansions must not make each expansion allocate).
    mutating func ensure(_ count: Int) {
        guard accumulator.count < count else { return }
        let count = max(count, 2 * accumulator.count)
        accumulator.append(contentsOf: repeatElement(0, count: count - accumulator.count))
        seen.append(contentsOf: repeatElement(false, count: count - seen.count))
        func uninitialized<T>(_ type: T.Type) -> [T] {
            [T](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        }
        touched = uninitialized(Int32.self)
        heap = uninitialized(Int32.self)
        records = uninitialized(Int32.self)
        weights = uninitialized(Double.self)
        coefficients = uninitialized(Double.self)
    }
}

/// An expression written over free parameters only (its terms at the end of the storage's
/// `lpSymbols`/`lpCoefficients` pool), with the program records it used (at the end of
/// `usedRecords`/`usedWeights`: each record substituted, with the multiple that was used).
struct Expansion {
    var termStart: Int32
    var termCount: Int32
    var constant: Double
    var usedStart: Int32
    var usedCount: Int32

    var terms: Range<Int> { Int(termStart)..<Int(termStart + termCount) }
    var used: Range<Int> { Int(usedStart)..<Int(usedStart + usedCount) }
}

extension SolverStorage {
    /// Rewrites `Σ aᵢxᵢ + k` over free parameters by substituting program records, latest first.
    ///
    /// Substituting in reverse topological order lets terms cancel before they are expanded
    /// further (a row's `y` and its subview's `y` cancel in "value fits in row"), so the work is
    /// proportional to the records the expression really depends on.
    mutating func expand(_ id: Int) -> Expansion {
        let constant = entries[id].constant
        if let x = expandFreeTerms(id) { return x }
        var s = scratch
        scratch = ExpansionScratch()
        s.ensure(variableCount)
        var k = constant
        let usedStart = usedRecords.count
        let termStart = lpSymbols.count
        let entryTerms = entries[id].terms
        var usedCount = 0
        var termCount = 0
        // Every buffer through a pointer, the program read-only, results gathered in the scratch
        // space and appended at the end in bulk (each touch of a storage array from here would
        // check its uniqueness). Each variable is touched (and its record queued) at most once,
        // so no buffer outgrows its `variableCount` slots.
        s.accumulator.withUnsafeMutableBufferPointer { accumulator in
        s.seen.withUnsafeMutableBufferPointer { seen in
        s.touched.withUnsafeMutableBufferPointer { touchedSlots in
        s.heap.withUnsafeMutableBufferPointer { heapSlots in
        s.records.withUnsafeMutableBufferPointer { usedRecordSlots in
        s.weights.withUnsafeMutableBufferPointer { usedWeightSlots in
        s.coefficients.withUnsafeMutableBufferPointer { coefficientSlots in
        definitionOf.withUnsafeBufferPointer { definitionOf in
        termPool.withUnsafeBufferPointer { pool in
        program.records.withUnsafeBufferPointer { records in
        program.termVariable.withUnsafeBufferPointer { termVariable in
        program.termCoefficient.withUnsafeBufferPointer { termCoefficient in
            var state = ExpansionState(accumulator: accumulator, seen: seen, touched: touchedSlots.baseAddress!,
                                       heap: heapSlots.baseAddress!, definitionOf: definitionOf)
            for t in entryTerms { state.touch(Int(pool[t].variable), pool[t].coefficient) }
            let recordCount = records.count
            let poolEnd = termVariable.count
            let usedRecords = usedRecordSlots.baseAddress!, usedWeights = usedWeightSlots.baseAddress!
            while let r32 = state.popRecord() {
                let r = Int(r32)
                let record = records[r]
                let subject = Int(record.subject)
                let a = accumulator[subject]
                accumulator[subject] = 0
                guard abs(a) > Tolerance.zero else { continue }
                usedRecords[usedCount] = r32
                usedWeights[usedCount] = a
                usedCount &+= 1
                k += a * record.constant
                // A record's terms end where the next record's start (the last one's, at the end).
                let end = r &+ 1 < recordCount ? Int(records[r &+ 1].termStart) : poolEnd
                var t = Int(record.termStart)
                while t < end {
                    state.touch(Int(termVariable[t]), a * termCoefficient[t])
                    t &+= 1
                }
            }
            // The parameters left, then every touched entry back to zero. Only the (few) terms
            // that remain are sorted (by insertion: they are distinct), not the (many) variables
            // substituted on the way. The heap is empty: its slots take the parameters.
            let symbols = heapSlots.baseAddress!, coefficients = coefficientSlots.baseAddress!
            for i in 0..<state.touchedCount {
                let v32 = state.touched[i]
                let v = Int(v32)
                let c = accumulator[v]
                if definitionOf[v] < 0 && abs(c) > Tolerance.zero {
                    var j = termCount
                    while j > 0 && symbols[j &- 1] > v32 {
                        symbols[j] = symbols[j &- 1]
                        coefficients[j] = coefficients[j &- 1]
                        j &-= 1
                    }
                    symbols[j] = v32
                    coefficients[j] = c
                    termCount &+= 1
                }
                accumulator[v] = 0
                seen[v] = false
            }
        }}}}}}}}}}}}
        s.heap.withUnsafeBufferPointer { lpSymbols.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<termCount])) }
        s.coefficients.withUnsafeBufferPointer {
            lpCoefficients.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<termCount]))
        }
        s.records.withUnsafeBufferPointer { usedRecords.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<usedCount])) }
        s.weights.withUnsafeBufferPointer { usedWeights.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<usedCount])) }
        s.records.withUnsafeBufferPointer { used in
            program.details.withUnsafeMutableBufferPointer { details in
                for i in 0..<usedCount {
                    let r = Int(used[i])
                    // Read first: most records were expanded into before.
                    if !details[r].expandedInto { details[r].expandedInto = true }
                }
            }
        }
        scratch = s
        return Expansion(termStart: Int32(termStart), termCount: Int32(termCount), constant: k,
                         usedStart: Int32(usedStart), usedCount: Int32(usedCount))
    }

    /// `expand` for the common case of an expression over free parameters only (a label's
    /// hugging or compression resistance): nothing to substitute, so the result is the terms
    /// sorted by parameter — what `expand` computes, as `0 + c` is `c` — without the scratch
    /// space. `nil` when a term has a definition, a variable repeats or a coefficient is
    /// within `Tolerance.zero` (then `expand` does the general work).
    private mutating func expandFreeTerms(_ id: Int) -> Expansion? {
        let terms = entries[id].terms
        for t in terms where definitionOf[Int(termPool[t].variable)] >= 0 { return nil }
        let termStart = lpSymbols.count
        for t in terms {
            let v = termPool[t].variable, c = termPool[t].coefficient
            var j = lpSymbols.count
            lpSymbols.append(v)
            lpCoefficients.append(c)
            // Insertion sort: expressions have a handful of terms.
            while j > termStart && lpSymbols[j - 1] >= v || abs(c) <= Tolerance.zero {
                if abs(c) <= Tolerance.zero || lpSymbols[j - 1] == v {
                    // Not the common case (terms are normally distinct and nonzero).
                    lpSymbols.removeSubrange(termStart...)
                    lpCoefficients.removeSubrange(termStart...)
                    return nil
                }
                lpSymbols.swapAt(j - 1, j)
                lpCoefficients.swapAt(j - 1, j)
                j -= 1
            }
        }
        let usedStart = Int32(usedRecords.count)
        return Expansion(termStart: Int32(termStart), termCount: Int32(lpSymbols.count - termStart),
                         constant: entries[id].constant, usedStart: usedStart, usedCount: 0)
    }

    /// Gives back the pool space of an expansion that did not become a row (the latest one).
    mutating func discard(_ x: Expansion) {
        if lpSymbols.count == x.terms.upperBound { lpSymbols.removeLast(x.terms.count); lpCoefficients.removeLast(x.terms.count) }
        if usedRecords.count == x.used.upperBound { usedRecords.removeLast(x.used.count); usedWeights.removeLast(x.used.count) }
    }
}

/// The working state of one expansion, over the scratch buffers.
struct ExpansionState {
    let accumulator: UnsafeMutableBufferPointer<Double>
    let seen: UnsafeMutableBufferPointer<Bool>
    let touched: UnsafeMutablePointer<Int32>
    /// A max-heap of the records to substitute (latest first).
    let heap: UnsafeMutablePointer<Int32>
    let definitionOf: UnsafeBufferPointer<Int32>
    var touchedCount = 0
    var heapCount = 0

    init(accumulator: UnsafeMutableBufferPointer<Double>, seen: UnsafeMutableBufferPointer<Bool>,
         touched: UnsafeMutablePointer<Int32>, heap: UnsafeMutablePointer<Int32>,
         definitionOf: UnsafeBufferPointer<Int32>) {
        self.accumulator = accumulator
        self.seen = seen
        self.touched = touched
        self.heap = heap
        self.definitionOf = definitionOf
    }

    /// Adds `c` to variable `v`'s accumulated coefficient; the first touch lists `v` and queues
    /// its record.
    @inline(__always)
    mutating func touch(_ v: Int, _ c: Double) {
        if !seen[v] {
            seen[v] = true
            touched[touchedCount] = Int32(truncatingIfNeeded: v)
            touchedCount &+= 1
            let d = definitionOf[v]
            if d >= 0 { pushRecord(d) }
        }
        accumulator[v] += c
    }

    mutating func pushRecord(_ value: Int32) {
        var i = heapCount
        heapCount &+= 1
        heap[i] = value
        while i > 0 {
            let parent = (i &- 1) >> 1
            if heap[parent] >= heap[i] { break }
            (heap[parent], heap[i]) = (heap[i], heap[parent])
            i = parent
        }
    }

    /// The latest queued record, or `nil`.
    mutating func popRecord() -> Int32? {
        guard heapCount > 0 else { return nil }
        let top = heap[0]
        heapCount &-= 1
        guard heapCount > 0 else { return top }
        heap[0] = heap[heapCount]
        var i = 0
        while true {
            let l = 2 &* i &+ 1, r = l &+ 1
            var m = i
            if l < heapCount && heap[l] > heap[m] { m = l }
            if r < heapCount && heap[r] > heap[m] { m = r }
            if m == i { break }
            (heap[i], heap[m]) = (heap[m], heap[i])
            i = m
        }
        return top
    }
}
