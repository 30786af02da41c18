/// Pivoting and optimizing a dense tableau: `Tableau`'s choices, cell by cell over raw buffers.
extension DenseTableau {
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
    mutating func makeBasic(row r: Int, column col: Int) {
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

    mutating func scaleRow(_ r: Int, by factor: Double) {
        constants[r] *= factor
        let n = symbols.count, base = r * stride
        cells.withUnsafeMutableBufferPointer { m in
            for c in 0..<n { m[base + c] *= factor }
        }
    }

    /// `row[target] += factor × row[source]`, dropping sums within `Tolerance.zero` as `SparseRow` does.
    mutating func addRow(_ source: Int, times factor: Double, into target: Int) {
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

    mutating func addRowToObjective(_ source: Int, times factor: Double, level: Int) {
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
