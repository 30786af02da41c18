import ConsoleLog
import OpenAutoLayout

/// What the solver says about a conflict's constraints, through the model.
public struct ConflictProof: Sendable {
    /// True: the required constraints listed cannot all hold; false: they can (as printed);
    /// nil: the log does not say enough to decide (`undecidedReason`).
    public var unsatisfiable: Bool?
    public var undecidedReason: String?
    /// Indices (into the message's constraints) of a smallest set that still conflicts: removing
    /// any one of them lets the others hold.
    public var minimalSet: [Int] = []
    /// The broken constraint's two sides once UIKit has broken it and the rest is laid out.
    public var brokenSides: (first: Double, second: Double)?
    /// Along the clash's axis, each item of the minimal set from its start to its end, as laid out
    /// without the broken constraint (or, when it is unknown, with the model's own recovery).
    public var extents: [ItemExtent] = []
    /// The minimal set conflicts only because widths and heights cannot be negative (most "does not
    /// fit" conflicts); the explanation says so.
    public var needsNonNegativeSizes = false
    /// The minimal set's constants added along its chain against the value one of them demands.
    public var chain: ConflictChain?

    /// Proves (or disproves) the conflict and finds its minimal set; `broken` is the index of the
    /// constraint UIKit breaks, when known.
    /// - Complexity: one model layout per listed constraint (the minimal set is found by deletion).
    static func prove(_ message: LogMessage, broken: Int?) -> ConflictProof {
        let constraints = message.constraints
        let keys = LogItemKeys(marginGuides: marginGuides(constraints))
        let candidates = constraints.indices.filter {
            constraints[$0].parsed && constraints[$0].isRequired && constraints[$0].isActive != false
        }
        var proof = ConflictProof()
        guard !candidates.isEmpty else {
            proof.undecidedReason = "no required constraint could be read"
            return proof
        }
        let whole = LogModel(constraints, including: candidates, keys: keys)
        guard whole.isUnsatisfiable() else {
            proof.unsatisfiable = reasonUndecided(message, whole, candidates).map { reason in
                proof.undecidedReason = reason
                return nil
            } ?? false
            return proof
        }
        proof.unsatisfiable = true
        // The broken constraint is tried last, so the set found holds it whenever one can.
        let order = candidates.filter { $0 != broken } + candidates.filter { $0 == broken }
        proof.minimalSet = minimize(constraints, order, keys).sorted()
        proof.needsNonNegativeSizes = !LogModel(constraints, including: proof.minimalSet, keys: keys,
                                                nonNegativeSizes: []).isUnsatisfiable()
        let sizes = proof.needsNonNegativeSizes ? neededSizes(constraints, proof.minimalSet, keys) : []
        let rest = candidates.filter { $0 != broken }
        let model = LogModel(constraints, including: rest, keys: keys)
        _ = model.isUnsatisfiable()
        if let broken, proof.minimalSet.contains(broken) {
            proof.brokenSides = sides(of: constraints[broken], in: model)
        }
        proof.extents = ItemExtent.along(proof.minimalSet.map { constraints[$0] }, in: model)
        proof.chain = ConflictChain.find(constraints, set: proof.minimalSet, sizes: sizes, keys: keys,
                                         broken: broken) { index in
            position(of: constraints[index], in: model)
        }
        return proof
    }

    /// Deletion filter: drop each constraint whose absence leaves the rest still conflicting.
    private static func minimize(_ constraints: [LogConstraint], _ candidates: [Int], _ keys: LogItemKeys) -> [Int] {
        var kept = candidates
        for index in candidates {
            let trial = kept.filter { $0 != index }
            if LogModel(constraints, including: trial, keys: keys).isUnsatisfiable() { kept = trial }
        }
        return kept
    }

    /// The fewest sizes that must stay non-negative for `set` to conflict (deletion filter again).
    private static func neededSizes(_ constraints: [LogConstraint], _ set: [Int], _ keys: LogItemKeys) -> [String] {
        var kept = LogModel(constraints, including: set, keys: keys).sizeNames
        for size in kept {
            let trial = kept.filter { $0 != size }
            if LogModel(constraints, including: set, keys: keys, nonNegativeSizes: Set(trial)).isUnsatisfiable() { kept = trial }
        }
        return kept
    }

    private static func reasonUndecided(_ message: LogMessage, _ model: LogModel, _ candidates: [Int]) -> String? {
        if message.constraints.contains(where: { !$0.parsed }) { return "some entries could not be read" }
        if !message.isCompleteConflict { return "the log does not hold the whole list" }
        if model.usesUnknownOffsets { return "margins or baselines the log does not give decide it" }
        if model.assumesScrollContent, LogModel(message.constraints, including: candidates,
                                                keys: model.keys.readingScrollEdgesAsFrame()).isUnsatisfiable() {
            return "it conflicts only if a view the log relates to a scroll view's edges is outside that scroll view "
                + "(edges between a scroll view and its content are the content's, and the log does not say which holds which)"
        }
        return nil
    }

    private static func sides(of constraint: LogConstraint, in model: LogModel) -> (Double, Double)? {
        guard let left = model.value(of: constraint, first: true) else { return nil }
        var right = constraint.constant
        if constraint.secondItem != nil {
            guard let value = model.value(of: constraint, first: false) else { return nil }
            right += constraint.multiplier * value
        }
        return (left, right)
    }

    /// Where a constraint sits along its axis in the solved model: its lowest edge (a size counts from
    /// its item's start), so a chain's links read in order.
    private static func position(of constraint: LogConstraint, in model: LogModel) -> Double? {
        func start(_ attribute: LayoutConstraint.Attribute) -> LayoutConstraint.Attribute {
            attribute == .width ? .left : attribute == .height ? .top : attribute
        }
        var values: [Double] = []
        for first in [true, false] {
            guard let key = model.keys.key(constraint, first: first) else { continue }
            let attribute = first ? constraint.firstAttribute : constraint.secondAttribute
            if let value = model.value(of: key.key, start(LogItemKeys.plain(attribute))) { values.append(value) }
        }
        return values.min()
    }

    /// Owner view key → its margins guide's key, from `'UIView-…Margin-guide-constraint'` entries.
    static func marginGuides(_ constraints: [LogConstraint]) -> [String: String] {
        var result: [String: String] = [:]
        for constraint in constraints where (constraint.identifier ?? "").hasSuffix("Margin-guide-constraint") {
            let guide = constraint.items.first { $0.isLayoutGuide }
            let owner = constraint.items.first { !$0.isLayoutGuide }
            if let guide, let owner { result[owner.key] = guide.key }
        }
        return result
    }
}

/// Where an item lies along one axis in a solved model.
public struct ItemExtent: Sendable {
    public var item: LogItem
    public var start: Double
    public var end: Double

    /// The items of `constraints` in order of appearance, along the axis most of them measure.
    static func along(_ constraints: [LogConstraint], in model: LogModel) -> [ItemExtent] {
        let vertical = constraints.filter { $0.firstAttribute.axis == .vertical }.count * 2 > constraints.count
        var seen: Set<String> = []
        var result: [ItemExtent] = []
        for item in constraints.flatMap(\.items) where seen.insert(item.key).inserted {
            guard let start = model.value(of: item.key, vertical ? .top : .left),
                  let end = model.value(of: item.key, vertical ? .bottom : .right) else { continue }
            result.append(ItemExtent(item: item, start: start, end: end))
        }
        return result
    }
}
