import OpenAutoLayout
import TextOutput

/// Xcode's Interface Builder wording for layout issues (Xcode 11 and later where it changed).
public enum XcodeMessages {
    /// `Scrollable content size is ambiguous for "Scroll View" (Scr-aa-001).`
    public static func scrollableContentSizeAmbiguous(_ scrollView: ObjectReference) -> String {
        "Scrollable content size is ambiguous for \(scrollView)."
    }

    /// `"Image View" (Img-aa-001): Need constraints for: width, height`: Xcode's words after the
    /// object they are about (the issue navigator shows them under it); nil when nothing is missing.
    public static func missingConstraints(_ attributes: LayoutIssue.AmbiguousAttributes,
                                          for view: ObjectReference) -> String? {
        missingConstraints(attributes).map { "\(view): \($0)" }
    }

    /// `Need constraints for: X position, width`, parts in Xcode's order (X position, Y position,
    /// width, height); nil when nothing is missing.
    public static func missingConstraints(_ attributes: LayoutIssue.AmbiguousAttributes) -> String? {
        let parts: [(LayoutIssue.AmbiguousAttributes, String)] = [
            (.xPosition, "X position"), (.yPosition, "Y position"), (.width, "width"), (.height, "height"),
        ]
        let names = parts.filter { attributes.contains($0.0) }.map(\.1)
        guard !names.isEmpty else { return nil }
        return "Need constraints for: " + names.joined(separator: ", ")
    }

    /// `Height is ambiguous for "Content View" (H2p-sc-9uM).`: Xcode's "Ambiguous Layout" wording
    /// (build logs and the view debugger, `shared/reference`) for a view whose constraints are all
    /// there but whose height the canvas and the constraints disagree on.
    public static func heightAmbiguous(for view: ObjectReference) -> String {
        "Height is ambiguous for \(view)."
    }

    /// `Position and size are ambiguous for "View" (Fk4-QA-LCD).`: Xcode's "Ambiguous Layout" wording
    /// (`Size and horizontal position are ambiguous for "Scroll View".`, `shared/reference`) for a view
    /// with no part of its frame placed, though no constraint of its own is missing.
    public static func positionAndSizeAmbiguous(for view: ObjectReference) -> String {
        "Position and size are ambiguous for \(view)."
    }

    /// `Vertical position is ambiguous for "Label" (Sda-5Y-KZT) because its superview "Stack View"
    /// (Q35-Gh-viP) is ambiguous.`: Xcode's "Ambiguous Layout" wording ("Horizontal position",
    /// "Vertical position", "Position") for a view whose own constraints are complete but whose
    /// place on the canvas follows an ancestor the constraints leave free; nil without a position part.
    public static func positionAmbiguous(_ attributes: LayoutIssue.AmbiguousAttributes, for view: ObjectReference,
                                         ancestor: ObjectReference, isSuperview: Bool) -> String? {
        let part: String
        switch (attributes.contains(.xPosition), attributes.contains(.yPosition)) {
        case (true, true): part = "Position"
        case (true, false): part = "Horizontal position"
        case (false, true): part = "Vertical position"
        case (false, false): return nil
        }
        return "\(part) is ambiguous for \(view) because its \(isSuperview ? "superview" : "ancestor") \(ancestor) is ambiguous."
    }

    /// `Frame for "Label" (Sda-5Y-KZT) will be different at run time.` followed by the parts that differ, as older
    /// Xcode listed them: `Expected: x=20, w=100. Actual: x=16, w=96.` (expected: what the constraints
    /// give; actual: the frame in the file). Parts within `tolerance` are left out.
    public static func misplacedView(_ view: ObjectReference, expected: Rect, actual: Rect,
                                     tolerance: Double = 0.5, assumed: String? = nil) -> String {
        let parts: [(String, Double, Double)] = [
            ("x", expected.origin.x, actual.origin.x), ("y", expected.origin.y, actual.origin.y),
            ("w", expected.size.width, actual.size.width), ("h", expected.size.height, actual.size.height),
        ]
        let differing = parts.filter { abs($0.1 - $0.2) > tolerance }
        var message = "Frame for \(view) will be different at run time."
        guard !differing.isEmpty else { return message + assumption(assumed) }
        let expectedText = differing.map { "\($0.0)=\(NumberText.format($0.1))" }.joined(separator: ", ")
        let actualText = differing.map { "\($0.0)=\(NumberText.format($0.2))" }.joined(separator: ", ")
        message += " Expected: \(expectedText). Actual: \(actualText)." + assumption(assumed)
        return message
    }

    /// `Conflicting constraints: "A" (id1), "B" (id2) cannot all be satisfied; "B" (id2) will be
    /// broken to recover.` The constraints come already described (see `ConstraintText`) with their
    /// ids, in the engine's order.
    /// `assumed`, when given, says what canvas the verdict rests on (` Assumed: …`).
    public static func conflictingConstraints(_ constraints: [ObjectReference], broken: ObjectReference,
                                              assumed: String? = nil) -> String {
        let list = constraints.map(\.description).joined(separator: ", ")
        return "Conflicting constraints: \(list) cannot all be satisfied; \(broken) will be broken to recover."
            + assumption(assumed)
    }

    /// ` Assumed: …` after a verdict that rests on the canvas, or nothing.
    static func assumption(_ assumed: String?) -> String {
        guard let assumed, !assumed.isEmpty else { return "" }
        return " Assumed: \(assumed)."
    }

    /// `Content priority ambiguity: "A" (id1) and "B" (id2) have the same horizontal hugging priority (251).`
    public static func contentPriorityAmbiguity(_ views: [ObjectReference], axis: LayoutConstraint.Axis,
                                                kind: LayoutIssue.ContentPriorityKind, priority: Double) -> String {
        let quoted = views.map(\.description)
        let list: String
        if quoted.count <= 2 {
            list = quoted.joined(separator: " and ")
        } else {
            list = quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1]
        }
        let what = kind == .hugging ? "hugging" : "compression resistance"
        return "Content priority ambiguity: \(list) have the same \(axis) \(what) priority "
            + "(\(NumberText.format(priority)))."
    }
}

/// A constraint as Xcode's document outline writes it: `Image View.top = Scroll View.top + 50`,
/// `width = 0.5 × Scroll View.width`, `height ≥ 44 @750`.
public enum ConstraintText {
    public static func describe(firstItem: String?, firstAttribute: String, relation: String,
                                secondItem: String?, secondAttribute: String?, multiplier: Double = 1,
                                constant: Double = 0, priority: Double = 1000) -> String {
        let symbol = switch relation {
        case "<=", "lessThanOrEqual": "≤"
        case ">=", "greaterThanOrEqual": "≥"
        default: "="
        }
        var text = (firstItem.map { "\($0)." } ?? "") + firstAttribute + " \(symbol) "
        if let secondAttribute {
            if multiplier != 1 { text += "\(NumberText.format(multiplier)) × " }
            text += (secondItem.map { "\($0)." } ?? "") + secondAttribute
            if constant > 0 { text += " + \(NumberText.format(constant))" }
            if constant < 0 { text += " - \(NumberText.format(-constant))" }
        } else {
            text += NumberText.format(constant)
        }
        if priority < 1000 { text += " @\(NumberText.format(priority))" }
        return text
    }
}
