/// A constraint written over free parameters: `terms + constant (== | >=) 0`.
/// Terms and used records live in the storage's pools (no allocation per row).
struct LPRow: Sendable {
    private var constraint32: Int32
    private var component32: Int32
    var termStart: Int32
    var termCount: Int32
    var usedStart: Int32
    var usedCount: Int32
    /// The row's constant (sign applied).
    var constant: Double
    /// +1, or -1 when a `<=` constraint was negated into `>=` (terms and constant are negated).
    var sign: Double
    var priority: Double
    /// The restricted symbols owned by the row, `auxiliary0` and `auxiliary0 - 1`:
    /// `e+, e-` for equalities, `slack, e` for inequalities.
    var auxiliary0: Int
    /// The next row of the same component (a linked list per component), or -1.
    var next: Int32 = -1
    var isInequality: Bool
    var isActive = true

    init(constraint: Int, termStart: Int32, termCount: Int32, usedStart: Int32, usedCount: Int32, constant: Double,
         sign: Double, priority: Double, auxiliary0: Int, component: Int, isInequality: Bool) {
        constraint32 = Int32(constraint)
        component32 = Int32(component)
        self.termStart = termStart
        self.termCount = termCount
        self.usedStart = usedStart
        self.usedCount = usedCount
        self.constant = constant
        self.sign = sign
        self.priority = priority
        self.auxiliary0 = auxiliary0
        self.isInequality = isInequality
    }

    var constraint: Int { Int(constraint32) }
    /// `component` of a pendant row (`SolverStorage+Pendant.swift`).
    static let pendant = -2
    /// The component holding the row, -1 for a row without parameters, or `pendant`.
    var component: Int {
        get { Int(component32) }
        set { component32 = Int32(newValue) }
    }
    var auxiliary1: Int { auxiliary0 - 1 }
    var terms: Range<Int> { Int(termStart)..<Int(termStart + termCount) }
    var used: Range<Int> { Int(usedStart)..<Int(usedStart + usedCount) }
}

/// An independent part of the linear program: rows that share parameters, and their tableau.
/// Rows and parameters are linked lists through `LPRow.next` and `SolverStorage.nextParameter`,
/// so merging two components is O(1).
///
/// A small component's tableau is not kept once solved: it is a pure function of the rows
/// (`SolverStorage.buildTableau`), so it is rebuilt, bit for bit, when it is needed again
/// (`SolverStorage+Tableaux.swift`). Thousands of two-label components then cost a few
/// dozen bytes each instead of a dense matrix and nine arrays.
struct Component: Sendable {
    var firstRow: Int32 = -1
    var lastRow: Int32 = -1
    var rowCount: Int32 = 0
    var parameterCount: Int32 = 0
    var firstParameter: Int32 = -1
    var lastParameter: Int32 = -1
    /// Where the kept tableau is in `SolverStorage.tableaux`, or -1 (none kept).
    var tableauSlot: Int32 = -1
    /// Where the solved parameter values wait in `SolverStorage.solvedValues` (tableau not kept).
    var solvedValuesStart: Int32 = -1
    /// The required level's error at the last solve (tableau not kept).
    var solvedRequiredError = 0.0
    /// Where the closed form for one parameter (`SolverStorage+OneParameter.swift`) started
    /// when it solved the component, or NaN (solved otherwise, or not yet).
    var closedFormStart = Double.nan
    /// Whether that start was the first row's breakpoint (a fresh solve, not a row joining).
    var closedFormStartsAtFirstRow = false
    var isDirty = true
    /// Dirty only because a required row's solve was put off (`defersRequiredSolves`): the
    /// fresh build that solve would have made is made later, or not at all when something
    /// dirties the component anyway (see `addRow`).
    var solveDeferred = false
    var valuesStale = true
    var isAlive = true
    /// Whether the component is in `partition.pending`.
    var isQueued = false
    /// How many of the rows (in creation order) the tableau was built from, when the later
    /// rows were then inserted one at a time (`attach`) and the tableau was not kept
    /// (`SolverStorage.dropInsertedTableau`); -1: built from all rows. Only read while no
    /// tableau is kept and the component is solved.
    var replayBase: Int8 = -1
}
