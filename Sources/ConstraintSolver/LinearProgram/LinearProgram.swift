/// The rows of the linear program over free parameters, in pools (no allocation per row).
///
/// Invariants (`SolverStorage.checkInvariants`): an active row's terms are free parameters
/// (`variableStates[v].definition < 0`), distinct and sorted; its constraint's role is `.lpRow` of that row;
/// every `used` entry of an active row is linked into its record's list (`recordUseHead`).
struct LinearProgram: Sendable {
    var rows: [LPRow] = []
    /// The rows' terms over free parameters (sorted by parameter within a row), in one pool.
    var symbols: [Int32] = []
    var coefficients: [Double] = []
    /// The program records each row was expanded through, with their multiples, in one pool.
    var usedRecords: [Int32] = []
    var usedWeights: [Double] = []
    /// For each used entry: its row, and the next entry of the same record (-1: none);
    /// `recordUseHead[record]` starts each record's list. Lets a changed or removed definition
    /// reach exactly the rows expanded through it.
    var usedRow: [Int32] = []
    var usedNext: [Int32] = []
    /// Grown only when a use is linked (most records are never expanded into a row): a record
    /// at or past its end has no uses.
    var recordUseHead: [Int32] = []
    /// Restricted symbols handed out so far (two per row: `LPRow.auxiliary0`).
    var auxiliaryCount = 0
    /// Parameter-free rows whose constant changed since the last violation check.
    var changedFreeRows: [Int] = []
}

extension LinearProgram {
    /// The first used entry of record `r`'s list (-1: none).
    func useHead(of r: Int) -> Int32 { r < recordUseHead.count ? recordUseHead[r] : -1 }

    mutating func setUseHead(of r: Int, to u: Int32) {
        if r >= recordUseHead.count {
            recordUseHead.append(contentsOf: repeatElement(-1, count: r + 1 - recordUseHead.count))
        }
        recordUseHead[r] = u
    }
}

/// The linear program split into independent components, and where their tableaux live.
///
/// Invariants (`SolverStorage.checkInvariants`): each live component's row and parameter lists
/// hold `rowCount` and `parameterCount` entries; every parameter on a list has `componentOf`
/// equal to that component; a component is queued in `pending` at most once (`isQueued`).
struct Partition: Sendable {
    var components: [Component] = []
    /// The component of each variable (-1: none).
    var componentOf: [Int32] = []
    /// The next parameter of the same component (a linked list per component), or -1.
    var nextParameter: [Int32] = []
    /// Components to re-solve or read back at the next solve (each once: `Component.isQueued`).
    var pending: [Int32] = []
    /// The tableaux kept for components (`Component.tableauSlot`), and the free slots.
    var tableaux: [ComponentTableau] = []
    var freeTableauSlots: [Int32] = []
    /// Parameter values of solved components whose tableau was not kept, until they are read.
    var solvedValues: [Double] = []
    /// The walk state of the last one-parameter component a row joined (`OneParameterWalk`).
    var oneParameterWalk: OneParameterWalk? = nil
    /// The tableau small components are solved in (reused: no allocation per component).
    var scratchTableau = DenseTableau()
    /// A component's row list while it is solved (reused: no allocation per solve).
    var rowScratch: [Int] = []
}
