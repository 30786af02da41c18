/// Reusable buffers for expanding an expression into free parameters, one slot per variable
/// (`accumulator` and `seen` kept zeroed between uses; `touched` and `heap` hold no values
/// between uses, so they are made without initializing — no pages touched until used).
struct ExpansionScratch: Sendable {
    var accumulator: [Double] = []
    var seen: [Bool] = []
    var touched: [Int32] = []
    var heap: [Int32] = []

    /// Grows every buffer to `count` slots.
    mutating func ensure(_ count: Int) {
        guard accumulator.count < count else { return }
        accumulator.append(contentsOf: repeatElement(0, count: count - accumulator.count))
        seen.append(contentsOf: repeatElement(false, count: count - seen.count))
        touched = [Int32](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        heap = [Int32](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
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
        // Every buffer through a pointer: each variable is touched (and its record queued) at
        // most once, so `touched` and `heap` never outgrow their `variableCount` slots.
        s.accumulator.withUnsafeMutableBufferPointer { accumulator in
        s.seen.withUnsafeMutableBufferPointer { seen in
        s.touched.withUnsafeMutableBufferPointer { touchedSlots in
        s.heap.withUnsafeMutableBufferPointer { heapSlots in
        definitionOf.withUnsafeBufferPointer { definitionOf in
            var state = ExpansionState(accumulator: accumulator, seen: seen, touched: touchedSlots.baseAddress!,
                                       heap: heapSlots.baseAddress!, definitionOf: definitionOf)
            for t in entries[id].terms { state.touch(Int(termPool[t].variable), termPool[t].coefficient) }
            while let r = state.popRecord() {
                let record = program.records[Int(r)]
                let subject = Int(record.subject)
                let a = accumulator[subject]
                accumulator[subject] = 0
                guard abs(a) > Tolerance.zero else { continue }
                usedRecords.append(r)
                usedWeights.append(a)
                // Read first: most records were expanded into before (a write checks uniqueness).
                if !program.details[Int(r)].expandedInto { program.details[Int(r)].expandedInto = true }
                k += a * record.constant
                for t in program.terms(of: Int(r)) {
                    state.touch(Int(program.termVariable[t]), a * program.termCoefficient[t])
                }
            }
            // The parameters left, then every touched entry back to zero. Only the (few) terms
            // that remain are sorted, not the (many) variables substituted on the way.
            for i in 0..<state.touchedCount {
                let v = Int(state.touched[i])
                let c = accumulator[v]
                if definitionOf[v] < 0 && abs(c) > Tolerance.zero {
                    lpSymbols.append(Int32(v))
                    lpCoefficients.append(c)
                }
                accumulator[v] = 0
                seen[v] = false
            }
        }}}}}
        sortTerms(from: termStart)
        scratch = s
        return Expansion(termStart: Int32(termStart), termCount: Int32(lpSymbols.count - termStart), constant: k,
                         usedStart: Int32(usedStart), usedCount: Int32(usedRecords.count - usedStart))
    }

    /// Sorts the pool's terms from `start` to the end by parameter (they are distinct).
    private mutating func sortTerms(from start: Int) {
        let n = lpSymbols.count - start
        guard n > 1 else { return }
        if n > 16 {
            let sorted = (start..<lpSymbols.count).map { (lpSymbols[$0], lpCoefficients[$0]) }.sorted { $0.0 < $1.0 }
            for (k, term) in sorted.enumerated() {
                lpSymbols[start + k] = term.0
                lpCoefficients[start + k] = term.1
            }
            return
        }
        for i in (start + 1)..<lpSymbols.count {
            var j = i
            while j > start && lpSymbols[j - 1] > lpSymbols[j] {
                lpSymbols.swapAt(j - 1, j)
                lpCoefficients.swapAt(j - 1, j)
                j -= 1
            }
        }
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
