/// A simplex tableau in solved form with a lexicographic objective (one row per strength).
///
/// Symbols `>= 0` are free parameters (unrestricted); negative symbols are restricted
/// auxiliaries (slacks and errors, `>= 0`). Invariants: free parameters never leave the basis,
/// and a nonbasic parameter appears only in rows whose basic symbol is a parameter.
struct Tableau: Sendable {
    var basics: [Int] = []
    var rows: [SparseRow] = []
    var rowOf: [Int: Int] = [:]
    /// Strength priorities of the objective levels, highest first.
    var levels: [Double] = []
    var objective: [SparseRow] = []

    static func isParameter(_ symbol: Int) -> Bool { symbol >= 0 }

    func level(of priority: Double) -> Int? { levels.firstIndex(of: priority) }

    mutating func ensureLevel(_ priority: Double) -> Int {
        if let i = levels.firstIndex(of: priority) { return i }
        let i = levels.firstIndex(where: { $0 < priority }) ?? levels.count
        levels.insert(priority, at: i)
        objective.insert(SparseRow(), at: i)
        return i
    }

    /// Expresses `row` in terms of nonbasic symbols.
    func substituteBasics(_ row: inout SparseRow) {
        // Rows hold nonbasic symbols only, so one pass over the original symbols suffices.
        let basicSymbols = row.symbols.filter { rowOf[$0] != nil }
        for s in basicSymbols { row.substitute(s, with: rows[rowOf[s]!]) }
    }

    /// Inserts the constraint `0 = expression`, whose `auxiliaries` are fresh restricted symbols
    /// with the given objective costs (`nil` for a slack). Keeps the basis feasible.
    mutating func insert(_ expression: SparseRow, auxiliaries: [(symbol: Int, level: Double?)]) {
        for aux in auxiliaries {
            if let priority = aux.level {
                let l = ensureLevel(priority)
                objective[l].add(1, aux.symbol)
            }
        }
        var e = expression
        substituteBasics(&e)
        if let p = e.symbols.firstIndex(where: Tableau.isParameter) {
            enterBasis(e.symbols[p], from: e)
            return
        }
        for aux in auxiliaries {
            let c = e.coefficient(of: aux.symbol)
            guard c != 0 else { continue }
            if -e.constant / c >= 0 {
                enterBasis(aux.symbol, from: e)
                return
            }
        }
        // Unreachable with the auxiliaries every constraint carries; keep the row as-is.
        if let s = e.symbols.first { enterBasis(s, from: e) }
    }

    /// Makes `symbol` basic using the relation `0 = expression`, and substitutes it everywhere.
    private mutating func enterBasis(_ symbol: Int, from expression: SparseRow) {
        var e = expression
        let c = e.remove(symbol)
        e.scale(by: -1 / c)
        for i in rows.indices where rows[i].position(of: symbol) != nil {
            rows[i].substitute(symbol, with: e)
        }
        for l in objective.indices where objective[l].position(of: symbol) != nil {
            objective[l].substitute(symbol, with: e)
        }
        rowOf[symbol] = rows.count
        basics.append(symbol)
        rows.append(e)
    }

    /// Pivots `entering` into the basis in place of row `r`'s basic symbol.
    mutating func pivot(row r: Int, entering: Int) {
        var e = rows[r]
        let leaving = basics[r]
        let c = e.remove(entering)
        e.add(-1, leaving)
        e.scale(by: -1 / c)
        for i in rows.indices where i != r && rows[i].position(of: entering) != nil {
            rows[i].substitute(entering, with: e)
        }
        for l in objective.indices where objective[l].position(of: entering) != nil {
            objective[l].substitute(entering, with: e)
        }
        rowOf[leaving] = nil
        rowOf[entering] = r
        basics[r] = entering
        rows[r] = e
    }

    /// The lexicographic sign of each objective column: the sign at the highest level where it is nonzero.
    func lexNegativeColumns() -> [Int] {
        var decided: Set<Int> = []
        var negative: [Int] = []
        for row in objective {
            for k in row.symbols.indices where !decided.contains(row.symbols[k]) {
                let s = row.symbols[k]
                decided.insert(s)
                if row.coefficients[k] < -Tolerance.zero && !Tableau.isParameter(s) { negative.append(s) }
            }
        }
        return negative
    }

    /// Primal simplex with Bland's rule on the lexicographic objective.
    /// - Complexity: finite (Bland's rule); capped defensively so that no input can spin.
    mutating func optimize() {
        var budget = 64 * (rows.count + 8) * max(1, levels.count) + 10_000
        while budget > 0 {
            budget -= 1
            guard let entering = lexNegativeColumns().min() else { return }
            var best: Int? = nil
            var bestRatio = Double.infinity
            for i in rows.indices where !Tableau.isParameter(basics[i]) {
                let c = rows[i].coefficient(of: entering)
                guard c < -Tolerance.zero else { continue }
                let ratio = max(0, rows[i].constant) / -c
                if ratio < bestRatio - Tolerance.zero
                    || (abs(ratio - bestRatio) <= Tolerance.zero && basics[i] < basics[best!]) {
                    best = i
                    bestRatio = ratio
                }
            }
            guard let leave = best else { return }
            pivot(row: leave, entering: entering)
        }
    }

    /// The value of a symbol in the current basic solution (nonbasic symbols are 0).
    func value(of symbol: Int) -> Double {
        guard let r = rowOf[symbol] else { return 0 }
        return rows[r].constant
    }

    /// The total error at the required level (0 when every required row holds).
    var requiredError: Double {
        guard let l = levels.firstIndex(of: 1000) else { return 0 }
        return objective[l].constant
    }

    /// Adds the rows and objective of a tableau over disjoint symbols.
    mutating func absorb(_ other: Tableau) {
        for (i, s) in other.basics.enumerated() {
            rowOf[s] = rows.count
            basics.append(s)
            rows.append(other.rows[i])
        }
        for (l, p) in other.levels.enumerated() {
            let mine = ensureLevel(p)
            objective[mine].add(other.objective[l], times: 1)
        }
    }
}
