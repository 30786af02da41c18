import ConsoleLog
import OpenAutoLayout
import TextOutput

/// How explanations name items and constraints: the words a developer uses, not addresses alone.
enum LogWords {
    /// `UILabel 'Testing…'`, `UIView (0x7fb0…)`, `UITableViewCellContentView (0x7fb0…)`.
    static func item(_ item: LogItem) -> String {
        var name = item.className ?? item.name ?? "a view"
        if item.className != nil, let label = item.name, label != "superview", !label.hasPrefix("superview of ") {
            name += " '\(label)'"
        }
        if let text = item.text { return name + " '\(text)'" }
        if let address = item.address, item.name == nil || item.isLayoutGuide { name += " (\(address))" }
        return name
    }

    /// `UILabel 'Testing…'.width = 420`, `UIView (0x…).top = UITableViewCellContentView (0x…).top + 0`.
    static func constraint(_ constraint: LogConstraint) -> String {
        guard constraint.parsed, let first = constraint.firstItem else { return constraint.text }
        var text = "\(item(first)).\(constraint.firstAttribute) \(relation(constraint.relation)) "
        if let second = constraint.secondItem {
            if constraint.multiplier != 1 { text += NumberText.format(constraint.multiplier) + " × " }
            text += "\(item(second)).\(constraint.secondAttribute)"
            if constraint.constant != 0 {
                text += (constraint.constant < 0 ? " − " : " + ") + NumberText.format(abs(constraint.constant))
            }
        } else {
            text += NumberText.format(constraint.constant)
        }
        if constraint.priority < 1000 { text += " @" + NumberText.plain(constraint.priority) }
        if let identifier = constraint.identifier { text += " ('\(identifier)')" }
        return text
    }

    static func relation(_ relation: LayoutConstraint.Relation) -> String {
        switch relation {
        case .equal: "="
        case .greaterThanOrEqual: "≥"
        case .lessThanOrEqual: "≤"
        }
    }

    /// Where the app made it: SnapKit's `File.swift:42`.
    static func site(_ constraint: LogConstraint) -> String? {
        guard let file = constraint.sourceFile else { return nil }
        return constraint.sourceLine.map { "\(file):\($0)" } ?? file
    }
}
