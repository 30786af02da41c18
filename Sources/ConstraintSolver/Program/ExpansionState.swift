/// The working state of one expansion, over the scratch buffers.
struct ExpansionState {
    let accumulator: UnsafeMutablePointer<Double>
    let seen: UnsafeMutablePointer<Bool>
    let touched: UnsafeMutablePointer<Int32>
    /// A max-heap of the records to substitute (latest first).
    let heap: UnsafeMutablePointer<Int32>
    let variableStates: UnsafeBufferPointer<VariableState>
    var touchedCount = 0
    var heapCount = 0

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
