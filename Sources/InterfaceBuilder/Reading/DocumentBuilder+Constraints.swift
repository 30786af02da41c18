import OpenAutoLayout

/// `<constraint>` elements and size-class `<variation>`s.
extension DocumentBuilder {
    func constraintsChild(_ name: String, _ attributes: [String: String], owner: Int, _ parent: Frame) -> Frame {
        if name == "constraint", let constraint = readConstraint(attributes, owner: owner) {
            guard let index = document?.constraints.count else { return Frame(role: .other, container: .none) }
            document?.constraints.append(constraint)
            document?.views[owner].constraints.append(index)
            return Frame(role: .constraint(index), container: .none)
        }
        return Frame(role: .other, container: .none)
    }

    /// `<variation key="widthClass=regular" constant="160"/>` inside a constraint: its constant in that size class.
    func constraintChild(_ name: String, _ attributes: [String: String], constraint index: Int, _ parent: Frame) -> Frame {
        guard name == "variation", let key = attributes["key"] else { return genericChild(name, attributes, parent) }
        var variation = IBVariation(key: key, location: currentLocation)
        variation.overrides = attributes.filter { $0.key != "key" }
        if let text = attributes["constant"], IBValueParsing.decimal(text)?.isFinite != true {
            addIssue(.invalidNumber(attribute: "constant", value: text), objectID: document?.constraints[index].id,
                     element: "variation")
            variation.overrides["constant"] = nil
        }
        document?.constraints[index].sizeClassVariations.append(variation)
        return Frame(role: .other, container: .none)
    }

    /// The constraint, or nil (with an issue) when an attribute name, the relation or a number is unreadable.
    private func readConstraint(_ attributes: [String: String], owner: Int) -> IBConstraint? {
        let element = "constraint"
        let id = attributes["id"]
        var readable = true
        func fail(_ kind: IBIssue.Kind) {
            addIssue(kind, objectID: id, element: element)
            readable = false
        }
        if id == nil { addIssue(.missingAttribute(attribute: "id"), objectID: nil, element: element) }
        let firstAttribute = layoutAttribute("firstAttribute", attributes, onFailure: fail)
        if attributes["firstAttribute"] == nil { fail(.missingAttribute(attribute: "firstAttribute")) }
        let secondAttribute = layoutAttribute("secondAttribute", attributes, onFailure: fail)
        if (attributes["secondItem"] == nil) != (attributes["secondAttribute"] == nil) { fail(.incompleteSecondItem) }
        var relation = IBRelation.equal
        if let text = attributes["relation"] {
            if let value = IBRelation(rawValue: text) { relation = value } else { fail(.unknownRelation(value: text)) }
        }
        var multiplier = 1.0
        if let text = attributes["multiplier"] {
            if let value = IBValueParsing.multiplier(text) { multiplier = value }
            else { fail(.invalidNumber(attribute: "multiplier", value: text)) }
        }
        let constant = attributes["constant"] == nil ? 0 : number("constant", in: attributes, element: element)
        let priority = attributes["priority"] == nil ? 1000 : number("priority", in: attributes, element: element)
        if let priority, !(priority > 0 && priority <= 1000) { fail(.priorityOutOfRange(value: priority)) }
        // A result that overflows for coordinates within UIKit's largest fitting size can never be laid out.
        if !(abs(multiplier) * View.layoutFittingExpandedSize.width + abs(constant ?? 0)).isFinite {
            fail(.resultOverflows)
        }
        guard readable, let firstAttribute, let constant, let priority, let ownerID = document?.views[owner].id
        else { return nil }
        return IBConstraint(
            id: id ?? "", location: currentLocation, owner: owner, ownerID: ownerID,
            firstItem: attributes["firstItem"] ?? ownerID, firstItemIsImplicit: attributes["firstItem"] == nil,
            firstAttribute: firstAttribute, relation: relation, secondItem: attributes["secondItem"],
            secondAttribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority,
            isPlaceholder: attributes["placeholder"] == "YES", isSymbolic: attributes["symbolic"] == "YES",
            identifier: attributes["identifier"], userLabel: attributes["userLabel"], type: attributes["type"])
    }

    private func layoutAttribute(_ name: String, _ attributes: [String: String],
                                 onFailure fail: (IBIssue.Kind) -> Void) -> IBAttribute? {
        guard let text = attributes[name] else { return nil }
        guard let attribute = IBAttribute(rawValue: text) else {
            fail(.unknownLayoutAttribute(attribute: name, value: text))
            return nil
        }
        return attribute
    }

    func startVariation(_ attributes: [String: String], view: Int?, _ parent: Frame) -> Frame {
        let key = attributes["key"] ?? ""
        var index: Int?
        if let view, let variations = document?.views[view].variations {
            var variation = IBVariation(key: key, location: currentLocation)
            variation.misplaced = boolean("misplaced", in: attributes, element: "variation")
            variation.ambiguous = boolean("ambiguous", in: attributes, element: "variation")
            variation.overrides = attributes.filter { !["key", "misplaced", "ambiguous"].contains($0.key) }
            index = variations.count
            document?.views[view].variations.append(variation)
        }
        return Frame(role: .variation(view: view, index: index, key: key), container: parent.container)
    }

    func variationChild(_ name: String, _ attributes: [String: String], view: Int?, variation: Int?,
                        key variationKey: String, _ parent: Frame) -> Frame {
        switch (name, attributes["key"]) {
        case ("mask", let key?):
            return Frame(role: .mask(view: view, variation: variation, maskKey: key, variationKey: variationKey),
                         container: .none)
        case ("rect", "frame"):
            if let view, let variation {
                document?.views[view].variations[variation].frame = rect(attributes, element: name)
            }
            return Frame(role: .other, container: .none)
        default:
            // Views inside a variation are per-size-class copies, not part of the default tree.
            return Frame(role: .other, container: .none)
        }
    }

    func maskChild(_ name: String, _ attributes: [String: String], _ parent: Frame) -> Frame {
        guard name == "exclude" || name == "include", let reference = attributes["reference"],
              case .mask(let view, let variation, let maskKey, let variationKey) = parent.role
        else { return Frame(role: .other, container: .none) }
        let isExclusion = name == "exclude"
        if let view, let variation {
            switch (maskKey, isExclusion) {
            case ("constraints", true): document?.views[view].variations[variation].excludedConstraints.append(reference)
            case ("constraints", false): document?.views[view].variations[variation].includedConstraints.append(reference)
            case ("subviews", true): document?.views[view].variations[variation].excludedSubviews.append(reference)
            case ("subviews", false): document?.views[view].variations[variation].includedSubviews.append(reference)
            default: break
            }
        }
        maskReferences.append(MaskReference(variationKey: variationKey, maskKey: maskKey, reference: reference,
                                            isExclusion: isExclusion, location: currentLocation))
        return Frame(role: .other, container: .none)
    }
}
