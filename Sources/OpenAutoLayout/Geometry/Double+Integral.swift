// `Double.rounded(_:)` compiles to calls into libm, which an executable that does not link
// Foundation lacks on Linux. These helpers use integer conversion instead (exact below 2^53).

extension Double {
    /// The smallest whole number not below the value (`ceil`); huge or non-finite values unchanged.
    var roundedUpToIntegral: Double {
        guard isFinite, abs(self) < 9e15 else { return self }
        let truncated = Double(Int64(self))
        return truncated < self ? truncated + 1 : truncated
    }

    /// The largest whole number not above the value (`floor`); huge or non-finite values unchanged.
    var roundedDownToIntegral: Double {
        guard isFinite, abs(self) < 9e15 else { return self }
        let truncated = Double(Int64(self))
        return truncated > self ? truncated - 1 : truncated
    }
}
