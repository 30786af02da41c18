extension VisualFormat {
    /// The constraints this format asks for, in UIKit's order: walking left to right, each
    /// connection's constraints followed by the predicates of the view to its right (the
    /// first view's predicates come first when there is no leading `|`), then every
    /// alignment constraint.
    ///
    /// Connections read `right <relation> left + gap`: `[a]-8-[b]` gives
    /// `b.leading == a.trailing + 8`, `[a]-|` gives `superview.trailing == a.trailing + 20`.
    /// `directionLeftToRight` uses `left`/`right`; `directionRightToLeft` mirrors (`a.left ==
    /// b.right + 8`). Alignment options give `left.attribute == right.attribute` for each
    /// pair of neighbouring views (mirrored for right to left).
    ///
    /// - Parameters:
    ///   - superviewSpacing: what a lone `-` next to `|` means (20 points by default).
    ///   - hasSuperview: whether the named view has a superview; a `|` next to one that has
    ///     none is an error, as in UIKit.
    /// - Throws: `VisualFormatError` for an alignment option on the format's own axis,
    ///   `spacingBaselineToBaseline` in a horizontal format, or a missing superview.
    public func constraints(
        options: FormatOptions = [], superviewSpacing: SuperviewSpacing = .standard,
        hasSuperview: (String) -> Bool = { _ in true }
    ) throws(VisualFormatError) -> [VisualFormatConstraint] {
        var lowering = Lowering(format: self, options: options, superviewSpacing: superviewSpacing)
        guard let first = views.first else { return [] }
        if let leading = leadingSuperview {
            try lowering.connect(nil, first.name, leading, hasSuperview)
        }
        lowering.constrainSize(of: first)
        for (index, connection) in connections.enumerated() where index + 1 < views.count {
            try lowering.connect(views[index].name, views[index + 1].name, connection, hasSuperview)
            lowering.constrainSize(of: views[index + 1])
        }
        if let trailing = trailingSuperview, let last = views.last {
            try lowering.connect(last.name, nil, trailing, hasSuperview)
        }
        return lowering.constraints + lowering.alignments
    }

    /// Parses `format` and lowers it: what `LayoutConstraint.constraints(withVisualFormat:
    /// options:metrics:views:)` needs, with errors in the order UIKit meets them.
    /// - Throws: `VisualFormatError` with UIKit's message and caret position.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
        viewNames: Set<String>, superviewSpacing: SuperviewSpacing = .standard,
        hasSuperview: (String) -> Bool = { _ in true }
    ) throws(VisualFormatError) -> [VisualFormatConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics, viewNames: viewNames)
        do throws(VisualFormatError) {
            try parser.parse()
        } catch {
            // UIKit completes each connection as soon as it has read the item on its right,
            // so an option or superview error there precedes any later syntax error.
            _ = try parser.partial.constraints(
                options: options, superviewSpacing: superviewSpacing, hasSuperview: hasSuperview)
            throw error
        }
        return try parser.partial.constraints(
            options: options, superviewSpacing: superviewSpacing, hasSuperview: hasSuperview)
    }
}

/// The state of one lowering: the constraints so far and the options that shape them.
private struct Lowering {
    let format: VisualFormat
    let options: VisualFormat.FormatOptions
    let superviewSpacing: VisualFormat.SuperviewSpacing
    var constraints: [VisualFormatConstraint] = []
    var alignments: [VisualFormatConstraint] = []

    init(format: VisualFormat, options: VisualFormat.FormatOptions, superviewSpacing: VisualFormat.SuperviewSpacing) {
        self.format = format
        self.options = options
        self.superviewSpacing = superviewSpacing
    }

    private var isHorizontal: Bool { format.orientation == .horizontal }
    private var direction: VisualFormat.FormatOptions { options.intersection(.directionMask) }
    /// Both explicit directions use `left`/`right`; only right to left swaps the items.
    private var usesLeftRight: Bool { !direction.isEmpty }
    private var isMirrored: Bool { isHorizontal && direction == .directionRightToLeft }
    private var spacesBaselines: Bool { options.contains(.spacingBaselineToBaseline) }

    /// The width (H) or height (V) predicates of one view.
    mutating func constrainSize(of view: VisualFormat.ViewTerm) {
        let size: VisualFormatAttribute = isHorizontal ? .width : .height
        for predicate in view.predicates {
            switch predicate.object {
            case .constant(let value):
                constraints.append(.init(
                    .view(view.name), size, predicate.relation, constant: value, priority: predicate.priority))
            case .view(let other):
                constraints.append(.init(
                    .view(view.name), size, predicate.relation, .view(other), size, priority: predicate.priority))
            }
        }
    }

    /// The gap constraints between `left` and `right` (`nil` is the superview), then the
    /// alignment constraints between two views.
    mutating func connect(
        _ left: String?, _ right: String?, _ connection: VisualFormat.Connection, _ hasSuperview: (String) -> Bool
    ) throws(VisualFormatError) {
        if isHorizontal && spacesBaselines {
            throw failure(.baselineSpacingInHorizontalLayout, connection)
        }
        if let adjacent = left == nil ? right : (right == nil ? left : nil), !hasSuperview(adjacent) {
            throw failure(.noSuperview, connection)
        }
        let (firstName, secondName) = isMirrored ? (left, right) : (right, left)
        let touchesSuperview = left == nil || right == nil
        for gap in gaps(of: connection.spacing, touchesSuperview: touchesSuperview) {
            let useMargins = gap.isStandard && touchesSuperview && superviewSpacing == .layoutMargins
            constraints.append(.init(
                firstName.map { .view($0) } ?? .superview, firstAttribute(isView: firstName != nil, margins: useMargins),
                gap.relation,
                secondName.map { .view($0) } ?? .superview, secondAttribute(isView: secondName != nil, margins: useMargins),
                constant: gap.constant, priority: gap.priority, isStandardSpacing: gap.isStandard))
        }
        if let firstName, let secondName {
            try align(secondName, firstName, connection)
        }
    }

    private mutating func align(_ item: String, _ other: String, _ connection: VisualFormat.Connection) throws(VisualFormatError) {
        let alignment = options.rawValue & VisualFormat.FormatOptions.alignmentMask.rawValue
        for attribute in VisualFormatAttribute.allCases where (1...12).contains(attribute.rawValue) {
            guard alignment & (1 << UInt(attribute.rawValue)) != 0 else { continue }
            if Self.isHorizontal(attribute) == isHorizontal {
                throw failure(.alignmentAlongLayoutAxis(format.orientation), connection)
            }
            alignments.append(.init(.view(item), attribute, .equal, .view(other), attribute))
        }
    }

    private struct Gap {
        var relation: VisualFormatRelation
        var constant: Double
        var priority: Double
        var isStandard: Bool
    }

    private func gaps(of spacing: VisualFormat.Spacing, touchesSuperview: Bool) -> [Gap] {
        switch spacing {
        case .adjacent:
            return [Gap(relation: .equal, constant: 0, priority: 1000, isStandard: false)]
        case .standard:
            let constant: Double
            switch (touchesSuperview, superviewSpacing) {
            case (false, _): constant = VisualFormat.standardSiblingSpacing
            case (true, .fixed(let value)): constant = value
            case (true, .layoutMargins): constant = 0
            }
            return [Gap(relation: .equal, constant: constant, priority: 1000, isStandard: true)]
        case .predicates(let predicates):
            // The parser only lets view names into a view's own predicates; a gap is a number.
            return predicates.compactMap { predicate in
                guard case .constant(let value) = predicate.object else { return nil }
                return Gap(relation: predicate.relation, constant: value, priority: predicate.priority, isStandard: false)
            }
        }
    }

    /// The attribute of the connection's first item: the near edge of the view after the
    /// gap (its first baseline with baseline spacing, even next to the superview, as in
    /// UIKit), or the far edge of the superview.
    private func firstAttribute(isView: Bool, margins: Bool) -> VisualFormatAttribute {
        if isHorizontal {
            if isView { return usesLeftRight ? .left : .leading }
            return edge(usesLeftRight ? .right : .trailing, margins)
        }
        if isView { return spacesBaselines ? .firstBaseline : .top }
        return edge(.bottom, margins)
    }

    /// The attribute of the connection's second item: the far edge of the view before the
    /// gap (its last baseline with baseline spacing), or the near edge of the superview.
    private func secondAttribute(isView: Bool, margins: Bool) -> VisualFormatAttribute {
        if isHorizontal {
            if isView { return usesLeftRight ? .right : .trailing }
            return edge(usesLeftRight ? .left : .leading, margins)
        }
        if isView { return spacesBaselines ? .lastBaseline : .bottom }
        return edge(.top, margins)
    }

    private func edge(_ attribute: VisualFormatAttribute, _ margins: Bool) -> VisualFormatAttribute {
        guard margins else { return attribute }
        switch attribute {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        default: return attribute
        }
    }

    /// Left, right, leading, trailing, width and centerX lie along the horizontal axis.
    private static func isHorizontal(_ attribute: VisualFormatAttribute) -> Bool {
        [.left, .right, .leading, .trailing, .width, .centerX].contains(attribute)
    }

    private func failure(_ reason: VisualFormatError.Reason, _ connection: VisualFormat.Connection) -> VisualFormatError {
        VisualFormatError(reason, format: format.format, position: connection.endPosition)
    }
}
