import ConsoleLog
import TextOutput

/// The usual fixes for a conflict's pattern, most likely first.
enum ConflictFixes {
    static func fixes(_ event: LogEvent) -> [String] {
        let set = event.minimalConstraints.isEmpty ? event.message.constraints : event.minimalConstraints
        let own = set.filter { $0.parsed && !$0.isSystemMade }
        var fixes: [String] = []
        if let duplicate = sameTarget(own) {
            fixes.append("\(LogWords.constraint(duplicate.0)) and \(LogWords.constraint(duplicate.1)) set the same thing "
                + "to different values: keep one\(sites(duplicate.0, duplicate.1)) (SnapKit/Masonry: remakeConstraints "
                + "instead of makeConstraints when the code runs again).")
        }
        if let encapsulated = set.first(where: { $0.systemRole == .encapsulatedSize }) {
            fixes.append(encapsulatedFix(encapsulated, own: own))
        }
        if let temporary = set.first(where: { $0.systemRole == .temporarySize }) {
            fixes.append("UIKit measures \(temporary.firstItem.map(LogWords.item) ?? "the view") at "
                + "\(NumberText.format(temporary.constant)) pt first: give the constraint that needs more room "
                + "(\(own.first.map(LogWords.constraint) ?? "your size constraint")) priority 999, so it holds once the view is sized.")
        }
        for constraint in set where constraint.systemRole == .autoresizingMask {
            guard let view = constraint.firstItem else { continue }
            fixes.append("Set translatesAutoresizingMaskIntoConstraints = false on \(LogWords.item(view)) "
                + "(its mask \(constraint.autoresizingMask ?? "") fixes its frame), unless its frame is set on purpose.")
            break
        }
        if set.contains(where: { $0.systemRole == .stackView }) {
            fixes.append("A stack view's arrangement clashes with a size or spacing set on it or its arranged subviews: "
                + "lower that constraint to priority 999, or change the stack's distribution, alignment or spacing.")
        }
        if own.isEmpty, !set.isEmpty {
            fixes.append("Only UIKit's own constraints clash: this is UIKit's conflict (often harmless, fixed in a later iOS); "
                + "nothing in the app's constraints causes it.")
        }
        if let target = event.broken?.constraint ?? own.first {
            fixes.append("Give \(LogWords.constraint(target)) a priority below 1000 (999), or remove it\(sites(target)).")
        }
        return fixes
    }

    private static func encapsulatedFix(_ constraint: LogConstraint, own: [LogConstraint]) -> String {
        let size = NumberText.format(constraint.constant)
        if constraint.constant == 0 || constraint.constant < 1e-100 {
            return "The container sized the view at \(size) pt before its real layout: give the app's constraint that "
                + "needs more room (\(own.first.map(LogWords.constraint) ?? "a fixed size")) priority 999, so it only "
                + "holds once the view has its size."
        }
        let edge = own.first { [.bottom, .trailing, .right, .bottomMargin, .trailingMargin].contains($0.firstAttribute)
            || [.bottom, .trailing, .right, .bottomMargin, .trailingMargin].contains($0.secondAttribute) } ?? own.last
        return "Self-sizing cell or view: the container fixed its \(constraint.firstAttribute) at \(size) pt. Give "
            + "\(edge.map(LogWords.constraint) ?? "the last constraint of the chain") priority 999 so the fixed "
            + "\(constraint.firstAttribute) can win while the content is measured (and use UITableView.automaticDimension "
            + "or estimated sizes so the container asks the cell)."
    }

    /// Two of the app's constraints on the same items and attributes with different constants.
    private static func sameTarget(_ constraints: [LogConstraint]) -> (LogConstraint, LogConstraint)? {
        for (offset, a) in constraints.enumerated() {
            for b in constraints.dropFirst(offset + 1) where a.relation == .equal && b.relation == .equal
                && a.firstItem?.key == b.firstItem?.key && a.firstAttribute == b.firstAttribute
                && a.secondItem?.key == b.secondItem?.key && a.secondAttribute == b.secondAttribute
                && a.multiplier == b.multiplier && a.constant != b.constant {
                return (a, b)
            }
        }
        return nil
    }

    private static func sites(_ constraints: LogConstraint...) -> String {
        let places = constraints.compactMap(LogWords.site)
        return places.isEmpty ? "" : " (made at " + places.joined(separator: " and ") + ")"
    }
}
