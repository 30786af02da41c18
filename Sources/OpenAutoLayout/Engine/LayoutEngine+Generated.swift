extension LayoutEngine {
    /// The constraints UIKit generates for `view`: the root's fixed size, the translated
    /// autoresizing mask, the intrinsic content size, and the definitions of its system guides.
    func generatedConstraints(for view: View) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        for guide in view.allLayoutGuides where guide.role != .user {
            result += guideDefinition(guide, owner: view)
        }
        if view === root {
            result += rootSizeConstraints()
        } else if view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview {
            result += autoresizingConstraints(for: view, in: parent)
        }
        result += contentSizeConstraints(for: view)
        return result
    }

    private func rootSizeConstraints() -> [LayoutConstraint] {
        if let fitting {
            return [
                generate(root, .width, .equal, nil, .notAnAttribute, constant: fitting.targetSize.width,
                         priority: fitting.horizontalPriority, kind: .encapsulatedLayout,
                         identifier: "UIView-Encapsulated-Layout-Width"),
                generate(root, .height, .equal, nil, .notAnAttribute, constant: fitting.targetSize.height,
                         priority: fitting.verticalPriority, kind: .encapsulatedLayout,
                         identifier: "UIView-Encapsulated-Layout-Height"),
            ]
        }
        return [
            generate(root, .width, .equal, nil, .notAnAttribute, constant: root.bounds.size.width,
                     kind: .encapsulatedLayout, identifier: "UIView-Encapsulated-Layout-Width"),
            generate(root, .height, .equal, nil, .notAnAttribute, constant: root.bounds.size.height,
                     kind: .encapsulatedLayout, identifier: "UIView-Encapsulated-Layout-Height"),
        ]
    }

    /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) per axis
    /// that has an intrinsic value.
    private func contentSizeConstraints(for view: View) -> [LayoutConstraint] {
        let intrinsic = view.intrinsicContentSize
        var result: [LayoutConstraint] = []
        for (axis, value) in [(LayoutConstraint.Axis.horizontal, intrinsic.width), (.vertical, intrinsic.height)]
        where value >= 0 && value.isFinite {
            let attribute: LayoutConstraint.Attribute = axis == .horizontal ? .width : .height
            result.append(generate(view, attribute, .lessThanOrEqual, nil, .notAnAttribute, constant: value,
                                   priority: view.contentHuggingPriority(for: axis), kind: .contentSize))
            result.append(generate(view, attribute, .greaterThanOrEqual, nil, .notAnAttribute, constant: value,
                                   priority: view.contentCompressionResistancePriority(for: axis), kind: .contentSize))
        }
        return result
    }

    /// Makes a generated constraint owned by `owner` (for finding the engine when it changes).
    func generate(_ item: any LayoutItem, _ attribute: LayoutConstraint.Attribute,
                  _ relation: LayoutConstraint.Relation, _ item2: (any LayoutItem)?,
                  _ attribute2: LayoutConstraint.Attribute, multiplier: Double = 1, constant: Double = 0,
                  priority: LayoutPriority = .required, kind: LayoutConstraint.Kind,
                  identifier: String? = nil, provider: (() -> Double)? = nil) -> LayoutConstraint {
        let constraint = LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: item2,
                                          attribute: attribute2, multiplier: multiplier, constant: constant,
                                          priority: priority, identifier: identifier, kind: kind)
        constraint.generatedOwner = item.hierarchyAnchorView
        if let provider {
            constraint.constantProvider = provider
            constraint.constant = provider()
        }
        return constraint
    }
}
