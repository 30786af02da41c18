import OpenAutoLayout

extension SVGLayers {
    /// Installed constraints in tree order (each view's `constraints` in order), then the
    /// additional ones not already drawn; `constraint-N` numbers them in that order.
    mutating func drawConstraints(additional: [LayoutConstraint]) {
        writer.open("g", [("class", "layer constraints")])
        var drawn: Set<ObjectIdentifier> = []
        var stacking = SizeLineStacking()
        var index = 0
        let installed = scene.views.flatMap(\.constraints)
        for constraint in installed + additional where drawn.insert(ObjectIdentifier(constraint)).inserted {
            drawConstraint(constraint, generatedID: "constraint-\(index)", stacking: &stacking)
            index += 1
        }
        writer.close("g")
    }

    private mutating func drawConstraint(_ constraint: LayoutConstraint, generatedID: String,
                                         stacking: inout SizeLineStacking) {
        guard let first = constraint.firstItem,
              let firstRect = scene.rect(of: first, attribute: constraint.firstAttribute,
                                         relatedTo: constraint.secondItem)
        else { return }
        let second = constraint.secondItem
        let secondRect = second.flatMap {
            scene.rect(of: $0, attribute: constraint.secondAttribute, relatedTo: first)
        }
        let shape: DimensionShape
        if let axis = constraint.firstAttribute.axis, constraint.firstAttribute.isSize {
            let slot = stacking.next(for: first, axis: axis)
            shape = .size(of: firstRect, axis: axis, slot: slot)
        } else if let secondRect, let gap = DimensionShape.gap(constraint, firstRect, secondRect) {
            shape = gap
        } else {
            shape = .point(Point(x: firstRect.midX, y: firstRect.midY))
        }
        let id = scene.annotations.ids[ObjectIdentifier(constraint)] ?? generatedID
        var attributes: [SVGWriter.Attribute] = [
            ("class", classes(of: constraint)), ("data-id", id), ("data-kind", "constraint"),
            ("data-first", scene.id(of: first)), ("data-first-attribute", constraint.firstAttribute.description),
        ]
        if let second {
            attributes += [("data-second", scene.id(of: second)),
                           ("data-second-attribute", constraint.secondAttribute.description)]
        }
        attributes += [("data-relation", constraint.relation.description),
                       ("data-constant", svgNumber(constraint.constant))]
        if let identifier = constraint.identifier { attributes.append(("data-identifier", identifier)) }
        writer.open("g", attributes)
        for segment in shape.segments { writer.empty("line", Self.lineAttributes(segment.0, segment.1)) }
        if let label = label(of: constraint) {
            let items = [scene.name(of: first) + "." + constraint.firstAttribute.description]
                + (second.map { [scene.name(of: $0) + "." + constraint.secondAttribute.description] } ?? [])
            let conflicting = scene.annotations.conflictingConstraints.contains(ObjectIdentifier(constraint))
            caption(label, of: id, owner: items.joined(separator: " – "), at: shape.labelSpots,
                    priority: conflicting ? .conflictingConstraint : .constraint, titleWhenLeftOut: true, bold: true)
        }
        writer.close("g")
    }

    private func classes(of constraint: LayoutConstraint) -> String {
        var classes = ["constraint", constraint.firstAttribute.isSize ? "size" : "gap"]
        if !constraint.priority.isRequired { classes.append("optional") }
        let key = ObjectIdentifier(constraint)
        if scene.annotations.conflictingConstraints.contains(key) { classes.append("conflict") }
        if scene.annotations.brokenConstraints.contains(key) { classes.append("broken") }
        if constraint.kind != .user { classes.append("generated") }
        return classes.joined(separator: " ")
    }

    /// The constant as the seeds label their red lines; a relation to another item names it.
    /// Pins (equal, offset 0) carry no label: their ticks say enough.
    private func label(of constraint: LayoutConstraint) -> String? {
        let relation: String = switch constraint.relation {
        case .equal: ""
        case .lessThanOrEqual: "<= "
        case .greaterThanOrEqual: ">= "
        }
        let priority = constraint.priority.isRequired ? "" : " @\(constraint.priority)"
        let multiplier = constraint.multiplier == 1 ? "" : svgNumber(constraint.multiplier) + "×"
        let attribute = constraint.firstAttribute
        if attribute.isSize, let second = constraint.secondItem {
            // `box.height == container.height` reads "= container"; other attributes are named.
            let secondAttribute = constraint.secondAttribute == attribute ? "" : "." + constraint.secondAttribute.description
            var text = (relation.isEmpty ? "= " : relation) + multiplier + scene.name(of: second) + secondAttribute
            if constraint.constant != 0 {
                text += (constraint.constant < 0 ? " - " : " + ") + svgNumber(abs(constraint.constant))
            }
            return text + priority
        }
        if attribute.isSize || constraint.secondItem == nil {
            return relation + svgNumber(constraint.constant) + priority
        }
        if constraint.multiplier != 1 {
            return relation + multiplier + " + " + svgNumber(constraint.constant) + priority
        }
        if constraint.constant == 0, constraint.relation == .equal, priority.isEmpty { return nil }
        // The line's length is the distance, whichever side of the relation the items are on.
        return relation + svgNumber(abs(constraint.constant)) + priority
    }
}

/// Several size lines on one view and axis are drawn side by side instead of on top of each other.
struct SizeLineStacking {
    private var counts: [SizeLineKey: Int] = [:]

    private struct SizeLineKey: Hashable {
        var item: ObjectIdentifier
        var axis: LayoutConstraint.Axis
    }

    mutating func next(for item: any LayoutItem, axis: LayoutConstraint.Axis) -> Int {
        let key = SizeLineKey(item: ObjectIdentifier(item), axis: axis)
        defer { counts[key, default: 0] += 1 }
        return counts[key] ?? 0
    }
}
