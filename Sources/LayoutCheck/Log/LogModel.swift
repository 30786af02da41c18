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
    private let marginGuides: [String: String]
    private let sizesNonNegative: Bool

    /// Builds the model of `constraints` (indices into the message's list); nothing is laid out yet.
    init(_ constraints: [LogConstraint], including indices: [Int], marginGuides: [String: String],
         sizesNonNegative: Bool = true) {
        self.marginGuides = marginGuides
        self.sizesNonNegative = sizesNonNegative
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

    /// The value an item's attribute takes in the solved layout.
    func value(of item: LogItem, _ attribute: LayoutConstraint.Attribute) -> Double? {
        guard let view = views[modelKey(item, attribute)] else { return nil }
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
        guard record.parsed, let first = record.firstItem else { return nil }
        let firstView = view(first, record.firstAttribute)
        let secondView = record.secondItem.map { view($0, record.secondAttribute) }
        let constraint = LayoutConstraint(
            item: firstView, attribute: plain(record.firstAttribute), relatedBy: record.relation,
            toItem: secondView, attribute: secondView == nil ? .notAnAttribute : plain(record.secondAttribute),
            multiplier: record.multiplier, constant: record.constant)
        constraint.priority = LayoutPriority(min(max(record.priority, 1), 1000))
        return constraint
    }

    /// Margins and baselines are edges of their own rectangle (the margins guide the log names, else
    /// an unknown one), so a view's plain edges never silently stand in for them.
    private func view(_ item: LogItem, _ attribute: LayoutConstraint.Attribute) -> View {
        let key = modelKey(item, attribute)
        if let existing = views[key] { return existing }
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        views[key] = view
        guard sizesNonNegative else { return view }
        let nonNegative = [
            LayoutConstraint(item: view, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil,
                             attribute: .notAnAttribute, multiplier: 1, constant: 0),
            LayoutConstraint(item: view, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil,
                             attribute: .notAnAttribute, multiplier: 1, constant: 0),
        ]
        LayoutConstraint.activate(nonNegative)
        return view
    }

    private func modelKey(_ item: LogItem, _ attribute: LayoutConstraint.Attribute) -> String {
        if attribute.isMargin {
            if let guide = marginGuides[item.key] { return guide }
            usesUnknownOffsets = true
            return item.key + "#margins"
        }
        if attribute == .firstBaseline || attribute == .lastBaseline {
            usesUnknownOffsets = true
            return item.key + "#" + attribute.description
        }
        return item.key
    }

    private func plain(_ attribute: LayoutConstraint.Attribute) -> LayoutConstraint.Attribute {
        switch attribute {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin, .firstBaseline, .lastBaseline: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: attribute
        }
    }
}
