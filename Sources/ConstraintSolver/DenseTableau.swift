/// A small simplex tableau stored as one dense matrix: the algorithm of `Tableau` (same solved
/// form, same lexicographic objective, same Bland's-rule choices by global symbol number) without
/// a heap allocation per row or per pivot.
///
/// Layout-dependent scenes hold thousands of tiny components (a label's width between its
/// hugging and compression resistance, two labels sharing a row); for them the sparse rows'
/// allocation and hashing cost far more than the arithmetic. Components that grow past
/// `maximumColumns` symbols move to the sparse `Tableau`.
struct DenseTableau: Sendable {
    static let maximumColumns = 64

    /// Column → global symbol (parameters `>= 0`, auxiliaries `< 0`), in creation order.
    var symbols: [Int] = []
    var isBasicColumn: [Bool] = []
    /// Row → its basic symbol, and that symbol's column.
    var basics: [Int] = []
    var basicColumns: [Int] = []
    /// Row-major coefficients, `stride` columns per row; columns past `symbols.count` are zero.
    var cells: [Double] = []
    var constants: [Double] = []
    var stride = 0
    /// Strength priorities of the objective levels, highest first, and their rows.
    var levels: [Double] = []
    var objective: [Double] = []
    var objectiveConstants: [Double] = []

    var rowCount: Int { basics.count }

    func column(of symbol: Int) -> Int? {
        for c in symbols.indices where symbols[c] == symbol { return c }
        return nil
    }

    /// The column of `symbol`, appending a zero column when it is new.
    mutating func ensureColumn(_ symbol: Int) -> Int {
        if let c = column(of: symbol) { return c }
        if symbols.count == stride { grow(to: max(8, stride * 2)) }
        symbols.append(symbol)
        isBasicColumn.append(false)
        return symbols.count - 1
    }

    /// A zero column for a symbol the tableau does not hold yet.
    private mutating func appendColumn(_ symbol: Int) -> Int {
        if symbols.count == stride { grow(to: max(8, stride * 2)) }
        symbols.append(symbol)
        isBasicColumn.append(false)
        return symbols.count - 1
    }

    private mutating func grow(to newStride: Int) {
        func relaid(_ old: [Double], rows: Int) -> [Double] {
            var new = [Double](repeating: 0, count: rows * newStride)
            for r in 0..<rows {
                for c in 0..<stride { new[r * newStride + c] = old[r * stride + c] }
            }
            return new
        }
        cells = relaid(cells, rows: rowCount)
        objective = relaid(objective, rows: levels.count)
        stride = newStride
    }

    mutating func ensureLevel(_ priority: Double) -> Int {
        if let i = levels.firstIndex(of: priority) { return i }
        let i = levels.firstIndex(where: { $0 < priority }) ?? levels.count
        levels.insert(priority, at: i)
        objective.insert(contentsOf: repeatElement(0, count: stride), at: i * stride)
        objectiveConstants.insert(0, at: i)
        return i
    }

    /// Empties the tableau for about `rows` rows over `count` symbols, keeping its storage.
    mutating func reset(rows: Int, symbols count: Int) {
        symbols.removeAll(keepingCapacity: true)
        isBasicColumn.removeAll(keepingCapacity: true)
        basics.removeAll(keepingCapacity: true)
        basicColumns.removeAll(keepingCapacity: true)
        cells.removeAll(keepingCapacity: true)
        constants.removeAll(keepingCapacity: true)
        levels.removeAll(keepingCapacity: true)
        objective.removeAll(keepingCapacity: true)
        objectiveConstants.removeAll(keepingCapacity: true)
        stride = 0
        reserve(rows: rows, symbols: count)
    }

    /// `ensureLevel` without the index, cheaper while the tableau has no columns yet.
    mutating func addLevel(_ priority: Double) {
        if levels.contains(priority) { return }
        let i = levels.firstIndex(where: { $0 < priority }) ?? levels.count
        levels.insert(priority, at: i)
        objectiveConstants.insert(0, at: i)
        let n = objective.count
        objective.append(contentsOf: repeatElement(0, count: stride))
        // Without columns every objective cell is zero (columns past `symbols.count` are), so
        // there is nothing to move down.
        if i * stride < n && !symbols.isEmpty {
            objective.withUnsafeMutableBufferPointer { o in
                var k = n - 1
                while k >= i * stride { o[k + stride] = o[k]; k -= 1 }
                for c in 0..<stride { o[i * stride + c] = 0 }
            }
        }
    }

    mutating func reserve(rows: Int, symbols count: Int) {
        let width = max(8, count)
        if stride == 0 {
            stride = width
        }
        symbols.reserveCapacity(count)
        isBasicColumn.reserveCapacity(count)
        basics.reserveCapacity(rows)
        basicColumns.reserveCapacity(rows)
        constants.reserveCapacity(rows)
        cells.reserveCapacity(rows * stride)
    }

    /// `Tableau.insert` for an LP row `terms + constant − aux₀ + aux₁ = 0` (terms in the pools).
    ///
    /// The arithmetic is `addRow`'s and `scaleRow`'s, cell by cell in the same order; the loops
    /// run over raw buffers because bounds and uniqueness checks on every cell cost more than
    /// the arithmetic in tableaux this small.
    mutating func insert(_ row: LPRow, symbols pool: [Int32], coefficients: [Double], levels auxLevels: (Double?, Double?)) {
        for t in row.terms { _ = ensureColumn(Int(pool[t])) }
        // A row's auxiliaries are its own (fresh, never in the tableau yet): no search.
        let a0 = appendColumn(row.auxiliary0), a1 = appendColumn(row.auxiliary1)
        if let p = auxLevels.0 { objective[ensureLevel(p) * stride + a0] += 1 }
        if let p = auxLevels.1 { objective[ensureLevel(p) * stride + a1] += 1 }
        let r = rowCount
        let n = symbols.count, w = stride, base = r * w
        cells.append(contentsOf: repeatElement(0, count: w))
        constants.append(row.constant)
        basics.append(-1)
        basicColumns.append(-1)
        var entering = -1
        symbols.withUnsafeBufferPointer { sym in
        basicColumns.withUnsafeBufferPointer { bc in
        constants.withUnsafeMutableBufferPointer { k in
        cells.withUnsafeMutableBufferPointer { m in
            pool.withUnsafeBufferPointer { ps in
            coefficients.withUnsafeBufferPointer { pc in
                for t in row.terms {
                    let s = Int(ps[t])
                    var c = 0
                    while sym[c] != s { c &+= 1 }
                    m[base + c] = pc[t]
                }
            }}
            m[base + a0] -= 1
            m[base + a1] += 1
            // Express the row in nonbasic symbols (basic rows hold nonbasic symbols only).
            for i in 0..<r {
                let f = m[base + bc[i]]
                guard f != 0 else { continue }
                m[base + bc[i]] = 0
                k[r] += f * k[i]
                let s = i * w
                for c in 0..<n {
                    let v = m[s + c]
                    if v == 0 { continue }
                    let sum = m[base + c] + f * v
                    m[base + c] = abs(sum) <= Tolerance.zero ? 0 : sum
                }
            }
            // Same choice as `Tableau.insert`: the lowest-numbered parameter, else an auxiliary
            // whose value would be nonnegative, else the lowest-numbered symbol.
            for c in 0..<n where sym[c] >= 0 && m[base + c] != 0 {
                if entering < 0 || sym[c] < sym[entering] { entering = c }
            }
            if entering < 0 && m[base + a0] != 0 && -k[r] / m[base + a0] >= 0 {
                entering = a0
            }
            if entering < 0 && m[base + a1] != 0 && -k[r] / m[base + a1] >= 0 {
                entering = a1
            }
            if entering < 0 {
                for c in 0..<n where m[base + c] != 0 {
                    if entering < 0 || sym[c] < sym[entering] { entering = c }
                }
            }
        }}}}
        guard entering >= 0 else {
            // Unreachable with fresh auxiliaries; drop the empty row as `Tableau` would.
            basics.removeLast(); basicColumns.removeLast(); constants.removeLast()
            cells.removeLast(stride)
            return
        }
        // 0 = row  ⇒  entering = −(row − c·entering)/c, which is `pivot` with no leaving symbol.
        let c = cells[base + entering]
        cells[base + entering] = 0
        scaleRow(r, by: -1 / c)
        makeBasic(row: r, column: entering)
    }

    /// Pivots `entering` (a column) into the basis in place of row `r`'s basic symbol.
    mutating func pivot(row r: Int, entering: Int) {
        let leaving = basicColumns[r]
        let c = cells[r * stride + entering]
        cells[r * stride + entering] = 0
        cells[r * stride + leaving] = -1
        scaleRow(r, by: -1 / c)
        isBasicColumn[leaving] = false
        makeBasic(row: r, column: entering)
    }

    /// Records row `r` as defining column `col` and substitutes it into every other row
    /// (`addRow` and `addRowToObjective`, inlined over raw buffers).
    private mutating func makeBasic(row r: Int, column col: Int) {
        let n = symbols.count, w = stride, rows = rowCount, levelCount = levels.count
        let source = r * w
        constants.withUnsafeMutableBufferPointer { k in
        cells.withUnsafeMutableBufferPointer { m in
            for i in 0..<rows where i != r {
                let t = i * w
                let f = m[t + col]
                guard f != 0 else { continue }
                m[t + col] = 0
                k[i] += f * k[r]
                for c in 0..<n {
                    let v = m[source + c]
                    if v == 0 { continue }
                    let sum = m[t + c] + f * v
                    m[t + c] = abs(sum) <= Tolerance.zero ? 0 : sum
                }
            }
            objectiveConstants.withUnsafeMutableBufferPointer { ok in
            objective.withUnsafeMutableBufferPointer { o in
                for l in 0..<levelCount {
                    let t = l * w
                    let f = o[t + col]
                    guard f != 0 else { continue }
                    o[t + col] = 0
                    ok[l] += f * k[r]
                    for c in 0..<n {
                        let v = m[source + c]
                        if v == 0 { continue }
                        let sum = o[t + c] + f * v
                        o[t + c] = abs(sum) <= Tolerance.zero ? 0 : sum
                    }
                }
            }}
        }}
        basics[r] = symbols[col]
        basicColumns[r] = col
        isBasicColumn[col] = true
    }

    private mutating func scaleRow(_ r: Int, by factor: Double) {
        constants[r] *= factor
        let n = symbols.count, base = r * stride
        cells.withUnsafeMutableBufferPointer { m in
            for c in 0..<n { m[base + c] *= factor }
        }
    }

    /// `row[target] += factor × row[source]`, dropping sums within `Tolerance.zero` as `SparseRow` does.
    private mutating func addRow(_ source: Int, times factor: Double, into target: Int) {
        constants[target] += factor * constants[source]
        let n = symbols.count, s = source * stride, t = target * stride
        cells.withUnsafeMutableBufferPointer { m in
            for c in 0..<n {
                let v = m[s + c]
                if v == 0 { continue }
                let sum = m[t + c] + factor * v
                m[t + c] = abs(sum) <= Tolerance.zero ? 0 : sum
            }
        }
    }

    private mutating func addRowToObjective(_ source: Int, times factor: Double, level: Int) {
        objectiveConstants[level] += factor * constants[source]
        let n = symbols.count, s = source * stride, t = level * stride
        cells.withUnsafeBufferPointer { m in
            objective.withUnsafeMutableBufferPointer { o in
                for c in 0..<n {
                    let v = m[s + c]
                    if v == 0 { continue }
                    let sum = o[t + c] + factor * v
                    o[t + c] = abs(sum) <= Tolerance.zero ? 0 : sum
                }
            }
        }
    }

    /// The entering column of `Tableau.optimize`: the lowest-numbered auxiliary whose first
    /// nonzero objective coefficient (highest level first) is negative.
    func enteringColumn() -> Int? {
        var best = -1
        let levelCount = levels.count, w = stride
        symbols.withUnsafeBufferPointer { sym in
        isBasicColumn.withUnsafeBufferPointer { basic in
        objective.withUnsafeBufferPointer { o in
            for c in 0..<sym.count where sym[c] < 0 && !basic[c] {
                for l in 0..<levelCount {
                    let v = o[l * w + c]
                    if v == 0 { continue }
                    if v < -Tolerance.zero && (best < 0 || sym[c] < sym[best]) { best = c }
                    break
                }
            }
        }}}
        return best < 0 ? nil : best
    }

    /// Primal simplex with Bland's rule, as `Tableau.optimize` (same budget).
    mutating func optimize() {
        var budget = 64 * (rowCount + 8) * max(1, levels.count) + 10_000
        while budget > 0 {
            budget -= 1
            guard let entering = enteringColumn() else { return }
            var best = -1
            var bestRatio = Double.infinity
            for i in 0..<rowCount where basics[i] < 0 {
                let c = cells[i * stride + entering]
                guard c < -Tolerance.zero else { continue }
                let ratio = max(0, constants[i]) / -c
                if ratio < bestRatio - Tolerance.zero
                    || (abs(ratio - bestRatio) <= Tolerance.zero && basics[i] < basics[best]) {
                    best = i
                    bestRatio = ratio
                }
            }
            guard best >= 0 else { return }
            pivot(row: best, entering: entering)
        }
    }

    func value(of symbol: Int) -> Double {
        for r in basics.indices where basics[r] == symbol { return constants[r] }
        return 0
    }

    var requiredError: Double {
        guard let l = levels.firstIndex(of: 1000) else { return 0 }
        return objectiveConstants[l]
    }

    /// Adds the rows and objective of a dense tableau over disjoint symbols (as `Tableau.absorb`).
    mutating func absorb(_ other: DenseTableau) {
        let map = other.symbols.map { ensureColumn($0) }
        for r in 0..<other.rowCount {
            cells.append(contentsOf: repeatElement(0, count: stride))
            let mine = rowCount
            for c in other.symbols.indices { cells[mine * stride + map[c]] = other.cells[r * other.stride + c] }
            constants.append(other.constants[r])
            basics.append(other.basics[r])
            basicColumns.append(map[other.basicColumns[r]])
            isBasicColumn[map[other.basicColumns[r]]] = true
        }
        for (l, p) in other.levels.enumerated() {
            let mine = ensureLevel(p)
            objectiveConstants[mine] += other.objectiveConstants[l]
            for c in other.symbols.indices {
                let v = other.objective[l * other.stride + c]
                guard v != 0 else { continue }
                let sum = objective[mine * stride + map[c]] + v
                objective[mine * stride + map[c]] = abs(sum) <= Tolerance.zero ? 0 : sum
            }
        }
    }

    /// The same tableau as sparse rows (terms sorted by global symbol).
    var sparse: Tableau {
        let order = symbols.indices.sorted { symbols[$0] < symbols[$1] }
        func row(_ base: Int, _ storage: [Double], constant: Double) -> SparseRow {
            var row = SparseRow(constant: constant)
            for c in order where storage[base + c] != 0 {
                row.symbols.append(symbols[c])
                row.coefficients.append(storage[base + c])
            }
            return row
        }
        var t = Tableau()
        for r in 0..<rowCount {
            t.rowOf[basics[r]] = r
            t.basics.append(basics[r])
            t.rows.append(row(r * stride, cells, constant: constants[r]))
        }
        t.levels = levels
        t.objective = levels.indices.map { row($0 * stride, objective, constant: objectiveConstants[$0]) }
        return t
    }
}
