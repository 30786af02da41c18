import OpenAutoLayout

/// A constraint a fix-it proposes, as plain values (nothing is activated until someone applies it).
public struct ProposedConstraint {
    public var firstItem: any LayoutItem
    public var firstAttribute: LayoutConstraint.Attribute
    public var relation: LayoutConstraint.Relation
    public var secondItem: (any LayoutItem)?
    public var secondAttribute: LayoutConstraint.Attribute
    public var multiplier: Double
    public var constant: Double

    public init(_ firstItem: any LayoutItem, _ firstAttribute: LayoutConstraint.Attribute,
                _ relation: LayoutConstraint.Relation = .equal, _ secondItem: (any LayoutItem)? = nil,
                _ secondAttribute: LayoutConstraint.Attribute = .notAnAttribute, multiplier: Double = 1,
                constant: Double = 0) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// A new, inactive constraint with these values.
    public func makeConstraint() -> LayoutConstraint {
        LayoutConstraint(item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
                         attribute: secondAttribute, multiplier: multiplier, constant: constant)
    }
}

/// A concrete change that removes an issue: constraints to add and constraints to remove.
/// Explanations only carry fix-its their verifier accepted.
public struct FixIt {
    /// What to do, in words: `give "Image View" a width (its frame has 80)`.
    public var summary: String
    public var adding: [ProposedConstraint]
    public var removing: [LayoutConstraint]

    public init(summary: String, adding: [ProposedConstraint] = [], removing: [LayoutConstraint] = []) {
        self.summary = summary
        self.adding = adding
        self.removing = removing
    }
}

/// Keys that say which issues a layout has, one per scroll axis or frame part, so a fix can be
/// judged: it must remove its issue's keys and add none.
public enum IssueKeys {
    public static func keys(of issues: [LayoutIssue]) -> [String] {
        var keys: [String] = []
        for issue in issues {
            switch issue {
            case .unsatisfiableConstraints(let conflicting, _):
                keys.append("conflict:" + conflicting.map { "\(ObjectIdentifier($0).hashValue)" }.sorted().joined(separator: ","))
            case .ambiguousLayout(let view, let attributes):
                keys += attributes.names.map { "ambiguous:\(ObjectIdentifier(view).hashValue):\($0)" }
            case .ambiguousScrollableContentSize(let scrollView, let axes):
                if axes.contains(.horizontal) { keys.append("content:\(ObjectIdentifier(scrollView).hashValue):width") }
                if axes.contains(.vertical) { keys.append("content:\(ObjectIdentifier(scrollView).hashValue):height") }
            case .contentPriorityAmbiguity(let views, let axis, let kind, _):
                keys.append("priority:\(axis):\(kind.rawValue):"
                    + views.map { "\(ObjectIdentifier($0).hashValue)" }.sorted().joined(separator: ","))
            }
        }
        return keys
    }

    /// A fix is good when none of `target` remains after it and nothing new appears.
    public static func fixIsGood<Key: Hashable>(before: [Key], after: [Key], target: [Key]) -> Bool {
        let remaining = Set(after)
        return !target.contains(where: remaining.contains) && remaining.isSubset(of: Set(before))
    }

    /// Checks a fix-it on a hierarchy built in code: solves it on the side with the fix applied.
    public static func modelVerifier(root: View) -> (FixIt, LayoutIssue) -> Bool {
        let before = keys(of: root.layoutIssues)
        return { fix, issue in
            let target = keys(of: [issue])
            let after = root.layoutIssues(adding: fix.adding.map { $0.makeConstraint() }, removing: fix.removing)
            return fixIsGood(before: before, after: keys(of: after), target: target)
        }
    }
}
