import ConsoleLog

/// Explanations and fixes for ambiguity traces and hierarchy errors.
enum OtherMessageText {
    static func explanation(_ message: LogMessage) -> [String] {
        switch message.kind {
        case .ambiguity:
            var lines = message.ambiguousViews.map { view in
                let parts = view.attributes.isEmpty ? "" : " (" + view.attributes.map(frameWord).joined(separator: ", ") + ")"
                return "\(LogWords.item(view.item)) has more than one possible frame\(parts)."
            }
            for host in message.missingHostConstraints {
                lines.append("\(LogWords.item(host)) hosts its own layout engine but nothing gives it a size (MISSING HOST CONSTRAINTS).")
            }
            return lines
        case .hierarchy:
            return message.constraints.map { constraint in
                let items = constraint.items.map(LogWords.item).joined(separator: " and ")
                return "\(LogWords.constraint(constraint)) was activated while \(items) had no common ancestor "
                    + "(one of them is not yet in the other's view hierarchy)."
            }
        case .conflict:
            return []
        }
    }

    static func fixes(_ message: LogMessage) -> [String] {
        switch message.kind {
        case .ambiguity:
            return ["Add the missing constraints for each ambiguous part (position and size on both axes), or give the views an intrinsic size.",
                    "In the debugger, call hasAmbiguousLayout and exerciseAmbiguityInLayout() on the views listed to see which way they move."]
        case .hierarchy:
            var fixes = ["Add the views to the same hierarchy (addSubview) before activating constraints between them."]
            if let site = message.constraints.compactMap(LogWords.site).first {
                fixes.append("Move the constraint made at \(site) after the addSubview call (or into viewDidLoad/didMoveToSuperview).")
            }
            return fixes
        case .conflict:
            return []
        }
    }

    /// `minX` → `x position`, as Xcode words ambiguity.
    private static func frameWord(_ attribute: String) -> String {
        switch attribute {
        case "minX": "x position"
        case "minY": "y position"
        case "Width": "width"
        case "Height": "height"
        default: attribute
        }
    }
}
