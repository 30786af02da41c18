import ConsoleLog
import TextOutput

/// The explanation of a conflict in a developer's words: which constraints clash (the minimal
/// set), what UIKit breaks and what the layout then gives, and why UIKit's own constraints are there.
enum ConflictExplanation {
    static func lines(_ event: LogEvent) -> [String] {
        var lines = verdict(event)
        let shown = event.minimalConstraints.isEmpty ? event.message.constraints : event.minimalConstraints
        if let axis = axisWords(shown) { lines.append("The clash is \(axis).") }
        if let chain = event.proof?.chain { lines.append(ChainText.line(chain, event.message.constraints)) }
        if event.proof?.needsNonNegativeSizes == true {
            lines.append("The views do not fit: holding them all would need a width or height below zero.")
        }
        lines += shown.map { "  " + LogWords.constraint($0) + (LogWords.site($0).map { " (\($0))" } ?? "") }
        lines += brokenLines(event)
        var seen: Set<SystemRole> = []
        for constraint in shown {
            guard let role = constraint.systemRole, seen.insert(role).inserted else { continue }
            lines.append(SystemRoleText.reason(role, constraint))
        }
        let unread = event.message.constraints.filter { !$0.parsed }
        if !unread.isEmpty { lines.append("\(unread.count) entr\(unread.count == 1 ? "y" : "ies") could not be read and are listed as printed.") }
        return lines
    }

    private static func verdict(_ event: LogEvent) -> [String] {
        guard let proof = event.proof else { return [] }
        switch proof.unsatisfiable {
        case true?:
            return ["Proved: these \(proof.minimalSet.count) required constraints cannot all hold "
                    + "(removing any one of them lets the others hold):"]
        case false?:
            return ["Not proved: as printed, the listed constraints can all hold (UIKit rounds the numbers it prints, "
                    + "or the conflict involves constraints the log does not list)."]
        case nil:
            return ["Cannot decide whether the constraints conflict: \(proof.undecidedReason ?? "the log is incomplete")."]
        }
    }

    private static func brokenLines(_ event: LogEvent) -> [String] {
        guard let broken = event.broken else {
            return event.message.kind == .conflict
                ? ["Which constraint UIKit breaks cannot be decided from this log: \(event.brokenUndecided ?? "no recovery line")."]
                : []
        }
        let source = broken.source == .log ? "the log says so" : "predicted: \(BrokenPrediction.ruleSummary)"
        var lines = ["UIKit breaks \(LogWords.constraint(broken.constraint)) (\(source))."]
        let items = broken.constraint.items.map(LogWords.item)
        if !items.isEmpty { lines.append("Its view\(items.count == 1 ? "" : "s"): \(items.joined(separator: " and ")).") }
        if let sides = event.proof?.brokenSides, let first = broken.constraint.firstItem {
            let relation = broken.constraint.relation == .equal ? "" : LogWords.relation(broken.constraint.relation) + " "
            lines.append("Without it the others give \(LogWords.item(first)).\(broken.constraint.firstAttribute) = "
                         + "\(NumberText.format(sides.first)), where it asks for \(relation)\(NumberText.format(sides.second)).")
        }
        return lines
    }

    /// "along the vertical axis" when every constraint of the set measures one axis.
    private static func axisWords(_ constraints: [LogConstraint]) -> String? {
        let axes = Set(constraints.compactMap { $0.parsed ? $0.firstAttribute.axis : nil })
        guard axes.count == 1, let axis = axes.first else { return nil }
        return axis == .horizontal ? "along the horizontal axis (x and widths)" : "along the vertical axis (y and heights)"
    }
}

/// Why UIKit adds a constraint of its own, in one sentence.
enum SystemRoleText {
    static func reason(_ role: SystemRole, _ constraint: LogConstraint) -> String {
        let view = constraint.firstItem.map(LogWords.item) ?? "the view"
        let size = NumberText.format(constraint.constant)
        switch role {
        case .encapsulatedSize:
            return "'\(constraint.identifier ?? "UIView-Encapsulated-Layout")' is UIKit's: the table, collection or view "
                + "controller that owns \(view) fixed its \(constraint.firstAttribute) at \(size) pt."
        case .autoresizingMask:
            return "\(constraint.className) is UIKit's: \(view) still translates its autoresizing mask "
                + "(\(constraint.autoresizingMask ?? "h= v=")) into constraints, so its frame is fixed."
        case .temporarySize:
            return "'\(constraint.identifier ?? "_UITemporaryLayout")' is UIKit's: it measures \(view) at \(size) pt "
                + "before the view has its real size."
        case .stackView:
            return "'\(constraint.identifier ?? "UISV")' is the stack view's: it arranges its subviews by its axis, "
                + "alignment, distribution and spacing."
        case .guideDefinition:
            return "'\(constraint.identifier ?? constraint.className)' is UIKit's: it defines a margins, safe-area or "
                + "layout guide from the view's insets."
        case .inputView:
            return "'\(constraint.identifier ?? "")' belongs to UIKit's keyboard and input views."
        }
    }
}
