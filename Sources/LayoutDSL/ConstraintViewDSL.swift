import OpenAutoLayout

/// `view.snp`: SnapKit's entry points and the view's attributes as targets.
///
/// `makeConstraints`, `remakeConstraints` and `updateConstraints` return what went wrong
/// (where SnapKit stops the program with `fatalError`); the result may be ignored, as each
/// problem is also printed with its file and line. See `ConstraintMakerIssue`.
public struct ConstraintViewDSL: ConstraintAttributesDSL {
    public let view: ConstraintView

    init(view: ConstraintView) { self.view = view }

    public var target: AnyObject? { view }

    /// Makes the constraints without activating them.
    @discardableResult
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintMaker.prepareConstraints(item: view, closure: closure).constraints
    }

    /// Makes and activates the constraints; turns off `translatesAutoresizingMaskIntoConstraints`.
    @discardableResult
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [ConstraintMakerIssue] {
        ConstraintMaker.makeConstraints(item: view, closure: closure)
    }

    /// Removes the constraints the DSL made for this view, then makes these.
    @discardableResult
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [ConstraintMakerIssue] {
        ConstraintMaker.remakeConstraints(item: view, closure: closure)
    }

    /// Changes the constants of matching constraints the DSL made earlier; where nothing matches,
    /// returns (and prints) an issue instead of adding the constraint. With no DSL constraints
    /// yet, makes them.
    @discardableResult
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [ConstraintMakerIssue] {
        ConstraintMaker.updateConstraints(item: view, closure: closure)
    }

    /// Deactivates the constraints the DSL made for this view (and only those).
    public func removeConstraints() {
        ConstraintMaker.removeConstraints(item: view)
    }

    public var contentHuggingHorizontalPriority: Float {
        get { view.contentHuggingPriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(rawValue: newValue), for: .horizontal) }
    }

    public var contentHuggingVerticalPriority: Float {
        get { view.contentHuggingPriority(for: .vertical).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(rawValue: newValue), for: .vertical) }
    }

    public var contentCompressionResistanceHorizontalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .horizontal).rawValue }
        nonmutating set {
            view.setContentCompressionResistancePriority(LayoutPriority(rawValue: newValue), for: .horizontal)
        }
    }

    public var contentCompressionResistanceVerticalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .vertical).rawValue }
        nonmutating set {
            view.setContentCompressionResistancePriority(LayoutPriority(rawValue: newValue), for: .vertical)
        }
    }
}

/// `guide.snp`: the same entry points for a layout guide.
public struct ConstraintLayoutGuideDSL: ConstraintAttributesDSL {
    public let guide: ConstraintLayoutGuide

    init(guide: ConstraintLayoutGuide) { self.guide = guide }

    public var target: AnyObject? { guide }

    @discardableResult
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintMaker.prepareConstraints(item: guide, closure: closure).constraints
    }

    @discardableResult
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [ConstraintMakerIssue] {
        ConstraintMaker.makeConstraints(item: guide, closure: closure)
    }

    @discardableResult
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [ConstraintMakerIssue] {
        ConstraintMaker.remakeConstraints(item: guide, closure: closure)
    }

    @discardableResult
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [ConstraintMakerIssue] {
        ConstraintMaker.updateConstraints(item: guide, closure: closure)
    }

    public func removeConstraints() {
        ConstraintMaker.removeConstraints(item: guide)
    }
}

extension View {
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

extension LayoutGuide {
    public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: self) }
}
