import Testing
@testable import ConstraintSolver

/// The memory dropped solvers keep for the next ones (`ColumnMemory`): bounded, best fit, and
/// invisible to the answers.
@Suite("Solver: kept column memory")
struct ColumnMemoryTests {
    static func block(_ bytes: Int) -> ColumnMemory.Block {
        ColumnMemory.Block(base: .allocate(byteCount: bytes, alignment: ColumnMemory.alignment), bytes: bytes)
    }

    @Test("a request takes the smallest kept block of its size to twice its size")
    func bestFit() {
        let cache = ColumnMemory.Cache(slots: 8, keptLimit: 1 << 30)
        let sizes = [100_000, 300_000, 200_000, 150_000]
        for size in sizes { #expect(cache.keep(Self.block(size))) }
        #expect(cache.take(140_000)?.bytes == 150_000)
        #expect(cache.take(140_000)?.bytes == 200_000)
        #expect(cache.take(140_000) == nil)  // 300,000 is more than twice 140,000
        #expect(cache.take(100_000)?.bytes == 100_000)
        #expect(cache.keptBytes == 300_000)
        for block in cache.takeAll() { block.base.deallocate() }
        #expect(cache.blocks.isEmpty && cache.keptBytes == 0)
    }

    @Test("no more blocks than slots and no more bytes than the limit are kept")
    func bounded() {
        let cache = ColumnMemory.Cache(slots: 2, keptLimit: 250_000)
        let first = Self.block(100_000), second = Self.block(100_000), third = Self.block(100_000)
        #expect(cache.keep(first))
        #expect(cache.keep(second))
        #expect(!cache.keep(third))  // no slot left
        third.base.deallocate()
        _ = cache.take(100_000).map { $0.base.deallocate() }
        let large = Self.block(200_000)
        #expect(!cache.keep(large))  // 100,000 + 200,000 is over the limit
        large.base.deallocate()
        for block in cache.takeAll() { block.base.deallocate() }
    }

    /// A chain of `count` variables, each `1.1 ×` the one before `+ 0.7`: the bits of its values.
    static func chainBits(_ count: Int) throws -> [UInt64] {
        var s = Solver()
        let v = s.makeVariables(count)
        try s.add(Expression(v[0]), .equal, 1.0 / 3)
        for i in 1..<v.count {
            try s.add(Expression(v[i]), .equal, Expression(v[i - 1]) * 1.1 + 0.7)
        }
        return s.values().map(\.bitPattern)
    }

    /// Solvers built one after another in the same process, each in memory the previous one
    /// kept (stale contents included), give the same bits.
    @Test("a solver built in kept memory gives the same bits")
    func sameBitsInKeptMemory() throws {
        let first = try Self.chainBits(20_000)
        for _ in 0..<3 { #expect(try Self.chainBits(20_000) == first) }
    }

    /// Solvers built and dropped on several threads at once take and give back blocks
    /// concurrently; each still gets memory of its own.
    @Test("solvers built on several threads at once give the same bits")
    func sameBitsConcurrently() async throws {
        let expected = try Self.chainBits(20_000)
        let results = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask { try (0..<3).allSatisfy { _ in try Self.chainBits(20_000) == expected } }
            }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results == Array(repeating: true, count: 8))
    }
}
