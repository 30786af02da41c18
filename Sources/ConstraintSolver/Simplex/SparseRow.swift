/// A sparse linear row `constant + Σ coefficient × symbol`, terms sorted by symbol.
///
/// Sorted terms keep every operation deterministic (no hash order) and make merging linear.
struct SparseRow: Sendable {
    var constant: Double = 0
    var symbols: [Int] = []
    var coefficients: [Double] = []

    init(constant: Double = 0) { self.constant = constant }

    var isEmpty: Bool { symbols.isEmpty }

    func coefficient(of symbol: Int) -> Double {
        guard let i = position(of: symbol) else { return 0 }
        return coefficients[i]
    }

    func position(of symbol: Int) -> Int? {
        var lo = 0, hi = symbols.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if symbols[mid] < symbol { lo = mid + 1 } else { hi = mid }
        }
        return lo < symbols.count && symbols[lo] == symbol ? lo : nil
    }

    /// Adds `coefficient × symbol`, dropping the term when it cancels to zero.
    mutating func add(_ coefficient: Double, _ symbol: Int) {
        var lo = 0, hi = symbols.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if symbols[mid] < symbol { lo = mid + 1 } else { hi = mid }
        }
        if lo < symbols.count && symbols[lo] == symbol {
            let sum = coefficients[lo] + coefficient
            if abs(sum) <= Tolerance.zero {
                symbols.remove(at: lo)
                coefficients.remove(at: lo)
            } else {
                coefficients[lo] = sum
            }
        } else if abs(coefficient) > Tolerance.zero {
            symbols.insert(symbol, at: lo)
            coefficients.insert(coefficient, at: lo)
        }
    }

    /// `self += factor × other` (constant included), in one merge pass.
    mutating func add(_ other: SparseRow, times factor: Double) {
        constant += factor * other.constant
        if other.symbols.isEmpty { return }
        if other.symbols.count <= 2 {
            for i in other.symbols.indices { add(factor * other.coefficients[i], other.symbols[i]) }
            return
        }
        var s: [Int] = []
        var c: [Double] = []
        s.reserveCapacity(symbols.count + other.symbols.count)
        c.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0, j = 0
        while i < symbols.count || j < other.symbols.count {
            if j == other.symbols.count || (i < symbols.count && symbols[i] < other.symbols[j]) {
                s.append(symbols[i]); c.append(coefficients[i]); i += 1
            } else if i == symbols.count || other.symbols[j] < symbols[i] {
                let v = factor * other.coefficients[j]
                if abs(v) > Tolerance.zero { s.append(other.symbols[j]); c.append(v) }
                j += 1
            } else {
                let v = coefficients[i] + factor * other.coefficients[j]
                if abs(v) > Tolerance.zero { s.append(symbols[i]); c.append(v) }
                i += 1; j += 1
            }
        }
        symbols = s
        coefficients = c
    }

    /// Removes `symbol` and returns its coefficient (0 if absent).
    mutating func remove(_ symbol: Int) -> Double {
        guard let i = position(of: symbol) else { return 0 }
        let c = coefficients[i]
        symbols.remove(at: i)
        coefficients.remove(at: i)
        return c
    }

    mutating func scale(by factor: Double) {
        constant *= factor
        for i in coefficients.indices { coefficients[i] *= factor }
    }

    /// Replaces `symbol` by `row` (which must not contain `symbol`).
    mutating func substitute(_ symbol: Int, with row: SparseRow) {
        let c = remove(symbol)
        if c != 0 { add(row, times: c) }
    }
}
