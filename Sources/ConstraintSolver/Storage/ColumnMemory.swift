#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The memory of large columns (`PlainColumn`), kept when a solver is dropped and handed to the
/// next solver that asks for a block of about the same size.
///
/// Why: a fresh solver writes about 160 bytes per constraint into memory the kernel has to map
/// page by page, and on the machines measured each of those page faults cost 1–2.6 µs: more than
/// half of building `chain-10000` (1,205 faults, ≈ 1.65 of 2.9 ms). glibc hands large blocks back
/// to the system when they are freed, so every solver paid them again. A process that builds one
/// solver after another (`check` over many scenes, the layout snapshot tests, the benchmark's
/// repeated runs) now pays them once.
///
/// Bounded, so a dropped solver cannot hold much memory: blocks from `minimumBytes` to
/// `largestBytes`, at most `keptLimit` bytes in all, at most `slots` blocks. A block outgrown by
/// its column is freed, not kept (the column still lives; keeping both would raise its peak).
/// The contents of a block are stale, which no column can see: a column initializes every
/// element before its count covers it.
enum ColumnMemory {
    static let minimumBytes = 64 << 10
    static let largestBytes = 32 << 20
    static let keptLimit = 64 << 20
    static let slots = 32
    /// Blocks are aligned for any element a column holds (`Double`, `Int32`, the solver's records).
    static let alignment = 16

    private struct Block {
        var base: UnsafeMutableRawPointer
        var bytes: Int
    }

    /// The kept blocks and the lock around them (solvers are built on any thread).
    private final class Cache: @unchecked Sendable {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        var blocks: [Block] = []
        var keptBytes = 0

        init() {
            pthread_mutex_init(lock, nil)
            blocks.reserveCapacity(ColumnMemory.slots)
        }

        func withLock<R>(_ body: (Cache) -> R) -> R {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            return body(self)
        }
    }

    private static let cache = Cache()

    /// A block of at least `bytes` bytes, and its size: a kept one of at most twice the size
    /// asked (the smallest that fits), or fresh memory.
    static func allocate(bytes: Int) -> (base: UnsafeMutableRawPointer, bytes: Int) {
        if bytes >= minimumBytes && bytes <= largestBytes, let kept = take(bytes) {
            return (kept.base, kept.bytes)
        }
        return (UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: alignment), bytes)
    }

    /// Gives a block back: kept if it is of a kept size and there is room, freed otherwise.
    static func release(_ base: UnsafeMutableRawPointer, bytes: Int, keep: Bool = true) {
        if keep && bytes >= minimumBytes && bytes <= largestBytes {
            let kept = cache.withLock { cache in
                guard cache.blocks.count < slots && cache.keptBytes + bytes <= keptLimit else { return false }
                cache.blocks.append(Block(base: base, bytes: bytes))
                cache.keptBytes += bytes
                return true
            }
            if kept { return }
        }
        base.deallocate()
    }

    /// Frees every kept block.
    static func releaseAll() {
        let blocks = cache.withLock { cache in
            defer { cache.blocks.removeAll(keepingCapacity: true); cache.keptBytes = 0 }
            return cache.blocks
        }
        for block in blocks { block.base.deallocate() }
    }

    private static func take(_ bytes: Int) -> Block? {
        cache.withLock { cache in
            var best = -1
            for (k, block) in cache.blocks.enumerated() where block.bytes >= bytes && block.bytes / 2 <= bytes {
                if best < 0 || block.bytes < cache.blocks[best].bytes { best = k }
            }
            guard best >= 0 else { return nil }
            cache.keptBytes -= cache.blocks[best].bytes
            return cache.blocks.swapRemoveAt(best)
        }
    }
}

private extension Array {
    /// Removes element `k` in O(1) by moving the last one into its place.
    mutating func swapRemoveAt(_ k: Int) -> Element {
        swapAt(k, count - 1)
        return removeLast()
    }
}
