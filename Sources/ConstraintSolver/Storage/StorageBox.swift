/// The solver's engine in a box shared by copies of a `Solver` until one of them changes
/// (`Solver.storage`): one uniqueness check per mutating call, on the box, instead of one per
/// array a call writes.
///
/// It is what lets `add`'s direct path (`addDirectDefinition`, the path most constraints of a
/// layout take) write the five columns it appends to — variable states, term pool, entries,
/// program records and record terms — without checking each one's uniqueness, a call into the
/// runtime each (Benchmarks/README.md, branch speed30). That is sound because of one invariant:
/// **the claimed columns of the storage in a box that only one `Solver` holds are referenced by
/// that storage alone.** It holds because
/// - a box is copied only when a `Solver` about to change shares it (`Solver.storage`'s
///   `_modify`), and the copy takes fresh copies of the claimed columns at once
///   (`separateColumns()`), so the old box's columns are again its storage's alone;
/// - the solver never keeps a column, or a copy of the storage, across a direct definition
///   (the one copy of the storage it makes, `explainConstantConflict`'s, lives inside a
///   non-mutating call, and the copy itself never takes the direct path);
/// - other writes to the columns go through their own copy-on-write checks as before.
/// Debug builds check the invariant at every direct definition (`columnsAreUnique()`).
@usableFromInline
final class StorageBox: @unchecked Sendable {
    // Accessed only through `Solver.storage`, which yields it for one call at a time: the
    // dynamic exclusivity check of a class property would cost more than the checks it replaces.
    @exclusivity(unchecked) @usableFromInline var storage: SolverStorage

    @usableFromInline init() { storage = SolverStorage() }

    /// A copy of `other`'s storage that owns its claimed columns.
    @usableFromInline init(copying other: StorageBox) {
        storage = other.storage
        storage.separateColumns()
    }
}

extension SolverStorage {
    /// Makes every column the direct path writes this storage's alone (copies of the shared ones).
    mutating func separateColumns() {
        variableStates.makeUnique()
        termPool.makeUnique()
        entries.makeUnique()
        program.records.makeUnique()
        program.recordTerms.makeUnique()
    }

    /// Whether every column the direct path writes is this storage's alone (debug checks).
    mutating func columnsAreUnique() -> Bool {
        variableStates.isUnique() && termPool.isUnique() && entries.isUnique() && program.records.isUnique()
            && program.recordTerms.isUnique()
    }
}
