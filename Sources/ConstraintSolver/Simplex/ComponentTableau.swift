/// One component's tableau: dense while it is small, sparse once it outgrows
/// `DenseTableau.maximumColumns`. Both make the same pivoting choices, so which one holds a
/// component changes speed, not answers.
struct ComponentTableau: Sendable {
    var isDense = true
    var dense = DenseTableau()
    var sparseTableau = Tableau()
    /// The most symbols kept dense (tests lower it to 0 to compare against the sparse tableau).
    var denseLimit = DenseTableau.maximumColumns

    /// An empty tableau for about `symbolCount` symbols.
    init(expectedSymbols symbolCount: Int = 0, denseLimit: Int = DenseTableau.maximumColumns) {
        self.denseLimit = denseLimit
        isDense = symbolCount <= denseLimit
    }

    /// Room for a tableau of about this size (avoids regrowing while a component is rebuilt).
    mutating func reserve(rows: Int, symbols: Int) {
        if isDense { dense.reserve(rows: rows, symbols: symbols) }
    }

    /// Inserts the LP row `terms + constant − aux₀ + aux₁ = 0`; its terms are at
    /// `row.terms` in the pools `symbols`/`coefficients`.
    mutating func insert(_ row: LPRow, symbols: [Int32], coefficients: [Double]) {
        let levels: (Double?, Double?) = row.isInequality ? (nil, row.priority) : (row.priority, row.priority)
        if isDense && dense.symbols.count + Int(row.termCount) + 2 > denseLimit { makeSparse() }
        if isDense {
            dense.insert(row, symbols: symbols, coefficients: coefficients, levels: levels)
        } else {
            var e = SparseRow(constant: row.constant)
            for t in row.terms {
                e.symbols.append(Int(symbols[t]))
                e.coefficients.append(coefficients[t])
            }
            e.add(-1, row.auxiliary0)
            e.add(1, row.auxiliary1)
            sparseTableau.insert(e, auxiliaries: [(row.auxiliary0, levels.0), (row.auxiliary1, levels.1)])
        }
    }

    mutating func optimize() {
        if isDense { dense.optimize() } else { sparseTableau.optimize() }
    }

    func value(of symbol: Int) -> Double {
        isDense ? dense.value(of: symbol) : sparseTableau.value(of: symbol)
    }

    var requiredError: Double { isDense ? dense.requiredError : sparseTableau.requiredError }

    /// The tableau as sparse rows (for the face analysis).
    var sparse: Tableau { isDense ? dense.sparse : sparseTableau }

    mutating func makeSparse() {
        guard isDense else { return }
        sparseTableau = dense.sparse
        dense = DenseTableau()
        isDense = false
    }

    /// Adds a tableau over disjoint symbols.
    mutating func absorb(_ other: ComponentTableau) {
        if isDense && other.isDense && dense.symbols.count + other.dense.symbols.count <= denseLimit {
            dense.absorb(other.dense)
            return
        }
        makeSparse()
        sparseTableau.absorb(other.sparse)
    }
}
