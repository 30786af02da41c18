/// A growable array of plain values (copy-on-write, like `Array`) that can grow by several
/// elements at once through one pointer: `appending(_:_:)` checks uniqueness and capacity once,
/// where `Array.append` checks both for every element, and `Array.append(contentsOf:)` of a
/// staged buffer costs more than a few single appends (both measured on `chain-10000`, where a
/// constraint's terms are appended one by one on the path every layout constraint takes).
struct PlainColumn<Element: BitwiseCopyable>: RandomAccessCollection, MutableCollection,
                                               RangeReplaceableCollection, @unchecked Sendable {
    /// The elements' memory; shared between copies until one of them writes.
    private final class Storage {
        var base: UnsafeMutablePointer<Element>
        var count = 0
        var capacity: Int
        /// Set when a larger storage replaced this one in the same column: its block is freed,
        /// not kept for another solver (`ColumnMemory`), so growing does not hold both.
        var outgrown = false

        init(capacity: Int) {
            let block = ColumnMemory.allocate(bytes: Swift.max(capacity, 1) * MemoryLayout<Element>.stride)
            self.capacity = block.bytes / MemoryLayout<Element>.stride
            base = block.base.bindMemory(to: Element.self, capacity: self.capacity)
        }

        deinit {
            ColumnMemory.release(UnsafeMutableRawPointer(base), bytes: capacity * MemoryLayout<Element>.stride,
                                 keep: !outgrown)
        }

        func copy(capacity: Int) -> Storage {
            let copy = Storage(capacity: Swift.max(capacity, count))
            copy.base.initialize(from: base, count: count)
            copy.count = count
            return copy
        }
    }

    private var storage: Storage

    init() { storage = Storage(capacity: 1) }

    var startIndex: Int { 0 }
    @inline(__always) var endIndex: Int { storage.count }
    var capacity: Int { storage.capacity }

    subscript(position: Int) -> Element {
        @inline(__always) get {
            precondition(position >= 0 && position < storage.count, "PlainColumn index out of range")
            return storage.base[position]
        }
        set {
            precondition(position >= 0 && position < storage.count, "PlainColumn index out of range")
            makeUnique()
            storage.base[position] = newValue
        }
        // In place, as `Array` does (`entries[id].role = …` writes one field, not the element).
        _modify {
            precondition(position >= 0 && position < storage.count, "PlainColumn index out of range")
            makeUnique()
            yield &storage.base[position]
        }
    }

    /// Appends `n` elements that `write` initializes in full, through one pointer to the first.
    @inline(__always)
    mutating func appending<R>(_ n: Int, _ write: (UnsafeMutablePointer<Element>) -> R) -> R {
        let count = storage.count
        if !isKnownUniquelyReferenced(&storage) || storage.capacity - count < n {
            makeUnique(capacity: Swift.max(storage.capacity, count + n, 2 * count))
        }
        let result = write(storage.base + count)
        storage.count = count + n
        return result
    }

    /// `appending(_:_:)` for a caller that knows the storage is this column's alone (the solver's
    /// one check per `add`, `SolverStorage.claimColumns()`): the capacity is checked, the
    /// uniqueness only in debug builds.
    @inline(__always)
    mutating func appendingClaimed<R>(_ n: Int, _ write: (UnsafeMutablePointer<Element>) -> R) -> R {
        assert(isKnownUniquelyReferenced(&storage), "PlainColumn written as claimed while shared")
        let count = storage.count
        if storage.capacity &- count < n { makeUnique(capacity: Swift.max(count &+ n, 2 &* count)) }
        let result = write(storage.base + count)
        storage.count = count &+ n
        return result
    }

    /// The elements as a mutable buffer for a caller that knows the storage is this column's
    /// alone (as `appendingClaimed`).
    @inline(__always)
    mutating func withClaimedBuffer<R>(_ body: (UnsafeMutableBufferPointer<Element>) -> R) -> R {
        assert(isKnownUniquelyReferenced(&storage), "PlainColumn written as claimed while shared")
        return body(UnsafeMutableBufferPointer(start: storage.base, count: storage.count))
    }

    /// Whether the storage is this column's alone (debug checks of the claim above).
    mutating func isUnique() -> Bool { isKnownUniquelyReferenced(&storage) }

    /// Makes the storage this column's alone (a copy if it is shared), capacity kept.
    @inline(__always)
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy(capacity: storage.capacity) }
    }

    /// The elements as a mutable buffer, valid inside `body` (the storage made this column's first).
    mutating func withUnsafeMutableBufferPointer<R>(_ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R {
        makeUnique()
        var buffer = UnsafeMutableBufferPointer(start: storage.base, count: storage.count)
        return try body(&buffer)
    }

    /// Appends `count` copies of `element` (one check, one fill).
    mutating func append(repeating element: Element, count n: Int) {
        appending(n) { $0.initialize(repeating: element, count: n) }
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        appending(1) { $0.initialize(to: element) }
    }

    mutating func reserveCapacity(_ n: Int) {
        if storage.capacity < n || !isKnownUniquelyReferenced(&storage) { makeUnique(capacity: Swift.max(n, storage.capacity)) }
    }

    /// Room for `n` more elements than there are.
    mutating func grow(by n: Int) {
        if capacity < count + n { reserveCapacity(count + n) }
    }

    mutating func replaceSubrange<C: Collection>(_ range: Range<Int>, with new: C) where C.Element == Element {
        precondition(range.lowerBound >= 0 && range.upperBound <= storage.count, "PlainColumn range out of bounds")
        let tail = Array(self[range.upperBound...])
        let replacement = Array(new)
        let newCount = range.lowerBound + replacement.count + tail.count
        makeUnique(capacity: Swift.max(storage.capacity, newCount))
        let base = storage.base
        for (k, element) in replacement.enumerated() { base[range.lowerBound + k] = element }
        for (k, element) in tail.enumerated() { base[range.lowerBound + replacement.count + k] = element }
        storage.count = newCount
    }

    /// The elements as a buffer, valid inside `body` (`self`, and so its storage, is held for the call).
    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: storage.base, count: storage.count))
    }

    /// Makes the storage this column's alone, with room for `capacity` elements.
    private mutating func makeUnique(capacity: Int) {
        if !isKnownUniquelyReferenced(&storage) {
            storage = storage.copy(capacity: capacity)
        } else if storage.capacity < capacity {
            storage.outgrown = true
            storage = storage.copy(capacity: capacity)
        }
    }
}

extension PlainColumn: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Element...) {
        self.init()
        append(contentsOf: elements)
    }
}

extension PlainColumn<PooledTerm> {
    /// Appends a constraint's terms as written (one uniqueness and capacity check for all of them).
    @inline(__always)
    mutating func appendPooled(_ terms: UnsafeBufferPointer<Term>) {
        appending(terms.count) { pooled in
            for k in terms.indices {
                (pooled + k).initialize(to: PooledTerm(variable: Int32(truncatingIfNeeded: terms[k].variable.index),
                                                       coefficient: terms[k].coefficient))
            }
        }
    }

    @inline(__always)
    mutating func appendPooledClaimed(_ terms: UnsafeBufferPointer<Term>) {
        appendingClaimed(terms.count) { pooled in
            for k in terms.indices {
                (pooled + k).initialize(to: PooledTerm(variable: Int32(truncatingIfNeeded: terms[k].variable.index),
                                                       coefficient: terms[k].coefficient))
            }
        }
    }
}
