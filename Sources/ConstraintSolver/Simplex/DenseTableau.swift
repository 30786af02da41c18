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

}
