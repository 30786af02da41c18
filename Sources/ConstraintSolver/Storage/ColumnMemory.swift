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

    struct Block {
        var base: UnsafeMutableRawPointer
        var bytes: Int
    }

    /// Kept blocks and the lock around them (solvers are built on any thread). One is shared by
    /// the process; tests make their own.
    final class Cache: @unchecked Sendable {
        private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private(set) var blocks: [Block] = []
        private(set) var keptBytes = 0
        let slots: Int
        let keptLimit: Int

        init(slots: Int = ColumnMemory.slots, keptLimit: Int = ColumnMemory.keptLimit) {
            self.slots = slots
            self.keptLimit = keptLimit
            pthread_mutex_init(lock, nil)
            blocks.reserveCapacity(slots)
        }

        private func withLock<R>(_ body: () -> R) -> R {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            return body()
        }

        /// Keeps `block` if a slot and the byte limit allow; `false` leaves it to the caller.
        func keep(_ block: Block) -> Bool {
            withLock {
                guard blocks.count < slots && keptBytes + block.bytes <= keptLimit else { return false }
                blocks.append(block)
                keptBytes += block.bytes
                return true
            }
        }

        /// The smallest kept block of `bytes` to twice `bytes` (a larger one would hold memory
        /// the column never uses), removed from the cache.
        func take(_ bytes: Int) -> Block? {
            withLock {
                var best = -1
                for (k, block) in blocks.enumerated() where block.bytes >= bytes && block.bytes / 2 <= bytes {
                    if best < 0 || block.bytes < blocks[best].bytes { best = k }
                }
                guard best >= 0 else { return nil }
                keptBytes -= blocks[best].bytes
                blocks.swapAt(best, blocks.count - 1)
                return blocks.removeLast()
            }
        }

        /// Removes every kept block and returns them.
        func takeAll() -> [Block] {
            withLock {
                defer { blocks.removeAll(keepingCapacity: true); keptBytes = 0 }
                return blocks
            }
        }
    }

    static let shared = Cache()

    /// A block of at least `bytes` bytes, and its size: a kept one of at most twice the size
    /// asked, or fresh memory.
    static func allocate(bytes: Int) -> (base: UnsafeMutableRawPointer, bytes: Int) {
        if bytes >= minimumBytes && bytes <= largestBytes, let kept = shared.take(bytes) {
            return (kept.base, kept.bytes)
        }
        return (UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: alignment), bytes)
    }

    /// Gives a block back: kept if it is of a kept size and there is room, freed otherwise.
    static func release(_ base: UnsafeMutableRawPointer, bytes: Int, keep: Bool = true) {
        if keep && bytes >= minimumBytes && bytes <= largestBytes && shared.keep(Block(base: base, bytes: bytes)) { return }
        base.deallocate()
    }

    /// Frees every kept block.
    static func releaseAll() {
        for block in shared.takeAll() { block.base.deallocate() }
    }
}
