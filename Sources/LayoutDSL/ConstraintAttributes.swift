import OpenAutoLayout

/// The attributes one maker line constrains: a set, because `make.left.top` and composites such
/// as `edges` stand for several layout attributes at once.
struct ConstraintAttributes: OptionSet, Hashable, Sendable {
    let rawValue: UInt32

    static let none: ConstraintAttributes = []
    static let left = ConstraintAttributes(rawValue: 1 << 0)
    static let top = ConstraintAttributes(rawValue: 1 << 1)
    static let right = ConstraintAttributes(rawValue: 1 << 2)
    static let bottom = ConstraintAttributes(rawValue: 1 << 3)
    static let leading = ConstraintAttributes(rawValue: 1 << 4)
    static let trailing = ConstraintAttributes(rawValue: 1 << 5)
    static let width = ConstraintAttributes(rawValue: 1 << 6)
    static let height = ConstraintAttributes(rawValue: 1 << 7)
    static let centerX = ConstraintAttributes(rawValue: 1 << 8)
    static let centerY = ConstraintAttributes(rawValue: 1 << 9)
    static let lastBaseline = ConstraintAttributes(rawValue: 1 << 10)
    static let firstBaseline = ConstraintAttributes(rawValue: 1 << 11)
    static let leftMargin = ConstraintAttributes(rawValue: 1 << 12)
    static let rightMargin = ConstraintAttributes(rawValue: 1 << 13)
    static let topMargin = ConstraintAttributes(rawValue: 1 << 14)
    static let bottomMargin = ConstraintAttributes(rawValue: 1 << 15)
    static let leadingMargin = ConstraintAttributes(rawValue: 1 << 16)
    static let trailingMargin = ConstraintAttributes(rawValue: 1 << 17)
    static let centerXWithinMargins = ConstraintAttributes(rawValue: 1 << 18)
    static let centerYWithinMargins = ConstraintAttributes(rawValue: 1 << 19)

    static let horizontalEdges: ConstraintAttributes = [.left, .right]
    static let verticalEdges: ConstraintAttributes = [.top, .bottom]
    static let edges: ConstraintAttributes = [.horizontalEdges, .verticalEdges]
    static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]
    static let directionalVerticalEdges: ConstraintAttributes = [.top, .bottom]
    static let directionalEdges: ConstraintAttributes = [.directionalHorizontalEdges, .directionalVerticalEdges]
    static let size: ConstraintAttributes = [.width, .height]
    static let center: ConstraintAttributes = [.centerX, .centerY]
    static let margins: ConstraintAttributes = [.leftMargin, .topMargin, .rightMargin, .bottomMargin]
    static let directionalMargins: ConstraintAttributes = [.leadingMargin, .topMargin, .trailingMargin, .bottomMargin]
    static let centerWithinMargins: ConstraintAttributes = [.centerXWithinMargins, .centerYWithinMargins]

    /// SnapKit's fixed order, which is the order constraints are made and installed in:
    /// `edges` gives left, top, right, bottom.
    private static let order: [(ConstraintAttributes, LayoutAttribute)] = [
        (.left, .left), (.top, .top), (.right, .right), (.bottom, .bottom),
        (.leading, .leading), (.trailing, .trailing), (.width, .width), (.height, .height),
        (.centerX, .centerX), (.centerY, .centerY), (.lastBaseline, .lastBaseline),
        (.firstBaseline, .firstBaseline), (.leftMargin, .leftMargin), (.rightMargin, .rightMargin),
        (.topMargin, .topMargin), (.bottomMargin, .bottomMargin), (.leadingMargin, .leadingMargin),
        (.trailingMargin, .trailingMargin), (.centerXWithinMargins, .centerXWithinMargins),
        (.centerYWithinMargins, .centerYWithinMargins),
    ]

    var layoutAttributes: [LayoutAttribute] {
        Self.order.compactMap { contains($0.0) ? $0.1 : nil }
    }

    /// The attribute a `from` attribute relates to when the target names attributes too
    /// (`make.edges.equalTo(other.snp.margins)`); `nil` when the target names none.
    func targetAttribute(for attribute: LayoutAttribute, to target: ConstraintAttributes) -> LayoutAttribute? {
        let targets = target.layoutAttributes
        guard let first = targets.first else { return nil }
        if self == .edges && target == .margins || self == .directionalEdges && target == .directionalMargins {
            return attribute.marginCounterpart
        }
        if self == .margins && target == .edges || self == .directionalMargins && target == .directionalEdges {
            return attribute.edgeCounterpart
        }
        return self == target ? attribute : first
    }

    /// Whether a maker line may relate to `target`: a single attribute, the same set, or one of
    /// the edges ↔ margins pairs. SnapKit stops the program otherwise.
    func canRelate(to target: ConstraintAttributes) -> Bool {
        target.layoutAttributes.count <= 1 || target.layoutAttributes == layoutAttributes
            || (self == .edges && target == .margins) || (self == .margins && target == .edges)
            || (self == .directionalEdges && target == .directionalMargins)
            || (self == .directionalMargins && target == .directionalEdges)
    }
}

extension LayoutConstraint.Attribute {
    var marginCounterpart: LayoutAttribute {
        switch self {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        default: self
        }
    }

    var edgeCounterpart: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        default: self
        }
    }
}
