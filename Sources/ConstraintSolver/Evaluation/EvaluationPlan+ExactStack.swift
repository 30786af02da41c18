/// A stack's tops with one addition on the chain instead of two, when that cannot change a bit.
///
/// A top is `(gap + previous top) + height`, summed in that order because that is the order of
/// the forward pass, and every top waits for the one before: two dependent additions per box
/// (≈ 8 cycles), which bounded the height steps of `edits-10000` at ≈ 15 µs. Summed as
/// `previous top + (gap + height)` the chain has one addition, and `gap + height` is computed
/// off it. Floating-point addition is not associative, so this order is taken only when every
/// addition, in either order, is exact: then both orders give the exact sum, the same bits
/// (a zero included: an exact sum is −0 only when every operand is, in any order).
///
/// Exactness is checked as the run is evaluated, not before: every operand (the first previous
/// top, the gap, each `coefficient × height` as the forward pass rounds it) must be a multiple of
/// 2⁻¹⁶ and their magnitudes must sum below 2³⁵. Then every partial sum, in any order, is a
/// multiple of 2⁻¹⁶ below 2³⁵ in magnitude, which a `Double`'s 53 bits hold exactly. By
/// induction each top written is then the forward pass's, so each height read (which may be
/// an earlier top of the run) is too. When the check fails (a third, a tenth, a huge value)
/// the caller evaluates the run again the forward pass's way, overwriting every top this pass
/// wrote before anything reads it (records are in topological order).
extension EvaluationPlan {
    /// The grid every operand must be on, and the bound on the sum of their magnitudes.
    static let exactScale = 0x1p16
    static let exactBound = 0x1p35

    /// How far `x × 2¹⁶` is from an integer (0 when it is one), for `|x| < 2³⁵` (larger `x`
    /// fail the bound anyway): adding and subtracting 1.5 × 2⁵² rounds a magnitude below 2⁵¹
    /// to an integer. NaN for NaN and infinity, so they never pass.
    @inline(__always)
    static func gridDistance(_ x: Double) -> Double {
        let scaled = x * exactScale
        return abs(((scaled + 0x1.8p52) - 0x1.8p52) - scaled)
    }

    /// Evaluates a two-term chain run whose first coefficient is 1 in the reordered way;
    /// `false` (cursor unchanged, tops written) when an addition might not have been exact.
    static func evaluateExactStack(_ run: Run, _ subjects: UnsafeBufferPointer<Int32>,
                                   _ tv: UnsafeBufferPointer<Int32>, _ tc: UnsafeBufferPointer<Double>,
                                   into val: UnsafeMutableBufferPointer<Double>, at cursor: inout Cursor) -> Bool {
        var i = cursor.record, t = cursor.term
        let end = Int(run.end), k = run.constant, c1 = tc[Int(run.coefficientStart) &+ 1]
        var previous = val[Int(tv[t])]
        var magnitude = abs(previous) + abs(k) * Double(end &- i)
        // Summed rather than tested per top: no branch per top, and the check stays off the chain.
        // The distances are never negative, so the sum is 0 exactly when each is.
        var offGrid = gridDistance(previous) + gridDistance(k)
        while i < end {
            let product = c1 * val[Int(tv[t &+ 1])]
            offGrid += gridDistance(product)
            magnitude += abs(product)
            previous += k + product
            val[Int(subjects[i])] = previous
            i &+= 1; t &+= 2
        }
        // Below 2³⁵ with room for the rounding of `magnitude` itself; false for NaN and infinity.
        guard offGrid == 0 && magnitude < exactBound else { return false }
        cursor = Cursor(record: i, term: t)
        return true
    }
}
