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
    /// For each symbol, rows that may hold it: a superset (entries go stale when terms cancel),
    /// so every candidate is still checked. Lets a pivot visit the rows holding its symbol
    /// instead of searching every row. Built on first use (`indexed`), since `DenseTableau.sparse`
    /// fills `rows` directly.
    private var candidates: [Int: [Int32]] = [:]
    private var indexed = false

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

    /// Builds the candidate index from the rows (once).
    private mutating func ensureIndex() {
        guard !indexed else { return }
        indexed = true
        candidates = [:]
        for i in rows.indices { noteRow(i, holds: rows[i]) }
    }

    /// Records that row `i` may hold the symbols of `e`.
    private mutating func noteRow(_ i: Int, holds e: SparseRow) {
        let row = Int32(i)
        for s in e.symbols {
            if candidates[s]?.last == row { continue }
            candidates[s, default: []].append(row)
        }
    }

    /// The rows holding `symbol`, in increasing order (every row a full search would find).
    private func rows(holding symbol: Int) -> [Int] {
        guard var list = candidates[symbol], !list.isEmpty else { return [] }
        list.sort()
        var result: [Int] = []
        result.reserveCapacity(list.count)
        var previous: Int32 = -1
        for r in list where r != previous {
            previous = r
            if rows[Int(r)].position(of: symbol) != nil { result.append(Int(r)) }
        }
        return result
    }

    /// `row[i] := row[i] with symbol replaced by e`, for the rows holding `symbol` (which then
    /// holds none: the index forgets it).
    private mutating func substituteEverywhere(_ symbol: Int, with e: SparseRow, except r: Int) {
        ensureIndex()
        let holding = rows(holding: symbol)
        candidates[symbol] = nil
        for i in holding where i != r {
            rows[i].substitute(symbol, with: e)
            noteRow(i, holds: e)
        }
    }

    /// Makes `symbol` basic using the relation `0 = expression`, and substitutes it everywhere.
    private mutating func enterBasis(_ symbol: Int, from expression: SparseRow) {
        var e = expression
        let c = e.remove(symbol)
        e.scale(by: -1 / c)
        substituteEverywhere(symbol, with: e, except: -1)
        for l in objective.indices where objective[l].position(of: symbol) != nil {
            objective[l].substitute(symbol, with: e)
        }
        rowOf[symbol] = rows.count
        basics.append(symbol)
        rows.append(e)
        noteRow(rows.count - 1, holds: e)
    }

    /// Pivots `entering` into the basis in place of row `r`'s basic symbol.
    mutating func pivot(row r: Int, entering: Int) {
        var e = rows[r]
        let leaving = basics[r]
        let c = e.remove(entering)
        e.add(-1, leaving)
        e.scale(by: -1 / c)
        substituteEverywhere(entering, with: e, except: r)
        for l in objective.indices where objective[l].position(of: entering) != nil {
            objective[l].substitute(entering, with: e)
        }
        rowOf[leaving] = nil
        rowOf[entering] = r
        basics[r] = entering
        rows[r] = e
        noteRow(r, holds: e)
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

    /// `lexNegativeColumns().min()` without a hash set: a symbol is decided at the first
    /// level whose row holds it, so it counts where it is negative and no earlier row holds it
    /// (a binary search in each of the few earlier levels).
    func lowestLexNegativeColumn() -> Int? {
        var best: Int? = nil
        for l in objective.indices {
            let row = objective[l]
            for k in row.symbols.indices where row.coefficients[k] < -Tolerance.zero {
                let s = row.symbols[k]
                guard !Tableau.isParameter(s), best == nil || s < best! else { continue }
                var decidedEarlier = false
                for earlier in 0..<l where objective[earlier].position(of: s) != nil {
                    decidedEarlier = true
                    break
                }
                if !decidedEarlier { best = s }
            }
        }
        return best
    }

    /// Primal simplex with Bland's rule on the lexicographic objective.
    /// - Complexity: finite (Bland's rule); capped defensively so that no input can spin.
    mutating func optimize() {
        var budget = 64 * (rows.count + 8) * max(1, levels.count) + 10_000
        while budget > 0 {
            budget -= 1
            guard let entering = lowestLexNegativeColumn() else { return }
            var best: Int? = nil
            var bestRatio = Double.infinity
            // Rows without `entering` have coefficient 0 and are skipped by the test below, so
            // visiting only the rows that hold it (in the same increasing order) is the same scan.
            ensureIndex()
            for i in rows(holding: entering) where !Tableau.isParameter(basics[i]) {
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
            if indexed { noteRow(rows.count - 1, holds: other.rows[i]) }
        }
        for (l, p) in other.levels.enumerated() {
            let mine = ensureLevel(p)
            objective[mine].add(other.objective[l], times: 1)
        }
    }
}
