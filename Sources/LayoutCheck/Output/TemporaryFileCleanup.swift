import Foundation
import Synchronization

/// The temporary files that exist by name while a file is being replaced, removed if the run is
/// interrupted (Ctrl-C, a cancelled CI job's SIGTERM, a closed terminal's SIGHUP, a reader that went
/// away: SIGPIPE), so an interrupted run leaves no `.NAME.…tmp` beside the file it was writing.
///
/// A signal handler may only call async-signal-safe functions, so the names live in fixed slots of
/// raw memory claimed and released with atomics; the handler `unlink`s every claimed name, then
/// restores the default action and raises the signal again, so the run still ends as it would have
/// (the shell sees "killed by SIGTERM"). Signals a parent set to be ignored (`nohup`) stay ignored.
enum TemporaryFileCleanup {
    static let slotCount = 8
    static let slotSize = Int(PATH_MAX) + 1
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE]

    /// A claimed slot; `release` it once the name no longer exists (renamed or unlinked).
    struct Registration {
        fileprivate let slot: Int
    }

    /// Records `path` so an interrupting signal unlinks it; nil when every slot is taken or the
    /// path is too long (the write then goes on, as before, without the guard).
    static func register(_ path: String) -> Registration? {
        installHandlersOnce
        let bytes = path.utf8.map { CChar(bitPattern: $0) }
        guard bytes.count < slotSize, !bytes.contains(0) else { return nil }
        for slot in 0..<slotCount where states[slot].compareExchange(expected: free, desired: filling,
                                                                     ordering: .acquiring).exchanged {
            let start = names + slot * slotSize
            bytes.withUnsafeBufferPointer { start.update(from: $0.baseAddress!, count: bytes.count) }
            start[bytes.count] = 0
            states[slot].store(claimed, ordering: .releasing)
            return Registration(slot: slot)
        }
        return nil
    }

    static func release(_ registration: Registration?) {
        guard let registration else { return }
        states[registration.slot].store(free, ordering: .releasing)
    }

    private static let free = 0, filling = 1, claimed = 2
    nonisolated(unsafe) private static let states: UnsafeMutablePointer<Atomic<Int>> = {
        let pointer = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: slotCount)
        for slot in 0..<slotCount { (pointer + slot).initialize(to: Atomic(free)) }
        return pointer
    }()
    nonisolated(unsafe) private static let names: UnsafeMutablePointer<CChar> = .allocate(capacity: slotCount * slotSize)

    private static let installHandlersOnce: Void = {
        _ = states
        _ = names
        for signal in signals {
            var previous = sigaction()
            guard sigaction(signal, nil, &previous) == 0, PlatformFileCalls.isDefaultAction(previous) else { continue }
            var action = sigaction()
            PlatformFileCalls.setHandler(&action) { signal in TemporaryFileCleanup.removeAndReraise(signal) }
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
    }()

    /// In the signal handler: only `unlink`, `signal` and `raise` (async-signal-safe).
    private static func removeAndReraise(_ signal: Int32) {
        for slot in 0..<slotCount where states[slot].load(ordering: .acquiring) == claimed {
            unlink(names + slot * slotSize)
        }
        Foundation.signal(signal, SIG_DFL)
        raise(signal)
    }
}
