import ConsoleLog
import OpenAutoLayout
import TextOutput

/// `Vertically, in numbers: 8 + 50 + 8 = 66 ≠ 44: UITableViewCellContentView (0x…).height = 44 (…)`:
/// a `ConflictChain` in a developer's words.
enum ChainText {
    static func line(_ chain: ConflictChain, _ constraints: [LogConstraint]) -> String {
        let chain = readable(chain, constraints)
        let axis = switch chain.axis {
        case .horizontal?: "Horizontally"
        case .vertical?: "Vertically"
        case nil: "Across both axes"
        }
        let scaled = chain.terms.contains { abs(abs($0.weight) - 1) > NullSpace.tolerance }
        var sum = terms(chain.terms)
        let total = signed(chain.total)
        if sum.isEmpty { sum = total } else if chain.terms.count > 1 || scaled { sum += " = " + total }
        let bound = chain.bound == .greaterThanOrEqual ? "at least " : chain.bound == .lessThanOrEqual ? "at most " : ""
        let comparison = chain.bound == .equal && constraints[chain.demand].relation == .equal ? "≠"
            : chain.total > chain.demanded ? ">" : "<"
        return "\(axis), in numbers: \(bound)\(sum) \(comparison) \(signed(chain.demanded)): "
            + LogWords.constraint(constraints[chain.demand])
    }

    /// `8 + 50 − 8`, or `3.5 × (7 + 123.5 − 9)` when every link is scaled by the same multiplier.
    static func terms(_ terms: [ConflictChain.Term]) -> String {
        guard let first = terms.first else { return "" }
        let factor = abs(first.weight)
        let common = terms.count > 1 && abs(factor - 1) > NullSpace.tolerance
            && terms.allSatisfy { abs(abs($0.weight) - factor) < NullSpace.tolerance }
        var sum = ""
        for term in terms {
            let magnitude = common || abs(abs(term.weight) - 1) < NullSpace.tolerance ? NumberText.format(abs(term.constant))
                : NumberText.format(abs(term.weight)) + " × " + NumberText.format(abs(term.constant))
            let negative = term.value < 0
            sum += sum.isEmpty ? (negative ? "−" : "") + magnitude : (negative ? " − " : " + ") + magnitude
        }
        return common ? NumberText.format(factor) + " × (" + sum + ")" : sum
    }

    /// A number with a true minus sign, as the terms are written.
    static func signed(_ value: Double) -> String {
        value < 0 ? "−" + NumberText.format(-value) : NumberText.format(value)
    }

    /// The chain read the other way when the demand relates two items and both sides are negative
    /// (`a.bottom = b.bottom − 24` against −32 reads better as 32 against 24).
    private static func readable(_ chain: ConflictChain, _ constraints: [LogConstraint]) -> ConflictChain {
        guard constraints[chain.demand].secondItem != nil, chain.demanded <= 0, chain.total <= 0 else { return chain }
        var flipped = chain
        flipped.terms = chain.terms.map { ConflictChain.Term(index: $0.index, weight: -$0.weight, constant: $0.constant) }
        flipped.total = -chain.total
        flipped.demanded = -chain.demanded
        flipped.bound = chain.bound == .greaterThanOrEqual ? .lessThanOrEqual
            : chain.bound == .lessThanOrEqual ? .greaterThanOrEqual : .equal
        return flipped
    }
}
