extension SolverStorage {
    /// Directions of one component's optimal face, mapped to its parameters.
    ///
    /// At an optimal tableau every nonbasic auxiliary with a nonzero (lexicographic) reduced
    /// cost is 0 on the whole optimal set; the others (`zero`) may move as far as the rows allow.
    /// Nonbasic parameters move freely. Degenerate rows (value 0) can block a move, so when they
    /// exist the implicit equalities of the cone of feasible moves are found with one small LP.
    func faceDirections(_ t: Tableau, feasibleOnly: Bool) -> [Direction] {
        let parameterRows = t.basics.indices.filter { t.basics[$0] >= 0 }
        let auxiliaryRows = t.basics.indices.filter { t.basics[$0] < 0 }
        var result: [Direction] = []
        var freeParameters = Set<Int>()
        var auxiliaries = Set<Int>()
        for r in t.rows.indices {
            for s in t.rows[r].symbols { if s >= 0 { freeParameters.insert(s) } else { auxiliaries.insert(s) } }
        }
        func mapped(_ combination: [(Int, Double)]) -> Direction {
            var dir = Direction()
            for r in parameterRows {
                var delta = 0.0
                for (s, w) in combination { delta += w * t.rows[r].coefficient(of: s) }
                if abs(delta) > Tolerance.zero { dir.parameters.append(t.basics[r]); dir.deltas.append(delta) }
            }
            for (s, w) in combination where s >= 0 { dir.parameters.append(s); dir.deltas.append(w) }
            return dir
        }
        for p in freeParameters.sorted() { result.append(mapped([(p, 1)])) }
        let zero = auxiliaries.sorted().filter { s in t.objective.allSatisfy { abs($0.coefficient(of: s)) <= Tolerance.zero } }
        guard !zero.isEmpty else { return result }
        func rate(_ r: Int, _ w: [Double]) -> Double {
            var sum = 0.0
            for (i, s) in zero.enumerated() where w[i] != 0 { sum += w[i] * t.rows[r].coefficient(of: s) }
            return sum
        }
        func maximumStep(_ w: [Double]) -> Double? {
            var best: Double? = nil
            for r in auxiliaryRows {
                let k = rate(r, w)
                if k < -Tolerance.coneNonnegative {
                    let step = max(0, t.rows[r].constant) / -k
                    best = min(best ?? step, step)
                }
            }
            return best
        }
        func direction(_ w: [Double]) -> Direction {
            var dir = mapped(zip(zero, w).filter { $0.1 != 0 }.map { ($0.0, $0.1) })
            dir.maximumStep = maximumStep(w)
            return dir
        }
        let degenerate = auxiliaryRows.filter { r in
            t.rows[r].constant <= Tolerance.zero && zero.contains { t.rows[r].coefficient(of: $0) < -Tolerance.zero }
        }
        if degenerate.isEmpty {
            for i in zero.indices {
                var w = [Double](repeating: 0, count: zero.count)
                w[i] = 1
                let dir = direction(w)
                if !dir.parameters.isEmpty { result.append(dir) }
            }
            return result
        }
        let matrix = degenerate.map { r in zero.map { t.rows[r].coefficient(of: $0) } }
        let cone = ConeAnalysis(matrix: matrix, columns: zero.count)
        if feasibleOnly {
            var candidates = [cone.interior]
            for b in cone.basis {
                var eps = 1.0
                for _ in 0..<30 {
                    let w = zip(cone.interior, b).map { $0 + eps * $1 }
                    if cone.contains(w) { candidates.append(w); break }
                    eps *= 0.5
                }
            }
            for w in candidates {
                let dir = direction(w)
                if !dir.parameters.isEmpty { result.append(dir) }
            }
        } else {
            for b in cone.basis {
                let dir = mapped(zip(zero, b).filter { $0.1 != 0 }.map { ($0.0, $0.1) })
                if !dir.parameters.isEmpty { result.append(dir) }
            }
        }
        return result
    }
}

/// The cone `{ w >= 0 : matrix · w >= 0 }`: a point of its relative interior and a basis of its span.
struct ConeAnalysis {
    var matrix: [[Double]]
    var interior: [Double]
    var basis: [[Double]]

    init(matrix: [[Double]], columns n: Int) {
        self.matrix = matrix
        // max Σy + Σz  s.t.  y_j <= w_j, y_j <= 1, z_r <= A_r·w, z_r <= 1 (all >= 0).
        let m = matrix.count
        func w(_ j: Int) -> Int { -(1 + j) }
        func y(_ j: Int) -> Int { -(1 + n + j) }
        func z(_ r: Int) -> Int { -(1 + 2 * n + r) }
        var next = 1 + 2 * n + m
        func slack() -> Int { next += 1; return -next }
        var t = Tableau()
        for j in 0..<n {
            var e = SparseRow()
            e.add(1, w(j)); e.add(-1, y(j))
            let s = slack(); e.add(-1, s)
            t.insert(e, auxiliaries: [(s, nil)])
            var cap = SparseRow(constant: 1)
            cap.add(-1, y(j))
            let s2 = slack(); cap.add(-1, s2)
            t.insert(cap, auxiliaries: [(s2, nil)])
        }
        for r in 0..<m {
            var e = SparseRow()
            for j in 0..<n where matrix[r][j] != 0 { e.add(matrix[r][j], w(j)) }
            e.add(-1, z(r))
            let s = slack(); e.add(-1, s)
            t.insert(e, auxiliaries: [(s, nil)])
            var cap = SparseRow(constant: 1)
            cap.add(-1, z(r))
            let s2 = slack(); cap.add(-1, s2)
            t.insert(cap, auxiliaries: [(s2, nil)])
        }
        let level = t.ensureLevel(1)
        for j in 0..<n { t.objective[level].add(-1, y(j)) }
        for r in 0..<m { t.objective[level].add(-1, z(r)) }
        t.optimize()
        interior = (0..<n).map { t.value(of: w($0)) }
        let movable = (0..<n).map { t.value(of: y($0)) > Tolerance.zero }
        let tightRows = (0..<m).filter { t.value(of: z($0)) <= Tolerance.zero }
        // The span: w_j = 0 where j cannot move, A_r·w = 0 on rows that stay tight.
        let columns = (0..<n).filter { movable[$0] }
        let equations = tightRows.map { r in columns.map { matrix[r][$0] } }
        basis = nullSpace(equations, columns: columns.count).map { v in
            var full = [Double](repeating: 0, count: n)
            for (k, j) in columns.enumerated() { full[j] = v[k] }
            return full
        }
    }

    func contains(_ w: [Double]) -> Bool {
        guard w.allSatisfy({ $0 >= -Tolerance.coneNonnegative }) else { return false }
        return matrix.allSatisfy { row in zip(row, w).reduce(0) { $0 + $1.0 * $1.1 } >= -Tolerance.coneNonnegative }
    }
}

/// A basis of `{ x : equations · x = 0 }` by reduction to row echelon form.
func nullSpace(_ equations: [[Double]], columns n: Int) -> [[Double]] {
    var a = equations
    var pivotColumns: [Int] = []
    var row = 0
    for col in 0..<n where row < a.count {
        var best = row
        for r in row..<a.count where abs(a[r][col]) > abs(a[best][col]) { best = r }
        guard abs(a[best][col]) > Tolerance.zero else { continue }
        a.swapAt(row, best)
        let p = a[row][col]
        for j in 0..<n { a[row][j] /= p }
        for r in 0..<a.count where r != row && a[r][col] != 0 {
            let f = a[r][col]
            for j in 0..<n { a[r][j] -= f * a[row][j] }
        }
        pivotColumns.append(col)
        row += 1
    }
    var basis: [[Double]] = []
    for free in 0..<n where !pivotColumns.contains(free) {
        var v = [Double](repeating: 0, count: n)
        v[free] = 1
        for (k, pc) in pivotColumns.enumerated() { v[pc] = -a[k][free] }
        basis.append(v)
    }
    return basis
}
