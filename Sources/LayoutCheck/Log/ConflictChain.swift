import ConsoleLog
import OpenAutoLayout

/// The chain in numbers: the minimal set's constants (times their multipliers) added along the
/// clashing chain, against the value one constraint of the set (UIKit's own, where it has one)
/// demands: `8 + 50 + 8 = 66 ≠ 44`.
///
/// The weights come from the set's unique cancelling combination (`NullSpace`): adding the other
/// constraints with them gives exactly the demand's left side, so their constants add up to what
/// the rest forces it to be. A term's weight is 1 for a link walked forwards, −1 backwards, and a
/// multiplier's product where one scales the chain (`0.5 × 100`).
public struct ConflictChain: Sendable {
    public struct Term: Sendable {
        /// Index of the constraint in the message's list.
        public var index: Int
        public var weight: Double
        public var constant: Double
        public var value: Double { weight * constant }
    }

    /// The axis every constraint of the set measures; nil when the set crosses both (aspect ratios).
    public var axis: LayoutConstraint.Axis?
    /// The non-zero links, in order along the axis.
    public var terms: [Term]
    public var total: Double
    /// What the rest forces the demand's left side to be: `=` the total, `≥` at least it, `≤` at most.
    public var bound: LayoutConstraint.Relation
    /// Index of the demanding constraint, and the constant it asks for.
    public var demand: Int
    public var demanded: Double

    /// The chain of the minimal set `set` (indices into `constraints`), or nil when the set has no
    /// unique cancelling combination (it conflicts only through values the log does not give).
    /// `sizes`: the widths and heights (`key|width`) that must stay non-negative for the set to conflict.
    static func find(_ constraints: [LogConstraint], set: [Int], sizes: [String], keys: LogItemKeys, broken: Int?,
                     position: (Int) -> Double?) -> ConflictChain? {
        var system = ChainSystem(keys: keys)
        for index in set { system.add(constraints[index], index: index) }
        guard let (rows, weights) = system.certificate(sizes: sizes) else { return nil }
        guard let demand = demandIndex(constraints, rows: rows, weights: weights, broken: broken),
              let demandRow = rows.firstIndex(where: { $0.index == demand }) else { return nil }
        var terms: [Term] = []
        var directions = Set<LayoutConstraint.Relation>()
        for (row, weight) in zip(rows, weights) where row.index != demand {
            let scaled = -weight / weights[demandRow]
            if row.relation != .equal {
                directions.insert((row.relation == .greaterThanOrEqual) == (scaled > 0) ? .greaterThanOrEqual : .lessThanOrEqual)
            }
            if let index = row.index, abs(scaled * row.constant) > NullSpace.tolerance {
                terms.append(Term(index: index, weight: scaled, constant: row.constant))
            }
        }
        guard directions.count <= 1 else { return nil }
        terms = terms.enumerated().sorted { lhs, rhs in
            let left = position(lhs.element.index) ?? .infinity, right = position(rhs.element.index) ?? .infinity
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
        let axes = Set(set.compactMap { constraints[$0].parsed ? constraints[$0].firstAttribute.axis : nil })
        return ConflictChain(axis: axes.count == 1 ? axes.first : nil, terms: terms,
                             total: terms.reduce(0) { $0 + $1.value }, bound: directions.first ?? .equal,
                             demand: demand, demanded: constraints[demand].constant)
    }

    /// The constraint whose value the chain is set against: UIKit's own fixed size or position
    /// (what UIKit demands), else the broken constraint, else the set's last constant.
    private static func demandIndex(_ constraints: [LogConstraint], rows: [ChainSystem.Row], weights: [Double],
                                    broken: Int?) -> Int? {
        let usable = zip(rows, weights).compactMap { row, weight in abs(weight) > NullSpace.tolerance ? row.index : nil }
        let fixed = usable.filter { constraints[$0].secondItem == nil }
        return fixed.last { constraints[$0].isSystemMade }
            ?? usable.last { constraints[$0].isSystemMade }
            ?? fixed.first { $0 == broken }
            ?? usable.first { $0 == broken }
            ?? fixed.last
            ?? usable.last
    }
}

/// The set's constraints as linear rows over each rectangle's two edges per axis, with the
/// widths and heights that must stay non-negative as extra rows (UIKit's engine keeps sizes
/// non-negative, and many "does not fit" conflicts rest on it).
struct ChainSystem {
    struct Row {
        /// The constraint's index; nil for a size that cannot be negative.
        var index: Int?
        var coefficients: [Int: Double]
        var relation: LayoutConstraint.Relation
        var constant: Double
    }

    let keys: LogItemKeys
    private(set) var rows: [Row] = []
    private var variables: [String: Int] = [:]

    init(keys: LogItemKeys) { self.keys = keys }

    mutating func add(_ constraint: LogConstraint, index: Int) {
        guard constraint.parsed, let first = keys.key(constraint, first: true) else { return }
        var coefficients = terms(first.key, constraint.firstAttribute, scale: 1)
        if let second = keys.key(constraint, first: false) {
            for (variable, value) in terms(second.key, constraint.secondAttribute, scale: -constraint.multiplier) {
                coefficients[variable, default: 0] += value
            }
        }
        rows.append(Row(index: index, coefficients: coefficients, relation: constraint.relation, constant: constraint.constant))
    }

    /// The rows (the set's, then `sizes` held non-negative) and the weights of the one cancelling
    /// combination that proves the conflict; nil when there is not exactly one.
    func certificate(sizes: [String]) -> (rows: [Row], weights: [Double])? {
        let candidate = rows + sizes.compactMap(sizeRow)
        guard let combination = NullSpace.uniqueCombination(candidate.map(\.coefficients)) else { return nil }
        for sign in [1.0, -1.0] {
            let weights = combination.map { $0 * sign }
            if Self.proves(candidate, weights) { return (candidate, weights) }
        }
        return nil
    }

    /// Farkas' condition: inequality rows weighted in their own direction, constants adding to a contradiction.
    private static func proves(_ rows: [Row], _ weights: [Double]) -> Bool {
        for (row, weight) in zip(rows, weights) where row.relation != .equal {
            let direction = row.relation == .greaterThanOrEqual ? weight : -weight
            if direction < -NullSpace.tolerance { return false }
        }
        return zip(rows, weights).reduce(0) { $0 + $1.1 * $1.0.constant } > 1e-6
    }

    /// `key|width` or `key|height` at least 0, over the edges the set uses (nil when it uses none).
    private func sizeRow(_ size: String) -> Row? {
        guard let bar = size.lastIndex(of: "|") else { return nil }
        let key = size[..<bar], horizontal = size[size.index(after: bar)...] == "width"
        guard let start = variables[key + (horizontal ? "|x0" : "|y0")],
              let end = variables[key + (horizontal ? "|x1" : "|y1")] else { return nil }
        return Row(index: nil, coefficients: [start: -1, end: 1], relation: .greaterThanOrEqual, constant: 0)
    }

    /// An attribute as a combination of its rectangle's two edges along its axis.
    private mutating func terms(_ key: String, _ attribute: LayoutConstraint.Attribute, scale: Double) -> [Int: Double] {
        let plain = LogItemKeys.plain(attribute)
        guard let axis = plain.axis else { return [:] }
        let horizontal = axis == .horizontal
        let start = variable(key + (horizontal ? "|x0" : "|y0"))
        let end = variable(key + (horizontal ? "|x1" : "|y1"))
        switch plain {
        case .left, .leading, .top: return [start: scale]
        case .right, .trailing, .bottom: return [end: scale]
        case .width, .height: return [start: -scale, end: scale]
        case .centerX, .centerY: return [start: scale / 2, end: scale / 2]
        default: return [:]
        }
    }

    private mutating func variable(_ name: String) -> Int {
        if let existing = variables[name] { return existing }
        variables[name] = variables.count
        return variables.count - 1
    }
}
