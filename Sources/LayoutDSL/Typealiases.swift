import OpenAutoLayout

// SnapKit's platform-neutral names, so code written against SnapKit compiles unchanged.

public typealias ConstraintView = View
public typealias ConstraintLayoutGuide = LayoutGuide
public typealias ConstraintInsets = EdgeInsets
public typealias ConstraintDirectionalInsets = DirectionalEdgeInsets
public typealias LayoutAttribute = LayoutConstraint.Attribute
public typealias LayoutRelation = LayoutConstraint.Relation
