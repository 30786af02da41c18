/// The working state of one expansion, over the scratch buffers.
struct ExpansionState {
    let accumulator: UnsafeMutablePointer<Double>
    let seen: UnsafeMutablePointer<Bool>
    let touched: UnsafeMutablePointer<Int32>
    /// The records to substitute (latest first): while few are queued, a list sorted in
    /// ascending order (the latest at the end); past `sortedLimit`, a max-heap.
    let heap: UnsafeMutablePointer<Int32>
    let variableStates: UnsafeBufferPointer<VariableState>
    var touchedCount = 0
    var heapCount = 0
    /// Whether `heap` holds the sorted list (true) or a max-heap.
    var isSorted = true

    /// The most records the sorted list holds. A grid row's closing constraint keeps two or
    /// three queued while it substitutes 200 records; a sift up and down the heap cost each of
    /// them about 45 instructions, an insertion into the short list about 15. Wide expansions
    /// (hundreds queued) keep the heap's logarithmic cost.
    static let sortedLimit = 16

    init(accumulator: UnsafeMutablePointer<Double>, seen: UnsafeMutablePointer<Bool>,
         touched: UnsafeMutablePointer<Int32>, heap: UnsafeMutablePointer<Int32>,
         variableStates: UnsafeBufferPointer<VariableState>) {
        self.accumulator = accumulator
        self.seen = seen
        self.touched = touched
        self.heap = heap
        self.variableStates = variableStates
    }

    /// Adds `c` to variable `v`'s accumulated coefficient; the first touch lists `v` and queues
    /// its record.
    @inline(__always)
    mutating func touch(_ v: Int, _ c: Double) {
        if !seen[v] {
            seen[v] = true
            touched[touchedCount] = Int32(truncatingIfNeeded: v)
            touchedCount &+= 1
            let d = variableStates[v].definition
            if d >= 0 { pushRecord(d) }
        }
        accumulator[v] += c
    }

    mutating func pushRecord(_ value: Int32) {
        if isSorted {
            if heapCount < Self.sortedLimit {
                // Records are queued once each, so `value` equals none of those queued.
                var i = heapCount
                heapCount &+= 1
                while i > 0 && heap[i &- 1] > value {
                    heap[i] = heap[i &- 1]
                    i &-= 1
                }
                heap[i] = value
                return
            }
            // The list reversed (descending) is a valid max-heap: each parent comes before its children.
            isSorted = false
            var (lo, hi) = (0, heapCount &- 1)
            while lo < hi {
                (heap[lo], heap[hi]) = (heap[hi], heap[lo])
                lo &+= 1
                hi &-= 1
            }
        }
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

    /// The latest queued record (the largest index), or `nil`.
    mutating func popRecord() -> Int32? {
        guard heapCount > 0 else { return nil }
        heapCount &-= 1
        if isSorted { return heap[heapCount] }
        let top = heap[0]
        guard heapCount > 0 else {
            isSorted = true // empty: a valid sorted list again
            return top
        }
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
