import OpenAutoLayout

// SnapKit's grammar, encoded in types: each step returns the next step's type, so
// `make.top.equalTo(x).offset(8).priority(.high).labeled("top")` compiles and
// `make.top.offset(8)` does not (an attribute has no `offset` until it has a relation).
//
//   ConstraintMakerExtendable  (more attributes)  → Relatable
//   ConstraintMakerRelatable   equalTo, …         → Editable
//   ConstraintMakerEditable    offset, inset, …   → Prioritizable
//   ConstraintMakerPrioritizable priority         → Finalizable
//   ConstraintMakerFinalizable labeled, constraint

/// Names a constraint and hands out the `Constraint` reference.
public class ConstraintMakerFinalizable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    /// Sets the layout constraints' `identifier` (printed in descriptions and conflict reports).
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        description.label = label
        return self
    }

    /// The constraint this line makes, to activate, deactivate or update later.
    public var constraint: Constraint { description.constraint }
}

public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
        description.priority = amount.value
        return self
    }

    @discardableResult
    public func priority(_ amount: any ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
        description.priority = amount.constraintPriorityTargetValue
        return self
    }

    @available(*, deprecated, message: "Use priority(.required) instead.")
    @discardableResult
    public func priorityRequired() -> ConstraintMakerFinalizable { priority(.required) }

    @available(*, deprecated, message: "Use priority(.high) instead.")
    @discardableResult
    public func priorityHigh() -> ConstraintMakerFinalizable { priority(.high) }

    @available(*, deprecated, message: "Use priority(.medium) instead.")
    @discardableResult
    public func priorityMedium() -> ConstraintMakerFinalizable { priority(.medium) }

    @available(*, deprecated, message: "Use priority(.low) instead.")
    @discardableResult
    public func priorityLow() -> ConstraintMakerFinalizable { priority(.low) }
}

public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    @discardableResult
    public func multipliedBy(_ amount: any ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        let value = amount.constraintMultiplierTargetValue
        if !value.isFinite {
            description.log.record(.invalidMultiplier, description.sourceLocation,
                                   "The multiplier \(value) is not finite; 1 is used instead")
        }
        description.multiplier = value
        return self
    }

    /// Multiplies by `1 / amount`.
    @discardableResult
    public func dividedBy(_ amount: any ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        multipliedBy(1.0 / amount.constraintMultiplierTargetValue)
    }

    /// The raw constant, the same for every attribute of the line.
    @discardableResult
    public func offset(_ amount: any ConstraintOffsetTarget) -> ConstraintMakerEditable {
        description.constant = .number(amount.constraintOffsetTargetValue)
        return self
    }

    /// Insets: + on left/top/leading, − on right/bottom/trailing, −(l+r) on width, and so on.
    @discardableResult
    public func inset(_ amount: any ConstraintInsetTarget) -> ConstraintMakerEditable {
        description.constant = .insets(amount.constraintInsetTargetValue)
        return self
    }

    @discardableResult
    public func inset(_ amount: any ConstraintDirectionalInsetTarget) -> ConstraintMakerEditable {
        description.constant = .directionalInsets(amount.constraintDirectionalInsetTargetValue)
        return self
    }
}

public class ConstraintMakerRelatable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    func related(to other: any ConstraintRelatableTarget, _ relation: LayoutRelation,
                 _ file: String, _ line: UInt) -> ConstraintMakerEditable {
        description.sourceLocation = SourceLocation(file: file, line: line)
        description.relation = relation
        if let item = other as? ConstraintItem {
            if item.target == nil {
                invalid(.invalidTarget, "The target item no longer exists")
            } else if !description.attributes.canRelate(to: item.attributes) {
                invalid(.multipleNonIdenticalAttributes, "Cannot constraint to multiple non identical attributes.")
            }
            description.related = .item(item)
        } else if let item = other as? any LayoutItem {
            description.related = .item(ConstraintItem(target: item, attributes: .none))
        } else if let constant = ConstraintConstant(other) {
            description.related = .constant(constant)
            description.constant = constant
        } else {
            invalid(.invalidTarget, "Invalid constraint target of type \(type(of: other))")
        }
        return ConstraintMakerEditable(description)
    }

    private func invalid(_ kind: ConstraintMakerIssue.Kind, _ message: String) {
        description.isInvalid = true
        description.log.record(kind, description.sourceLocation, message)
    }

    /// The superview, or `nil` after noting that there is none.
    private func superview(for form: String, _ file: String, _ line: UInt) -> View? {
        if let superview = description.item.impliedSuperview { return superview }
        description.isInvalid = true
        description.relation = .equal
        description.log.record(.missingSuperview, SourceLocation(file: file, line: line),
                               "Expected superview but found nil when attempting make constraint `\(form)`.")
        return nil
    }

    private func toSuperview(_ relation: LayoutRelation, _ form: String, _ file: String, _ line: UInt,
                             _ target: (View) -> any ConstraintRelatableTarget) -> ConstraintMakerEditable {
        guard let superview = superview(for: form, file, line) else { return ConstraintMakerEditable(description) }
        return related(to: target(superview), relation, file, line)
    }

    @discardableResult
    public func equalTo(_ other: any ConstraintRelatableTarget,
                        _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        related(to: other, .equal, file, line)
    }

    @discardableResult
    public func lessThanOrEqualTo(_ other: any ConstraintRelatableTarget,
                                  _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        related(to: other, .lessThanOrEqual, file, line)
    }

    @discardableResult
    public func greaterThanOrEqualTo(_ other: any ConstraintRelatableTarget,
                                     _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        related(to: other, .greaterThanOrEqual, file, line)
    }

    @discardableResult
    public func equalToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        toSuperview(.equal, "equalToSuperview", file, line) { $0 }
    }

    @discardableResult
    public func lessThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        toSuperview(.lessThanOrEqual, "lessThanOrEqualToSuperview", file, line) { $0 }
    }

    @discardableResult
    public func greaterThanOrEqualToSuperview(_ file: String = #fileID,
                                              _ line: UInt = #line) -> ConstraintMakerEditable {
        toSuperview(.greaterThanOrEqual, "greaterThanOrEqualToSuperview", file, line) { $0 }
    }

    /// `equalToSuperview { $0.safeAreaLayoutGuide }`: a target picked from the superview.
    @discardableResult
    public func equalToSuperview<T: ConstraintRelatableTarget>(
        _ closure: (ConstraintView) -> T, _ file: String = #fileID, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        toSuperview(.equal, "equalToSuperview", file, line) { closure($0) }
    }

    @discardableResult
    public func lessThanOrEqualToSuperview<T: ConstraintRelatableTarget>(
        _ closure: (ConstraintView) -> T, _ file: String = #fileID, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        toSuperview(.lessThanOrEqual, "lessThanOrEqualToSuperview", file, line) { closure($0) }
    }

    @discardableResult
    public func greaterThanOrEqualToSuperview<T: ConstraintRelatableTarget>(
        _ closure: (ConstraintView) -> T, _ file: String = #fileID, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        toSuperview(.greaterThanOrEqual, "greaterThanOrEqualToSuperview", file, line) { closure($0) }
    }
}

extension ConstraintMakerRelatable {
    /// `equalToSuperviewSafeAreaLayoutGuide { $0.snp.top }`: a target picked from the superview's safe area.
    @discardableResult
    public func equalToSuperviewSafeAreaLayoutGuide<T: ConstraintRelatableTarget>(
        _ closure: (ConstraintLayoutGuide) -> T, _ file: String = #fileID, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        equalToSuperview({ closure($0.safeAreaLayoutGuide) }, file, line)
    }

    @discardableResult
    public func lessThanOrEqualToSuperviewSafeAreaLayoutGuide<T: ConstraintRelatableTarget>(
        _ closure: (ConstraintLayoutGuide) -> T, _ file: String = #fileID, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        lessThanOrEqualToSuperview({ closure($0.safeAreaLayoutGuide) }, file, line)
    }

    @discardableResult
    public func greaterThanOrEqualToSuperviewSafeAreaLayoutGuide<T: ConstraintRelatableTarget>(
        _ closure: (ConstraintLayoutGuide) -> T, _ file: String = #fileID, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        greaterThanOrEqualToSuperview({ closure($0.safeAreaLayoutGuide) }, file, line)
    }
}

/// An attribute line before its relation: more attributes may be chained (`make.left.top`).
public final class ConstraintMakerExtendable: ConstraintMakerRelatable {
    private func adding(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        description.attributes.formUnion(attributes)
        return self
    }

    public var left: ConstraintMakerExtendable { adding(.left) }
    public var top: ConstraintMakerExtendable { adding(.top) }
    public var bottom: ConstraintMakerExtendable { adding(.bottom) }
    public var right: ConstraintMakerExtendable { adding(.right) }
    public var leading: ConstraintMakerExtendable { adding(.leading) }
    public var trailing: ConstraintMakerExtendable { adding(.trailing) }
    public var width: ConstraintMakerExtendable { adding(.width) }
    public var height: ConstraintMakerExtendable { adding(.height) }
    public var centerX: ConstraintMakerExtendable { adding(.centerX) }
    public var centerY: ConstraintMakerExtendable { adding(.centerY) }
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintMakerExtendable { adding(.lastBaseline) }
    public var lastBaseline: ConstraintMakerExtendable { adding(.lastBaseline) }
    public var firstBaseline: ConstraintMakerExtendable { adding(.firstBaseline) }
    public var leftMargin: ConstraintMakerExtendable { adding(.leftMargin) }
    public var rightMargin: ConstraintMakerExtendable { adding(.rightMargin) }
    public var topMargin: ConstraintMakerExtendable { adding(.topMargin) }
    public var bottomMargin: ConstraintMakerExtendable { adding(.bottomMargin) }
    public var leadingMargin: ConstraintMakerExtendable { adding(.leadingMargin) }
    public var trailingMargin: ConstraintMakerExtendable { adding(.trailingMargin) }
    public var centerXWithinMargins: ConstraintMakerExtendable { adding(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintMakerExtendable { adding(.centerYWithinMargins) }
    public var edges: ConstraintMakerExtendable { adding(.edges) }
    public var horizontalEdges: ConstraintMakerExtendable { adding(.horizontalEdges) }
    public var verticalEdges: ConstraintMakerExtendable { adding(.verticalEdges) }
    public var directionalEdges: ConstraintMakerExtendable { adding(.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintMakerExtendable { adding(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintMakerExtendable { adding(.directionalVerticalEdges) }
    public var size: ConstraintMakerExtendable { adding(.size) }
    public var center: ConstraintMakerExtendable { adding(.center) }
    public var margins: ConstraintMakerExtendable { adding(.margins) }
    public var directionalMargins: ConstraintMakerExtendable { adding(.directionalMargins) }
    public var centerWithinMargins: ConstraintMakerExtendable { adding(.centerWithinMargins) }
}
