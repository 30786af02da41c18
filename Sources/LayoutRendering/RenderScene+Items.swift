import OpenAutoLayout

extension RenderScene {
    /// The rectangle an attribute of a constraint item is measured on, in picture coordinates.
    ///
    /// Between a scroll view and its descendants, edges and margins mean the content rectangle
    /// and width, height and centers the frame, as in the model; margin attributes are inset by
    /// `layoutMargins` (the safe area is not added). `nil` for items outside any hierarchy.
    func rect(of item: any LayoutItem, attribute: LayoutConstraint.Attribute,
              relatedTo partner: (any LayoutItem)?) -> Rect? {
        var rect: Rect
        var marginsOwner: View?
        if let view = item as? View {
            guard view === root || view.isDescendant(of: root) else { return nil }
            if let scrollView = view as? ScrollView, Self.meansContent(attribute),
               let other = partner.flatMap(Self.anchorView), other !== scrollView, other.isDescendant(of: scrollView) {
                rect = contentArea(of: scrollView)
            } else {
                rect = frame(of: view)
            }
            marginsOwner = view
        } else if let guide = item as? LayoutGuide, let owner = guide.owningView {
            guard owner === root || owner.isDescendant(of: root) else { return nil }
            // The frame guide is the viewport wherever the picture scrolls to.
            rect = guide.identifier == "UIScrollView-frameLayoutGuide"
                ? frame(of: owner) : rectInRoot(guide.layoutFrame, inInteriorOf: owner)
        } else {
            return nil
        }
        if attribute.isMargin, let marginsOwner { rect = rect.inset(by: marginsOwner.layoutMargins) }
        return rect
    }

    /// The value of an attribute on a rectangle (left to right: leading is left). Baselines are
    /// approximated by the bottom edge, as for views without text.
    static func value(of attribute: LayoutConstraint.Attribute, in rect: Rect) -> Double? {
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: rect.minX
        case .right, .trailing, .rightMargin, .trailingMargin: rect.maxX
        case .top, .topMargin: rect.minY
        case .bottom, .bottomMargin, .lastBaseline, .firstBaseline: rect.maxY
        case .centerX, .centerXWithinMargins: rect.midX
        case .centerY, .centerYWithinMargins: rect.midY
        case .width: rect.width
        case .height: rect.height
        case .notAnAttribute: nil
        }
    }

    /// Edge, margin and baseline attributes: inside a scroll view they mean the content rectangle.
    static func meansContent(_ attribute: LayoutConstraint.Attribute) -> Bool {
        switch attribute {
        case .width, .height, .centerX, .centerY, .notAnAttribute: false
        default: true
        }
    }

    /// The view an item hangs in the tree from: the view itself, or a guide's owner.
    static func anchorView(_ item: any LayoutItem) -> View? {
        if let view = item as? View { return view }
        return (item as? LayoutGuide)?.owningView
    }
}
