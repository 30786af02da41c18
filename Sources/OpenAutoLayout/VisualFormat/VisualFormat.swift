/// A parsed Visual Format Language string: Apple's ASCII-art notation for Auto Layout
/// constraints, such as `H:|-[find]-[findNext]-[findField(>=20)]-|`.
///
/// The Visual Format Language knows nothing of views here: it works on view *names*, and
/// its output names items by those names. `LayoutConstraint.constraints(withVisualFormat:
/// options:metrics:views:)` wires it to real views in three steps:
///
/// ```swift
/// // 1. Parse and lower in one call (UIKit's error order), with the views' names.
/// let descriptions = try VisualFormat.constraints(
///     withVisualFormat: format, options: options, metrics: metrics,
///     viewNames: Set(views.keys),
///     hasSuperview: { name in views[name]?.superview != nil })
/// // 2. Map each description to a LayoutConstraint:
/// //    .view(name)  -> views[name]!
/// //    .superview   -> the superview of the constraint's *other* item, which is always a
/// //                    `.view` (the view next to the '|'), as UIKit looks it up.
/// //    VisualFormatAttribute / VisualFormatRelation rawValues are NSLayoutAttribute /
/// //    NSLayoutRelation rawValues; secondItem == nil means `.notAnAttribute` and a constant.
/// // 3. Return them in order (UIKit's order; callers activate them).
/// ```
///
/// Or in two steps: `VisualFormat.parse(_:metrics:viewNames:)` gives this typed description,
/// and `constraints(options:superviewSpacing:hasSuperview:)` lowers it.
///
/// Errors are `VisualFormatError` values carrying UIKit's message, the format and the
/// offset UIKit's caret points at; nothing traps on bad input.
///
/// Grammar (Apple's Auto Layout Guide, "Visual Format Language"), as UIKit's parser reads it:
/// orientation `H:` / `V:` (default H), an optional leading `|` and connection, views
/// `[name(predicates)]` joined by connections (`-` standard, `-pred-` or `-(pred,…)-`, or
/// nothing for a zero gap), an optional trailing connection and `|`. A predicate is
/// `(==|<=|>=)? (number | metric | viewName) (@ (number | metric))?`; a view name is only
/// allowed inside a view's own predicate (its width in H, height in V).
public struct VisualFormat: Hashable, Sendable {
    /// The axis along which the format lays out its views.
    public enum Orientation: Hashable, Sendable {
        case horizontal, vertical
    }

    /// The format as given, kept so that lowering errors can show it with a caret.
    public let format: String
    public var orientation: Orientation
    /// The views, left to right (top to bottom); never empty.
    public var views: [ViewTerm]
    /// The connection between a leading `|` and `views[0]`; `nil` without a leading `|`.
    public var leadingSuperview: Connection?
    /// `connections[i]` joins `views[i]` and `views[i + 1]`; `views.count - 1` of them.
    public var connections: [Connection]
    /// The connection between the last view and a trailing `|`; `nil` without one.
    public var trailingSuperview: Connection?

    public init(
        format: String, orientation: Orientation, views: [ViewTerm],
        leadingSuperview: Connection? = nil, connections: [Connection] = [],
        trailingSuperview: Connection? = nil
    ) {
        self.format = format
        self.orientation = orientation
        self.views = views
        self.leadingSuperview = leadingSuperview
        self.connections = connections
        self.trailingSuperview = trailingSuperview
    }
}

extension VisualFormat {
    /// One `[name(predicates)]` term.
    public struct ViewTerm: Hashable, Sendable {
        public var name: String
        /// Predicates on the view's width (H) or height (V), in written order.
        public var predicates: [Predicate]

        public init(name: String, predicates: [Predicate] = []) {
            self.name = name
            self.predicates = predicates
        }
    }

    /// The space between two neighbours (a view or the superview edge).
    public struct Connection: Hashable, Sendable {
        public var spacing: Spacing
        /// The offset just past the item on the connection's right, where UIKit completes the
        /// connection; errors found while lowering it (alignment, baseline spacing, a missing
        /// superview) point there, as UIKit's caret does.
        public var endPosition: Int

        public init(spacing: Spacing, endPosition: Int) {
            self.spacing = spacing
            self.endPosition = endPosition
        }
    }

    /// What a connection says about its gap.
    public enum Spacing: Hashable, Sendable {
        /// Nothing between the items (`[a][b]`, `|[a]`): a gap of exactly 0.
        case adjacent
        /// A lone `-`: the standard space (UIKit's `NSSpace`).
        case standard
        /// `-20-`, `-(>=8,<=20@750)-`: one constraint on the gap per predicate.
        case predicates([Predicate])
    }

    /// `(relation)? object (@priority)?`; metric names are already resolved to numbers.
    public struct Predicate: Hashable, Sendable {
        public var relation: VisualFormatRelation
        public var object: Object
        /// 1000 (required) unless written; always in `(0, 1000]`.
        public var priority: Double

        public init(_ relation: VisualFormatRelation, _ object: Object, priority: Double = 1000) {
            self.relation = relation
            self.object = object
            self.priority = priority
        }

        /// An `==` predicate, the meaning of a predicate written without a relation.
        public init(_ object: Object, priority: Double = 1000) {
            self.init(.equal, object, priority: priority)
        }
    }

    /// What a predicate compares with.
    public enum Object: Hashable, Sendable {
        /// A number or a metric's value, in points.
        case constant(Double)
        /// Another view's width (H) or height (V); only in a view's own predicate.
        case view(String)
    }
}
