import Dispatch

/// One scene (storyboard) or top-level view (xib) to lay out: what `IBLayout` needs besides the document.
struct SceneJob: Sendable {
    typealias Root = (index: Int, controller: IBViewController?)
    let id: String
    let name: String
    let location: IBSourceLocation
    let roots: [Root]
    let sceneIndex: Int?
}

/// Independent pieces of work run on every core, their results returned in the items' order, so
/// the output is the same whatever the scheduling. Scenes of a document are such work: each is laid
/// out in its own view hierarchy with its own solver, and they share only the document and its
/// per-document choices, values nothing changes; so are the files of a run. The work must share
/// nothing mutable (the `Sendable` requirements say so to the compiler).
package enum ConcurrentWork {
    package static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], _ transform: @escaping @Sendable (Item) -> Result
    ) -> [Result] {
        guard items.count > 1 else { return items.map(transform) }
        let slots = ResultSlots<Result>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { position in
            slots.store(transform(items[position]), at: position)
        }
        return slots.collected()
    }
}

/// One slot per item, each written by exactly one iteration and read after all have finished.
/// Raw memory, not an array: writes to different elements of one array from several threads would
/// be overlapping accesses to the array itself.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Result?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func store(_ result: Result, at position: Int) {
        (slots + position).pointee = result
    }

    func collected() -> [Result] {
        (0..<count).map { position in
            guard let result = slots[position] else { preconditionFailure("item \(position) was not computed") }
            return result
        }
    }
}
