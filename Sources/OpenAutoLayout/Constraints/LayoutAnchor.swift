/// One attribute of one item, used to make constraints (UIKit's `NSLayoutAnchor`).
///
/// The type parameter keeps horizontal, vertical and size anchors apart at compile time,
/// as UIKit does: `leadingAnchor.constraint(equalTo: topAnchor)` does not compile.
open class LayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible {
    /// The view or layout guide the anchor belongs to.
    public private(set) weak var item: (any LayoutItem)?
    public let attribute: LayoutConstraint.Attribute

    init(item: any LayoutItem, attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>,
        file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: 0, file: file, line: line)
    }

    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>,
        file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0, file: file, line: line)
    }

    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>,
        file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: 0, file: file, line: line)
    }

    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: Double,
        file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: c, file: file, line: line)
    }

    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>,
                           constant c: Double,
        file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c, file: file, line: line)
    }

    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>,
                           constant c: Double,
        file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: c, file: file, line: line)
    }

    func make(_ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>?,
              multiplier: Double, constant: Double, file: String, line: Int) -> LayoutConstraint {
        // An anchor whose item is gone still yields a (never installable) constraint, not a trap.
        let first: any LayoutItem = item ?? DetachedItem()
        return LayoutConstraint(item: first, attribute: attribute, relatedBy: relation,
                                toItem: anchor?.item, attribute: anchor?.attribute ?? .notAnAttribute,
                                multiplier: multiplier, constant: constant, file: file, line: line)
    }

    public var description: String {
        let name: String
        if let view = item as? View { name = view.debugName }
        else if let guide = item as? LayoutGuide { name = guide.debugName }
        else { name = "nil" }
        return "\(name).\(attribute)"
    }
}

/// Stands in for an item that no longer exists.
final class DetachedItem: LayoutItem {}

/// A horizontal location anchor (UIKit's `NSLayoutXAxisAnchor`).
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self == anchor + multiplier × 8`: UIKit's standard spacing between siblings is 8 points.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor,
                           multiplier: Double,
        file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: multiplier * LayoutConstraint.systemSpacing, file: file, line: line)
    }

    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor,
                           multiplier: Double,
        file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: multiplier * LayoutConstraint.systemSpacing, file: file, line: line)
    }

    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor,
                           multiplier: Double,
        file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: multiplier * LayoutConstraint.systemSpacing, file: file, line: line)
    }
}

/// A vertical location anchor (UIKit's `NSLayoutYAxisAnchor`).
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + multiplier × 8` (the standard vertical spacing).
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor,
                           multiplier: Double,
        file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: multiplier * LayoutConstraint.systemSpacing, file: file, line: line)
    }

    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor,
                           multiplier: Double,
        file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: multiplier * LayoutConstraint.systemSpacing, file: file, line: line)
    }

    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor,
                           multiplier: Double,
        file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: multiplier * LayoutConstraint.systemSpacing, file: file, line: line)
    }
}

/// A size anchor (UIKit's `NSLayoutDimension`): can be set to a constant or scaled.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    public func constraint(equalToConstant c: Double,
        file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.equal, nil, multiplier: 1, constant: c, file: file, line: line)
    }

    public func constraint(greaterThanOrEqualToConstant c: Double,
        file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, multiplier: 1, constant: c, file: file, line: line)
    }

    public func constraint(lessThanOrEqualToConstant c: Double,
        file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, multiplier: 1, constant: c, file: file, line: line)
    }

    public func constraint(equalTo anchor: LayoutDimension, multiplier m: Double,
        file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0, file: file, line: line)
    }

    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: Double,
        file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0, file: file, line: line)
    }

    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: Double,
        file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0, file: file, line: line)
    }

    public func constraint(equalTo anchor: LayoutDimension, multiplier m: Double,
                           constant c: Double,
        file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c, file: file, line: line)
    }

    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: Double,
                           constant c: Double,
        file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c, file: file, line: line)
    }

    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: Double,
                           constant c: Double,
        file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c, file: file, line: line)
    }
}

extension LayoutConstraint {
    /// The standard space between sibling views (VFL's `-`, system spacing multiples).
    public static let systemSpacing: Double = 8
}
