import TextOutput

/// A linear relation between two layout attributes (UIKit's `NSLayoutConstraint`):
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
///
/// Location attributes are compared in the closest common ancestor's coordinates; inside a
/// scroll view, edges and margins mean the content rectangle, width/height/centers the frame.
open class LayoutConstraint: CustomStringConvertible {
    public private(set) weak var firstItem: (any LayoutItem)?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: (any LayoutItem)?
    public let secondAttribute: Attribute
    public let multiplier: Double

    /// Changing the constant of an active constraint updates the engine in place (no rebuild).
    public var constant: Double {
        didSet { if constant != oldValue { engine?.constantDidChange(of: self) } }
    }

    /// Changing between required and optional after activation rebuilds the engine
    /// (UIKit throws instead; a model should not trap on it).
    public var priority: LayoutPriority {
        didSet { if priority != oldValue { engine?.priorityDidChange(of: self) } }
    }

    public var identifier: String?

    /// The Swift source line that made the constraint: the caller of an anchor's `constraint(…)`,
    /// of `init(item:…)`, or a DSL relation. Nil for constraints UIKit generates. Loaders that make
    /// constraints from documents may set it to nil (their location is the document's).
    public var creationSite: CreationSite?

    /// Where the constraint came from: user code or one of UIKit's generated families.
    public let kind: Kind

    /// The view the constraint is installed on (UIKit's holder); `nil` when inactive.
    /// Generated constraints are not installed on any view but are active while generated.
    weak var holder: View?

    /// Increases with every activation: on a rebuild constraints are re-added in this order,
    /// so the one broken in a conflict is always the most recently activated.
    var activationOrder = 0

    /// Computes the constant of a generated constraint from live state (bounds origin, safe area,
    /// keyboard), so each pass can refresh it without a rebuild.
    var constantProvider: (() -> Double)?

    /// The view that owns a generated constraint (guide definitions, intrinsic size, …).
    weak var generatedOwner: View?

    /// A user constraint, required, without identifier. Designated (not a convenience
    /// initializer) so that other modules can subclass, as SnapKit subclasses `NSLayoutConstraint`.
    public init(item view1: any LayoutItem, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: (any LayoutItem)?, attribute attr2: Attribute,
                multiplier: Double, constant: Double, file: String = #fileID, line: Int = #line) {
        firstItem = view1
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier.isFinite ? multiplier : 1
        self.constant = constant.isFinite ? constant : 0
        priority = .required
        identifier = nil
        kind = .user
        creationSite = CreationSite(fileID: file, line: line)
    }

    init(item view1: any LayoutItem, attribute attr1: Attribute, relatedBy relation: Relation,
         toItem view2: (any LayoutItem)?, attribute attr2: Attribute,
         multiplier: Double, constant: Double, priority: LayoutPriority = .required,
         identifier: String? = nil, kind: Kind) {
        firstItem = view1
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        // Bad numbers never reach the solver: a non-finite multiplier or constant becomes 0 / 1.
        self.multiplier = multiplier.isFinite ? multiplier : 1
        self.constant = constant.isFinite ? constant : 0
        self.priority = priority
        self.identifier = identifier
        self.kind = kind
    }

    /// Whether the constraint takes part in layout. Activating installs it on the closest
    /// common ancestor of its items (a size-only constraint on the view itself), as UIKit does.
    /// Items in different hierarchies (no common ancestor) cannot be activated; the flag stays false.
    public var isActive: Bool {
        get { holder != nil }
        set {
            if newValue == isActive { return }
            if newValue {
                installationView?.addConstraint(self)
            } else {
                holder?.removeConstraint(self)
            }
        }
    }

    /// Activates each constraint, in order.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint, in order.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The closest view containing both items; for a single-item constraint the item's view.
    var installationView: View? {
        guard let first = firstItem?.hierarchyAnchorView else { return nil }
        guard let second = secondItem else { return first }
        guard let other = second.hierarchyAnchorView else { return nil }
        return first.closestCommonAncestor(with: other)
    }

    /// The engine of the hierarchy this constraint lives in, if it is active.
    var engine: LayoutEngine? {
        if let holder { return holder.existingEngine }
        if let generatedOwner, kind != .user { return generatedOwner.existingEngine }
        return nil
    }

    open var description: String {
        var text = "<\(kind.className):"
        if let identifier { text += " '\(identifier)'" }
        text += " \(itemName(firstItem)).\(firstAttribute) \(relation) "
        if let secondItem {
            if multiplier != 1 { text += "\(NumberText.plain(multiplier))*" }
            text += "\(itemName(secondItem)).\(secondAttribute)"
            if constant != 0 {
                text += constant > 0 ? " + \(NumberText.plain(constant))" : " - \(NumberText.plain((-constant)))"
            }
        } else {
            text += NumberText.plain(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text + ">"
    }

    private func itemName(_ item: (any LayoutItem)?) -> String {
        guard let item else { return "nil" }
        if let view = item as? View { return view.debugName }
        if let guide = item as? LayoutGuide { return guide.debugName }
        return String(describing: type(of: item))
    }
}

extension LayoutConstraint {
    /// The family a constraint belongs to. UIKit prints generated ones with their own class
    /// names; `className` gives that name for diagnostics.
    public enum Kind: String, Hashable, Sendable {
        /// Made by user code (or a storyboard).
        case user
        /// `NSAutoresizingMaskLayoutConstraint`: a view's autoresizing mask and frame.
        case autoresizingMask
        /// `NSContentSizeLayoutConstraint`: hugging (`<=`) or compression resistance (`>=`).
        case contentSize
        /// A system layout guide's definition (margins, safe area, scroll view guides, keyboard).
        case layoutGuide
        /// The fixed frame of a hierarchy's root ('UIView-Encapsulated-Layout-…').
        case encapsulatedLayout
        /// Generated by a `StackView` ('UISV-…').
        case stackView

        public var className: String {
            switch self {
            case .user, .layoutGuide, .encapsulatedLayout: "NSLayoutConstraint"
            case .autoresizingMask: "NSAutoresizingMaskLayoutConstraint"
            case .contentSize: "NSContentSizeLayoutConstraint"
            case .stackView: "NSLayoutConstraint"
            }
        }
    }
}
