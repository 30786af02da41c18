extension LayoutConstraint {
    /// `NSLayoutConstraint.FormatOptions`: alignment, direction and spacing options of a format.
    public typealias FormatOptions = VisualFormat.FormatOptions

    /// Constraints described by a Visual Format Language string, as
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` makes them
    /// (inactive; activate them yourself).
    ///
    /// A lone `-` next to `|` is 20 points, the classic guide's standard superview spacing;
    /// between views it is 8 points.
    /// - Throws: `VisualFormatError` with UIKit's message and caret, instead of an exception.
    ///
    /// Disfavoured, so that OpenUIKit's non-throwing overload of the same shape (UIKit's, which
    /// app code calls without `try`) wins where both are visible.
    @_disfavoredOverload
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [],
        metrics: [String: Double]? = nil, views: [String: View]
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        try visualFormatConstraints(format, options: options, metrics: metrics, views: views)
    }

    /// The same under a name no other module's overload shares (OpenUIKit gives
    /// `constraints(withVisualFormat:…)` UIKit's non-throwing shape and calls this).
    public static func visualFormatConstraints(
        _ format: String, options: FormatOptions = [], metrics: [String: Double]? = nil, views: [String: View]
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        let descriptions = try VisualFormat.constraints(
            withVisualFormat: format, options: options, metrics: metrics ?? [:],
            viewNames: Set(views.keys), hasSuperview: { views[$0]?.superview != nil })
        return descriptions.compactMap { description in
            make(description, views: views)
        }
    }

    private static func make(_ d: VisualFormatConstraint, views: [String: View]) -> LayoutConstraint? {
        // `.superview` stands for the superview of the other item, which is always a view.
        var anchorView: View? = nil
        if case .view(let name) = d.firstItem { anchorView = views[name] }
        if anchorView == nil, let second = d.secondItem, case .view(let name) = second { anchorView = views[name] }
        func resolve(_ item: VisualFormatConstraint.ItemRef) -> View? {
            switch item {
            case .view(let name): views[name]
            case .superview: anchorView?.superview
            }
        }
        guard let first = resolve(d.firstItem) else { return nil }
        let second = d.secondItem.flatMap(resolve)
        if d.secondItem != nil && second == nil { return nil }
        return LayoutConstraint(
            item: first, attribute: d.firstAttribute, relatedBy: d.relation,
            toItem: second, attribute: second == nil ? .notAnAttribute : d.secondAttribute,
            multiplier: d.multiplier, constant: d.constant,
            priority: LayoutPriority(rawValue: Float(d.priority)), kind: .user)
    }
}
