/// The one direction that cancels a set of linear rows, when there is exactly one.
///
/// A minimal conflicting set of linear constraints has a unique combination (up to scale) whose
/// variable terms cancel: adding the constraints with those weights leaves `0 = (a number ≠ 0)`
/// (Farkas' lemma; for an irreducible infeasible system the certificate is unique up to scale).
/// Those weights are what "the chain in numbers" shows. The sets are small (a conflict lists a
/// few dozen constraints at most), so plain Gaussian elimination is enough; the solver itself stays
/// behind OpenAutoLayout's engine.
enum NullSpace {
    static let tolerance = 1e-9

    /// `u` with `Σ uᵢ · rows[i] = 0`, when the rows' combinations that cancel form one direction
    /// (unique up to scale); nil when none or several do. Rows are sparse: variable index → coefficient.
    static func uniqueCombination(_ rows: [[Int: Double]]) -> [Double]? {
        let variables = Set(rows.flatMap(\.keys)).sorted()
        // Columns are the rows: the matrix whose null space holds `u`.
        var matrix = variables.map { variable in rows.map { $0[variable] ?? 0 } }
        let columns = rows.count
        var pivots: [Int] = []
        var rank = 0
        for column in 0..<columns where rank < matrix.count {
            let candidate = (rank..<matrix.count).max { abs(matrix[$0][column]) < abs(matrix[$1][column]) }
            guard let pivotRow = candidate, abs(matrix[pivotRow][column]) > tolerance else { continue }
            matrix.swapAt(rank, pivotRow)
            let pivot = matrix[rank][column]
            matrix[rank] = matrix[rank].map { $0 / pivot }
            for row in matrix.indices where row != rank && abs(matrix[row][column]) > tolerance {
                let factor = matrix[row][column]
                for entry in 0..<columns { matrix[row][entry] -= factor * matrix[rank][entry] }
            }
            pivots.append(column)
            rank += 1
        }
        let free = (0..<columns).filter { !pivots.contains($0) }
        guard free.count == 1, let freeColumn = free.first else { return nil }
        var combination = Array(repeating: 0.0, count: columns)
        combination[freeColumn] = 1
        for (row, column) in pivots.enumerated() { combination[column] = -matrix[row][freeColumn] }
        return combination
    }
}
