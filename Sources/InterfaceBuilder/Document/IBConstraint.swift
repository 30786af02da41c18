/// A layout attribute, spelled exactly as Interface Builder writes it in `firstAttribute`/`secondAttribute`.
public enum IBAttribute: String, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing
    case width, height
    case centerX, centerY
    case baseline, firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
}

/// A constraint relation; IB omits the attribute for `equal`.
public enum IBRelation: String, Sendable, Hashable, CaseIterable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual
}

/// One `<constraint>` element: `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
///
/// Constraints whose attribute names, relation or numbers cannot be read are not represented;
/// the document records an issue for each instead.
///
/// Stored properties are ordered widest first so the one-byte ones share a word: a large file holds
/// hundreds of thousands of constraints, and padding between them cost a fifth of each.
public struct IBConstraint: Sendable, Hashable {
    public var id: String
    public var location: IBSourceLocation
    /// Index in `IBDocument.views` of the view whose `<constraints>` declares this constraint.
    public var owner: Int
    /// The id of that owning view.
    public var ownerID: String
    /// The first item's id; IB omits `firstItem` when it is the owning view, and this holds the owner's id then.
    public var firstItem: String
    /// nil for a constant-only constraint (`width = 40`).
    public var secondItem: String?
    /// 1 when absent; ratios `"16:9"` and fractions `"1/3"` are converted to their quotient.
    public var multiplier: Double
    public var constant: Double
    /// `<variation key=… constant=…/>` inside the constraint: its constant in a size class.
    public var sizeClassVariations: [IBVariation] = []
    /// 1000 (required) when absent.
    public var priority: Double
    /// `identifier`, `userLabel` and `type`, which few constraints record: none or one value
    /// (`IBConstraint+Attributes.swift`), so a constraint without them stores one empty array, not three strings.
    var recordedAttributes: [IBConstraintAttributes] = []
    public var firstAttribute: IBAttribute
    public var relation: IBRelation
    public var secondAttribute: IBAttribute?
    /// True when the file had no `firstItem` attribute (the owner was implied).
    public var firstItemIsImplicit: Bool
    /// `placeholder="YES"`: "Remove at build time" — on the canvas, gone at run time.
    public var isPlaceholder: Bool
    /// `symbolic="YES"`: IB's standard spacing; `constant` still holds the value IB used.
    public var isSymbolic: Bool
    /// Uninstalled in the default size class by `<variation key="default"><mask key="constraints"><exclude …>`.
    public var isExcludedByDefault: Bool

    public init(id: String, location: IBSourceLocation, owner: Int, ownerID: String, firstItem: String,
                firstItemIsImplicit: Bool, firstAttribute: IBAttribute, relation: IBRelation = .equal,
                secondItem: String? = nil, secondAttribute: IBAttribute? = nil, multiplier: Double = 1,
                constant: Double = 0, priority: Double = 1000, isPlaceholder: Bool = false,
                isSymbolic: Bool = false, identifier: String? = nil, userLabel: String? = nil,
                type: String? = nil, isExcludedByDefault: Bool = false) {
        self.id = id
        self.location = location
        self.owner = owner
        self.ownerID = ownerID
        self.firstItem = firstItem
        self.firstItemIsImplicit = firstItemIsImplicit
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.isPlaceholder = isPlaceholder
        self.isSymbolic = isSymbolic
        self.isExcludedByDefault = isExcludedByDefault
        self.identifier = identifier
        self.userLabel = userLabel
        self.type = type
    }
}
