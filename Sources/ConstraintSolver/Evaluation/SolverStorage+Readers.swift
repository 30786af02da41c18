/// Which program records read each variable, so that a solve re-evaluates only the records that
/// depend on what changed instead of every record after the first one that does.
///
/// A suggestion on `edits-10000` changes the frame width: 10,000 box widths depend on it, but a
/// forward pass from the first record that reads it evaluates all 40,000 records (the boxes'
/// x, y and heights too). With the readers known, changed records are marked in a bit set and
/// evaluated in record order — the topological order the forward pass uses — and a record whose
/// value comes out bit for bit the same marks nothing further. Every record that is evaluated
/// does exactly the forward pass's arithmetic on the same inputs, and every record that is not
/// would have reproduced the value it has, so the values are the same bit for bit.
///
/// The index costs a pass over the program to build, so it is built only once the program has
/// been evaluated a couple of times without changing shape (an edit session, a run of constant
/// changes), never by building a system from scratch; afterwards new definitions extend it.
struct ProgramReaders: Sendable {
    var isBuilt = false
    /// Solves that evaluated records since the index was last dropped.
    var evaluations = 0
    /// Evaluations without a change of shape after which the index pays for itself (tests
    /// set 0 to use it always, or `Int.max` never, to compare).
    var buildAfter = 4
    /// The readers of variable `v` at the build: `list[start[v]..<start[v + 1]]`, in record
    /// order (one array scanned in order: a suggestion's variable can have 10,000 readers).
    /// A removed definition's entries stay (its record is a tombstone, which evaluation skips).
    var start: [Int32] = []
    var list: [Int32] = []
    /// Readers defined since the build (few: the index is dropped when they grow).
    var extra: [Int32: [Int32]] = [:]
    var extraCount = 0
    /// One bit per record: evaluate at the next solve.
    var marks: [UInt64] = []
    /// The variables whose values changed since the last evaluation, when they are all that
    /// changed (`nil`: a record changed too, or too many): what picks an evaluation plan.
    var seeds: [Int32]? = []
    /// Compiled re-evaluations of what depends on a few variables (`SolverStorage+Plans.swift`).
    var plans: [EvaluationPlan] = []
    /// The seeds of the last few evaluations without a plan (a plan is made when they repeat).
    var recentSeeds: [[Int32]] = []
}

extension SolverStorage {
    /// Notes that variable `v`'s value changed: what reads it is evaluated at the next solve.
    @inline(__always)
    mutating func noteValueChange(of v: Int) {
        if variableStates[v].firstUse != Int32.max { evaluateFrom = min(evaluateFrom, Int(variableStates[v].firstUse)) }
        if readers.isBuilt { markReaders(of: v) }
    }

    private mutating func markReaders(of v: Int) {
        if let seeds = readers.seeds { readers.seeds = seeds.count < 8 ? seeds + [Int32(v)] : nil }
        if v + 1 < readers.start.count {
            for k in Int(readers.start[v])..<Int(readers.start[v + 1]) { mark(Int(readers.list[k])) }
        }
        if !readers.extra.isEmpty, let more = readers.extra[Int32(v)] {
            for r in more { mark(Int(r)) }
        }
    }

    mutating func mark(_ r: Int) {
        if r >> 6 >= readers.marks.count {
            readers.marks.append(contentsOf: repeatElement(0, count: r >> 6 + 1 - readers.marks.count))
        }
        readers.marks[r >> 6] |= 1 << UInt64(r & 63)
    }

    /// Notes that record `r` changed (new, or a new constant): it is evaluated at the next solve.
    @inline(__always)
    mutating func noteRecordChange(_ r: Int) {
        evaluateFrom = min(evaluateFrom, r)
        if readers.isBuilt { markRecord(r) }
    }

    private mutating func markRecord(_ r: Int) {
        readers.seeds = nil
        readers.plans = []
        readers.recentSeeds = []
        mark(r)
    }

    /// Adds new record `r`'s terms to the index, or drops the index when the additions would
    /// make it slow (it is built again after a few evaluations).
    @inline(__always)
    mutating func indexReaders(of r: Int) {
        if readers.isBuilt { indexNewReaders(of: r) }
    }

    private mutating func indexNewReaders(of r: Int) {
        let terms = program.terms(of: r)
        readers.extraCount += terms.count
        guard readers.extraCount <= max(1024, readers.list.count >> 3) else {
            dropReaders()
            return
        }
        for t in terms { readers.extra[program.recordTerms[t].variable, default: []].append(Int32(r)) }
    }

    /// Drops the index (the program changed in a way it does not follow).
    mutating func dropReaders() {
        readers = ProgramReaders(buildAfter: readers.buildAfter)
    }

    /// Brings the program's values up to date from `evaluateFrom` (queued by the notes above).
    mutating func evaluateProgram() {
        defer { readers.seeds = [] }
        guard evaluateFrom < program.count else { return }
        if readers.isBuilt {
            if let seeds = readers.seeds, !seeds.isEmpty {
                evaluateByPlan(for: Set(seeds).sorted())
            } else {
                evaluateMarked()
            }
            return
        }
        program.evaluate(into: &values, from: evaluateFrom)
        readers.evaluations += 1
        if readers.evaluations >= readers.buildAfter { buildReaders() }
    }

    /// Counts each variable's readers, then places them (a counting sort: records in order).
    private mutating func buildReaders() {
        var index = ProgramReaders(buildAfter: readers.buildAfter)
        index.isBuilt = true
        let variables = variableCount
        var start = [Int32](repeating: 0, count: variables + 1)
        var list: [Int32] = []
        program.records.withUnsafeBufferPointer { rec in
        program.recordTerms.withUnsafeBufferPointer { tv in
        start.withUnsafeMutableBufferPointer { st in
            let n = rec.count
            for r in 0..<n where rec[r].subject >= 0 {
                let end = r &+ 1 < n ? Int(rec[r &+ 1].termStart) : tv.count
                for t in Int(rec[r].termStart)..<end { st[Int(tv[t].variable) &+ 1] &+= 1 }
            }
            for v in 0..<variables { st[v &+ 1] &+= st[v] }
            list = [Int32](unsafeUninitializedCapacity: Int(st[variables])) { buffer, count in
                // `st[v]` is the next free place of v's readers while filling; it ends as
                // the start of v + 1's, so shifting down restores the starts.
                for r in 0..<n where rec[r].subject >= 0 {
                    let end = r &+ 1 < n ? Int(rec[r &+ 1].termStart) : tv.count
                    for t in Int(rec[r].termStart)..<end {
                        let v = Int(tv[t].variable)
                        buffer[Int(st[v])] = Int32(truncatingIfNeeded: r)
                        st[v] &+= 1
                    }
                }
                count = Int(st[variables])
            }
            var v = variables
            while v > 0 { st[v] = st[v &- 1]; v &-= 1 }
            st[0] = 0
        }}}
        index.start = start
        index.list = list
        index.marks = [UInt64](repeating: 0, count: (program.count + 63) >> 6)
        readers = index
    }

    /// Evaluates the marked records in order; a record whose value changes marks its readers
    /// (always later records: the program is in topological order).
    mutating func evaluateMarked() {
        let from = evaluateFrom >> 6
        // Where to go on with the forward pass instead, when the marks turn out dense.
        var forwardFrom = -1
        var marks = readers.marks
        readers.marks = []
        defer { readers.marks = marks }
        let termCount = program.recordTerms.count
        // Raw buffers, as in `Program.evaluate`: checks on every access cost more than the arithmetic.
        program.records.withUnsafeBufferPointer { rec in
        program.recordTerms.withUnsafeBufferPointer { rt in
        let extra = readers.extra
        readers.start.withUnsafeBufferPointer { start in
        readers.list.withUnsafeBufferPointer { list in
        marks.withUnsafeMutableBufferPointer { m in
        values.withUnsafeMutableBufferPointer { val in
            let n = rec.count
            var w = from
            var evaluated = 0
            while w < m.count {
                let bits = m[w]
                if bits == 0 { w &+= 1; continue }
                m[w] = bits & (bits &- 1)
                let r = w << 6 | bits.trailingZeroBitCount
                let s = Int(rec[r].subject)
                if s < 0 { continue }
                // A marked record costs several times a record of the forward pass (finding
                // it, marking its readers, one after the other along a chain), so once they
                // are more than one in eight of those passed, the forward pass is cheaper:
                // it evaluates the rest, which gives the same bits (unmarked records' inputs
                // did not change).
                evaluated &+= 1
                if evaluated > 256 && evaluated &* 8 > r &- (from << 6) {
                    forwardFrom = r
                    for k in w..<m.count { m[k] = 0 }
                    break
                }
                // `Program.evaluate`'s arithmetic, term by term in the same order.
                let end = r &+ 1 < n ? Int(rec[r &+ 1].termStart) : termCount
                var sum = rec[r].constant
                var t = Int(rec[r].termStart)
                while t < end {
                    sum += rt[t].coefficient * val[Int(rt[t].variable)]
                    t &+= 1
                }
                if sum.bitPattern == val[s].bitPattern { continue }
                val[s] = sum
                if s &+ 1 < start.count {
                    for k in Int(start[s])..<Int(start[s &+ 1]) {
                        let reader = Int(list[k])
                        m[reader >> 6] |= 1 << UInt64(reader & 63)
                    }
                }
                if !extra.isEmpty, let more = extra[Int32(s)] {
                    for reader in more.map(Int.init) {
                        if reader >> 6 < m.count { m[reader >> 6] |= 1 << UInt64(reader & 63) }
                    }
                }
            }
        }}}}}}
        if forwardFrom >= 0 { program.evaluate(into: &values, from: forwardFrom) }
    }
}
