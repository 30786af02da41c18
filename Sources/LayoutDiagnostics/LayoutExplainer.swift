import OpenAutoLayout

/// Why an issue happens, and the verified fix-its for it.
public struct Explanation {
    public var issue: LayoutIssue
    /// The reasons, one sentence each.
    public var lines: [String]
    /// For scroll views: the chain along each ambiguous axis.
    public var chains: [ContentChain]
    /// Fix-its the verifier accepted, the preferred one first.
    public var fixIts: [FixIt]
}

/// Explains layout issues from the model's public API (views, installed constraints, issues), so
/// it serves hierarchies built in code and ones read from documents alike.
public struct LayoutExplainer {
    /// Xcode's name for an item (`Image View`); the caller knows labels and document names.
    public var name: (any LayoutItem) -> String
    /// The frame to take sizes and distances from: the recorded frame of a document's view, else
    /// the frame the last layout pass gave it.
    public var referenceFrame: (View) -> Rect

    public init(name: @escaping (any LayoutItem) -> String = LayoutExplainer.defaultName,
                referenceFrame: @escaping (View) -> Rect = { $0.frame }) {
        self.name = name
        self.referenceFrame = referenceFrame
    }

    /// The view's accessibility identifier, else its UIKit class name in Xcode's words (`Scroll View`);
    /// layout guides as Xcode's outline names them (`Top Layout Guide`, `Safe Area`, …).
    public static func defaultName(_ item: any LayoutItem) -> String {
        if let guide = item as? LayoutGuide {
            if let name = ObjectNames.layoutGuideName(guide.identifier) { return name }
            return guide.identifier.isEmpty ? "Layout Guide" : guide.identifier
        }
        if let view = item as? View, let identifier = view.accessibilityIdentifier { return identifier }
        let className = UIKitConstraintDescription.className(of: item)
        let bare = className.hasPrefix("UI") ? String(className.dropFirst(2)) : className
        return ObjectNames.classDisplayName(elementName: bare.prefix(1).lowercased() + bare.dropFirst())
    }

    /// `Image View.leading = Scroll View.leading + 20`, in Xcode's outline style.
    public func describe(_ constraint: LayoutConstraint) -> String {
        ConstraintText.describe(
            firstItem: constraint.firstItem.map(name), firstAttribute: constraint.firstAttribute.description,
            relation: constraint.relation.description, secondItem: constraint.secondItem.map(name),
            secondAttribute: constraint.secondItem == nil ? nil : constraint.secondAttribute.description,
            multiplier: constraint.multiplier, constant: constraint.constant,
            priority: Double(constraint.priority.rawValue))
    }

    public func describe(_ proposed: ProposedConstraint) -> String {
        ConstraintText.describe(
            firstItem: name(proposed.firstItem), firstAttribute: proposed.firstAttribute.description,
            relation: proposed.relation.description, secondItem: proposed.secondItem.map(name),
            secondAttribute: proposed.secondItem == nil ? nil : proposed.secondAttribute.description,
            multiplier: proposed.multiplier, constant: proposed.constant)
    }

    /// Explains `issue` of the hierarchy under `root`; `verify` judges each candidate fix-it against
    /// the part of the issue it targets (one scroll axis at a time): `IssueKeys.modelVerifier` for
    /// code, a re-layout of the document for Interface Builder.
    /// `tracer`: `ContentChainTracer(root: root)`, passed in when several issues of one hierarchy
    /// are explained, so it is built once.
    public func explain(_ issue: LayoutIssue, in root: View, tracer: ContentChainTracer? = nil,
                        verify: (FixIt, LayoutIssue) -> Bool) -> Explanation {
        let tracer = tracer ?? ContentChainTracer(root: root)
        var explanation = Explanation(issue: issue, lines: [], chains: [], fixIts: [])
        var candidates: [(FixIt, LayoutIssue)] = []
        switch issue {
        case .ambiguousScrollableContentSize(let scrollView, let axes):
            for axis in LayoutConstraint.Axis.allCases where axes.contains(axis == .horizontal ? .horizontal : .vertical) {
                let chain = tracer.chain(in: scrollView, axis: axis)
                explanation.chains.append(chain)
                explanation.lines.append(chainText(chain, scrollView: scrollView))
                let target = LayoutIssue.ambiguousScrollableContentSize(
                    scrollView: scrollView, axes: axis == .horizontal ? .horizontal : .vertical)
                candidates += scrollFixIts(chain, scrollView: scrollView).map { ($0, target) }
            }
        case .ambiguousLayout(let view, let attributes):
            explanation.lines = freeAttributeLines(view, attributes, tracer: tracer)
            candidates = missingConstraintFixIts(view, attributes).map { ($0, issue) }
        case .unsatisfiableConstraints(let conflicting, let broken):
            explanation.lines = conflictLines(conflicting, broken: broken)
            let removable = ([broken] + conflicting.filter { $0 !== broken }).filter { $0.kind == .user }
            candidates = removable.map { (FixIt(summary: "remove \(describe($0))", removing: [$0]), issue) }
        case .contentPriorityAmbiguity(let views, let axis, let kind, let priority):
            let what = kind == .hugging ? "hugging" : "compression resistance"
            explanation.lines = ["\(views.map { "\"\(name($0))\"" }.joined(separator: ", ")) have the same \(axis) "
                + "\(what) priority (\(priority)), so the constraints do not say which one "
                + (kind == .hugging ? "stretches." : "shrinks.")]
        }
        explanation.fixIts = candidates.filter { verify($0.0, $0.1) }.map(\.0)
        if case .unsatisfiableConstraints = issue {
            let minimal = explanation.fixIts.flatMap(\.removing).map(describe)
            if !minimal.isEmpty {
                explanation.lines.append("Removing any one of these resolves it: " + minimal.joined(separator: "; ") + ".")
            }
        }
        return explanation
    }
}
