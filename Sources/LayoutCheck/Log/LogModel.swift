import ConsoleLog
import OpenAutoLayout

/// A log's constraints rebuilt in the model: one view per item (layout guides too: a guide is a
/// rectangle the engine solves like a view), all side by side under a root no constraint names,
/// none translating an autoresizing mask, each with a width and height that cannot be negative,
/// as in UIKit's engine (a lone `width == -16` is reported as a conflict there).
final class LogModel {
    let root = View(frame: Rect(x: 0, y: 0, width: 0, height: 0))
    private(set) var views: [String: View] = [:]
    /// The log constraint behind each model constraint, by the model constraint's identity.
    private(set) var sources: [ObjectIdentifier: Int] = [:]
    /// Items whose margins or baselines the log does not give: constraints on them hold for
    /// any value, so a system that holds here may still conflict in the app.
    private(set) var usesUnknownOffsets = false
    /// Scroll views' edges read as their content rectangle although the log does not say the other
    /// item is inside: a system that holds here may conflict in the app if it is outside.
    private(set) var assumesScrollContent = false
    let keys: LogItemKeys
    /// The sizes held at 0 or more, as `key|width` and `key|height`; nil: every one.
    private let nonNegativeSizes: Set<String>?

    /// Builds the model of `constraints` (indices into the message's list); nothing is laid out yet.
    init(_ constraints: [LogConstraint], including indices: [Int], keys: LogItemKeys,
         nonNegativeSizes: Set<String>? = nil) {
        self.keys = keys
        self.nonNegativeSizes = nonNegativeSizes
        var made: [LayoutConstraint] = []
        for index in indices {
            guard let constraint = makeConstraint(constraints[index]) else { continue }
            sources[ObjectIdentifier(constraint)] = index
            made.append(constraint)
        }
        LayoutConstraint.activate(made)
    }

    /// True when the model's layout pass breaks a constraint.
    func isUnsatisfiable() -> Bool {
        root.layoutIfNeeded()
        return root.layoutIssues.contains { $0.brokenConstraint != nil }
    }

    /// The value one side of a constraint takes in the solved layout.
    func value(of constraint: LogConstraint, first: Bool) -> Double? {
        guard let key = keys.key(constraint, first: first) else { return nil }
        return value(of: key.key, first ? constraint.firstAttribute : constraint.secondAttribute)
    }

    /// The value an attribute of the rectangle `key` takes in the solved layout.
    func value(of key: String, _ attribute: LayoutConstraint.Attribute) -> Double? {
        guard let view = views[key] else { return nil }
        let frame = view.frame
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: return frame.origin.x
        case .right, .trailing, .rightMargin, .trailingMargin: return frame.origin.x + frame.size.width
        case .top, .topMargin, .firstBaseline, .lastBaseline: return frame.origin.y
        case .bottom, .bottomMargin: return frame.origin.y + frame.size.height
        case .width: return frame.size.width
        case .height: return frame.size.height
        case .centerX, .centerXWithinMargins: return frame.origin.x + frame.size.width / 2
        case .centerY, .centerYWithinMargins: return frame.origin.y + frame.size.height / 2
        case .notAnAttribute: return nil
        }
    }

    private func makeConstraint(_ record: LogConstraint) -> LayoutConstraint? {
        guard record.parsed, let first = keys.key(record, first: true) else { return nil }
        let second = keys.key(record, first: false)
        let firstView = view(first)
        let secondView = second.map(view)
        let constraint = LayoutConstraint(
            item: firstView, attribute: LogItemKeys.plain(record.firstAttribute), relatedBy: record.relation,
            toItem: secondView, attribute: secondView == nil ? .notAnAttribute : LogItemKeys.plain(record.secondAttribute),
            multiplier: record.multiplier, constant: record.constant)
        constraint.priority = LayoutPriority(min(max(record.priority, 1), 1000))
        return constraint
    }

    /// One view per rectangle key, so a view's plain edges never silently stand in for its margins,
    /// baselines or scroll content.
    private func view(_ key: LogItemKeys.Key) -> View {
        if key.unknownOffset { usesUnknownOffsets = true }
        if key.assumedContent { assumesScrollContent = true }
        if let existing = views[key.key] { return existing }
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        views[key.key] = view
        let nonNegative = [LayoutConstraint.Attribute.width, .height].filter { attribute in
            nonNegativeSizes?.contains(key.key + "|" + attribute.description) ?? true
        }.map { attribute in
            LayoutConstraint(item: view, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: nil,
                             attribute: .notAnAttribute, multiplier: 1, constant: 0)
        }
        LayoutConstraint.activate(nonNegative)
        return view
    }

    /// Every size the model holds non-negative, `key|width` and `key|height`, sorted.
    var sizeNames: [String] {
        views.keys.sorted().flatMap { [$0 + "|width", $0 + "|height"] }
    }
}
