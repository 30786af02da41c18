/// Reusable buffers for expanding an expression into free parameters.
struct ExpansionScratch: Sendable {
    var accumulator: [Double] = []
    var seen: [Bool] = []
    var touched: [Int] = []
    var heap: [Int32] = []
}

/// An expression written over free parameters only, with the program records it used.
struct Expansion {
    var form: SparseRow
    /// Records substituted, with the multiple of each that was used (its constraint's weight).
    var used: [(record: Int32, weight: Double)]
}

extension SolverStorage {
    /// Rewrites `Σ aᵢxᵢ + k` over free parameters by substituting program records, latest first.
    ///
    /// Substituting in reverse topological order lets terms cancel before they are expanded
    /// further (a row's `y` and its subview's `y` cancel in "value fits in row"), so the work is
    /// proportional to the records the expression really depends on.
    mutating func expand(_ id: Int) -> Expansion {
        let constant = entries[id].constant
        var s = scratch
        scratch = ExpansionScratch()
        if s.accumulator.count < variableCount {
            s.accumulator.append(contentsOf: repeatElement(0, count: variableCount - s.accumulator.count))
            s.seen.append(contentsOf: repeatElement(false, count: variableCount - s.seen.count))
        }
        var k = constant
        var used: [(record: Int32, weight: Double)] = []
        func touch(_ v: Int, _ c: Double, _ s: inout ExpansionScratch, _ defs: [Int32]) {
            if !s.seen[v] {
                s.seen[v] = true
                s.touched.append(v)
                let d = defs[v]
                if d >= 0 { heapPush(&s.heap, d) }
            }
            s.accumulator[v] += c
        }
        for t in entries[id].terms { touch(Int(termVariables[t]), termCoefficients[t], &s, definitionOf) }
        while let r = heapPop(&s.heap) {
            let subject = Int(program.subject[Int(r)])
            let a = s.accumulator[subject]
            s.accumulator[subject] = 0
            guard abs(a) > Tolerance.zero else { continue }
            used.append((r, a))
            program.expandedInto[Int(r)] = true
            k += a * program.constant[Int(r)]
            for t in program.terms(of: Int(r)) {
                touch(Int(program.termVariable[t]), a * program.termCoefficient[t], &s, definitionOf)
            }
        }
        var form = SparseRow(constant: k)
        s.touched.sort()
        for v in s.touched {
            let c = s.accumulator[v]
            if definitionOf[v] < 0 && abs(c) > Tolerance.zero {
                form.symbols.append(v)
                form.coefficients.append(c)
            }
            s.accumulator[v] = 0
            s.seen[v] = false
        }
        s.touched.removeAll(keepingCapacity: true)
        scratch = s
        return Expansion(form: form, used: used)
    }
}

/// Max-heap push of a record index.
func heapPush(_ heap: inout [Int32], _ value: Int32) {
    heap.append(value)
    var i = heap.count - 1
    while i > 0 {
        let parent = (i - 1) >> 1
        if heap[parent] >= heap[i] { break }
        heap.swapAt(parent, i)
        i = parent
    }
}

/// Max-heap pop; `nil` when empty.
func heapPop(_ heap: inout [Int32]) -> Int32? {
    guard let top = heap.first else { return nil }
    let last = heap.removeLast()
    if !heap.isEmpty {
        heap[0] = last
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < heap.count && heap[l] > heap[m] { m = l }
            if r < heap.count && heap[r] > heap[m] { m = r }
            if m == i { break }
            heap.swapAt(i, m)
            i = m
        }
    }
    return top
}
