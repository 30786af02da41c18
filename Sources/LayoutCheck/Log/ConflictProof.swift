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

    /// Proves (or disproves) the conflict and finds its minimal set; `broken` is the index of the
    /// constraint UIKit breaks, when known.
    /// - Complexity: one model layout per listed constraint (the minimal set is found by deletion).
    static func prove(_ message: LogMessage, broken: Int?) -> ConflictProof {
        let constraints = message.constraints
        let guides = marginGuides(constraints)
        let candidates = constraints.indices.filter {
            constraints[$0].parsed && constraints[$0].isRequired && constraints[$0].isActive != false
        }
        var proof = ConflictProof()
        guard !candidates.isEmpty else {
            proof.undecidedReason = "no required constraint could be read"
            return proof
        }
        let whole = LogModel(constraints, including: candidates, marginGuides: guides)
        guard whole.isUnsatisfiable() else {
            proof.unsatisfiable = reasonUndecided(message, whole).map { reason in
                proof.undecidedReason = reason
                return nil
            } ?? false
            return proof
        }
        proof.unsatisfiable = true
        // The broken constraint is tried last, so the set found holds it whenever one can.
        let order = candidates.filter { $0 != broken } + candidates.filter { $0 == broken }
        proof.minimalSet = minimize(constraints, order, guides).sorted()
        proof.needsNonNegativeSizes = !LogModel(constraints, including: proof.minimalSet, marginGuides: guides,
                                                sizesNonNegative: false).isUnsatisfiable()
        let rest = candidates.filter { $0 != broken }
        let model = LogModel(constraints, including: rest, marginGuides: guides)
        _ = model.isUnsatisfiable()
        if let broken, proof.minimalSet.contains(broken) {
            proof.brokenSides = sides(of: constraints[broken], in: model)
        }
        proof.extents = ItemExtent.along(proof.minimalSet.map { constraints[$0] }, in: model)
        return proof
    }

    /// Deletion filter: drop each constraint whose absence leaves the rest still conflicting.
    private static func minimize(_ constraints: [LogConstraint], _ candidates: [Int], _ guides: [String: String]) -> [Int] {
        var kept = candidates
        for index in candidates {
            let trial = kept.filter { $0 != index }
            if LogModel(constraints, including: trial, marginGuides: guides).isUnsatisfiable() { kept = trial }
        }
        return kept
    }

    private static func reasonUndecided(_ message: LogMessage, _ model: LogModel) -> String? {
        if message.constraints.contains(where: { !$0.parsed }) { return "some entries could not be read" }
        if !message.isCompleteConflict { return "the log does not hold the whole list" }
        if model.usesUnknownOffsets { return "margins or baselines the log does not give decide it" }
        return nil
    }

    private static func sides(of constraint: LogConstraint, in model: LogModel) -> (Double, Double)? {
        guard let first = constraint.firstItem, let left = model.value(of: first, constraint.firstAttribute) else { return nil }
        var right = constraint.constant
        if let second = constraint.secondItem {
            guard let value = model.value(of: second, constraint.secondAttribute) else { return nil }
            right += constraint.multiplier * value
        }
        return (left, right)
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
            guard let start = model.value(of: item, vertical ? .top : .left),
                  let end = model.value(of: item, vertical ? .bottom : .right) else { continue }
            result.append(ItemExtent(item: item, start: start, end: end))
        }
        return result
    }
}
