import OpenAutoLayout

// The `snp_` spellings of SnapKit before 3.0, as in older blog posts (seed 004): deprecated
// shims that forward to `snp.`. Both the SnapKit 5 shim form `snp_makeConstraints(_:)` and the
// 0.x form with a `closure:` label compile.

extension View {
    @available(*, deprecated, renamed: "snp.left")
    public var snp_left: ConstraintItem { snp.left }
    @available(*, deprecated, renamed: "snp.top")
    public var snp_top: ConstraintItem { snp.top }
    @available(*, deprecated, renamed: "snp.right")
    public var snp_right: ConstraintItem { snp.right }
    @available(*, deprecated, renamed: "snp.bottom")
    public var snp_bottom: ConstraintItem { snp.bottom }
    @available(*, deprecated, renamed: "snp.leading")
    public var snp_leading: ConstraintItem { snp.leading }
    @available(*, deprecated, renamed: "snp.trailing")
    public var snp_trailing: ConstraintItem { snp.trailing }
    @available(*, deprecated, renamed: "snp.width")
    public var snp_width: ConstraintItem { snp.width }
    @available(*, deprecated, renamed: "snp.height")
    public var snp_height: ConstraintItem { snp.height }
    @available(*, deprecated, renamed: "snp.centerX")
    public var snp_centerX: ConstraintItem { snp.centerX }
    @available(*, deprecated, renamed: "snp.centerY")
    public var snp_centerY: ConstraintItem { snp.centerY }
    @available(*, deprecated, renamed: "snp.lastBaseline")
    public var snp_baseline: ConstraintItem { snp.lastBaseline }
    @available(*, deprecated, renamed: "snp.lastBaseline")
    public var snp_lastBaseline: ConstraintItem { snp.lastBaseline }
    @available(*, deprecated, renamed: "snp.firstBaseline")
    public var snp_firstBaseline: ConstraintItem { snp.firstBaseline }
    @available(*, deprecated, renamed: "snp.leftMargin")
    public var snp_leftMargin: ConstraintItem { snp.leftMargin }
    @available(*, deprecated, renamed: "snp.topMargin")
    public var snp_topMargin: ConstraintItem { snp.topMargin }
    @available(*, deprecated, renamed: "snp.rightMargin")
    public var snp_rightMargin: ConstraintItem { snp.rightMargin }
    @available(*, deprecated, renamed: "snp.bottomMargin")
    public var snp_bottomMargin: ConstraintItem { snp.bottomMargin }
    @available(*, deprecated, renamed: "snp.leadingMargin")
    public var snp_leadingMargin: ConstraintItem { snp.leadingMargin }
    @available(*, deprecated, renamed: "snp.trailingMargin")
    public var snp_trailingMargin: ConstraintItem { snp.trailingMargin }
    @available(*, deprecated, renamed: "snp.centerXWithinMargins")
    public var snp_centerXWithinMargins: ConstraintItem { snp.centerXWithinMargins }
    @available(*, deprecated, renamed: "snp.centerYWithinMargins")
    public var snp_centerYWithinMargins: ConstraintItem { snp.centerYWithinMargins }
    @available(*, deprecated, renamed: "snp.edges")
    public var snp_edges: ConstraintItem { snp.edges }
    @available(*, deprecated, renamed: "snp.size")
    public var snp_size: ConstraintItem { snp.size }
    @available(*, deprecated, renamed: "snp.center")
    public var snp_center: ConstraintItem { snp.center }
    @available(*, deprecated, renamed: "snp.margins")
    public var snp_margins: ConstraintItem { snp.margins }
    @available(*, deprecated, renamed: "snp.centerWithinMargins")
    public var snp_centerWithinMargins: ConstraintItem { snp.centerWithinMargins }

    @available(*, deprecated, renamed: "snp.prepareConstraints(_:)")
    @discardableResult
    public func snp_prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        snp.prepareConstraints(closure)
    }

    @available(*, deprecated, renamed: "snp.makeConstraints(_:)")
    @discardableResult
    public func snp_makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [ConstraintMakerIssue] {
        snp.makeConstraints(closure)
    }

    // Disfavoured so that a trailing closure picks the unlabelled shim instead of being ambiguous.
    @_disfavoredOverload
    @available(*, deprecated, renamed: "snp.makeConstraints(_:)")
    @discardableResult
    public func snp_makeConstraints(closure: (_ make: ConstraintMaker) -> Void) -> [ConstraintMakerIssue] {
        snp.makeConstraints(closure)
    }

    @available(*, deprecated, renamed: "snp.remakeConstraints(_:)")
    @discardableResult
    public func snp_remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [ConstraintMakerIssue] {
        snp.remakeConstraints(closure)
    }

    // Disfavoured so that a trailing closure picks the unlabelled shim instead of being ambiguous.
    @_disfavoredOverload
    @available(*, deprecated, renamed: "snp.remakeConstraints(_:)")
    @discardableResult
    public func snp_remakeConstraints(closure: (_ make: ConstraintMaker) -> Void) -> [ConstraintMakerIssue] {
        snp.remakeConstraints(closure)
    }

    @available(*, deprecated, renamed: "snp.updateConstraints(_:)")
    @discardableResult
    public func snp_updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [ConstraintMakerIssue] {
        snp.updateConstraints(closure)
    }

    // Disfavoured so that a trailing closure picks the unlabelled shim instead of being ambiguous.
    @_disfavoredOverload
    @available(*, deprecated, renamed: "snp.updateConstraints(_:)")
    @discardableResult
    public func snp_updateConstraints(closure: (_ make: ConstraintMaker) -> Void) -> [ConstraintMakerIssue] {
        snp.updateConstraints(closure)
    }

    @available(*, deprecated, renamed: "snp.removeConstraints()")
    public func snp_removeConstraints() {
        snp.removeConstraints()
    }
}
