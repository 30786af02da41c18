/// A problem found by a layout pass, as data (LayoutDiagnostics words it like UIKit and Xcode).
public enum LayoutIssue: CustomStringConvertible {
    /// Required constraints that cannot all hold; `broken` was left out so layout could go on.
    /// This model always breaks the constraint whose addition revealed the conflict (the most
    /// recently activated); UIKit's choice may differ.
    case unsatisfiableConstraints(conflicting: [LayoutConstraint], broken: LayoutConstraint)
    /// The constraints allow more than one value for these parts of the view's frame.
    case ambiguousLayout(view: View, attributes: AmbiguousAttributes)
    /// A scroll view's content constraints do not fix its content size on these axes.
    case ambiguousScrollableContentSize(scrollView: ScrollView, axes: Axes)
    /// Views with equal hugging (or compression-resistance) priority compete for the same slack
    /// (or shortage) on `axis`, so either could give way.
    case contentPriorityAmbiguity(views: [View], axis: LayoutConstraint.Axis, kind: ContentPriorityKind,
                                  priority: LayoutPriority)

    /// Which parts of a frame are ambiguous (Xcode: "horizontal position", "width", …).
    public struct AmbiguousAttributes: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let xPosition = AmbiguousAttributes(rawValue: 1 << 0)
        public static let yPosition = AmbiguousAttributes(rawValue: 1 << 1)
        public static let width = AmbiguousAttributes(rawValue: 1 << 2)
        public static let height = AmbiguousAttributes(rawValue: 1 << 3)
    }

    /// Content-size axes (width is horizontal, height is vertical).
    public struct Axes: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Axes(rawValue: 1 << 0)
        public static let vertical = Axes(rawValue: 1 << 1)
    }

    public enum ContentPriorityKind: String, Hashable, Sendable {
        case hugging, compressionResistance
    }

    /// The constraint broken to recover from a conflict, if this is one.
    public var brokenConstraint: LayoutConstraint? {
        if case .unsatisfiableConstraints(_, let broken) = self { return broken }
        return nil
    }

    /// A short structural summary (not UIKit's wording, which LayoutDiagnostics produces).
    public var description: String {
        switch self {
        case .unsatisfiableConstraints(let conflicting, let broken):
            return "unsatisfiable: \(conflicting.count) constraints, broke \(broken)"
        case .ambiguousLayout(let view, let attributes):
            return "ambiguous layout: \(view.debugName) \(attributes.names.joined(separator: ", "))"
        case .ambiguousScrollableContentSize(let scrollView, let axes):
            let names = (axes.contains(.horizontal) ? ["width"] : []) + (axes.contains(.vertical) ? ["height"] : [])
            return "ambiguous scrollable content: \(scrollView.debugName) \(names.joined(separator: ", "))"
        case .contentPriorityAmbiguity(let views, let axis, let kind, let priority):
            return "content priority ambiguity: \(views.map(\.debugName).joined(separator: ", ")) \(axis) \(kind.rawValue) \(priority)"
        }
    }
}

extension LayoutIssue.AmbiguousAttributes {
    /// The parts in Xcode's order: x, y, width, height.
    public var names: [String] {
        [(Self.xPosition, "x position"), (.yPosition, "y position"), (.width, "width"), (.height, "height")]
            .filter { contains($0.0) }.map(\.1)
    }
}
