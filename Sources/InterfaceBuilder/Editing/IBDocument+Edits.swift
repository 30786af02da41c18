import OpenAutoLayout
/// A constraint to add to a document, in IB's terms (what a fix-it writes as `<constraint>`).
public struct IBConstraintSpec: Sendable, Hashable {
    public var id: String
    public var firstItem: String
    public var firstAttribute: IBAttribute
    public var relation: IBRelation
    public var secondItem: String?
    public var secondAttribute: IBAttribute?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double

    public init(id: String, firstItem: String, firstAttribute: IBAttribute, relation: IBRelation = .equal,
                secondItem: String? = nil, secondAttribute: IBAttribute? = nil, multiplier: Double = 1,
                constant: Double = 0, priority: Double = 1000) {
        self.id = id
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }
}

extension IBDocument {
    /// The view whose `<constraints>` list a constraint between these items belongs in, as Xcode
    /// places it: the closest common ancestor of the items (a guide counts as its owning view; a
    /// size constant as the view itself). Nil when an id is unknown or the items share no ancestor.
    public func ownerIndex(firstItem: String, secondItem: String?) -> Int? {
        func anchor(_ id: String) -> Int? {
            switch layoutItem(withID: id) {
            case .view(let index): index
            case .viewLayoutGuide(let owner, _): owner
            case .viewControllerLayoutGuide, nil: nil
            }
        }
        guard let first = anchor(firstItem) else { return nil }
        guard let secondItem else { return first }
        guard let second = anchor(secondItem) else { return nil }
        var ancestors: [Int] = []
        var cursor: Int? = first
        while let index = cursor { ancestors.append(index); cursor = views[index].superview }
        cursor = second
        while let index = cursor {
            if ancestors.contains(index) { return index }
            cursor = views[index].superview
        }
        return nil
    }

    /// The constraint `spec` writes, owned by its items' closest common ancestor; nil when an id is
    /// unknown or the items share no ancestor.
    func constraint(_ spec: IBConstraintSpec) -> IBConstraint? {
        guard let owner = ownerIndex(firstItem: spec.firstItem, secondItem: spec.secondItem) else { return nil }
        return IBConstraint(
            id: spec.id, location: views[owner].location, owner: owner, ownerID: views[owner].id,
            firstItem: spec.firstItem, firstItemIsImplicit: false, firstAttribute: spec.firstAttribute,
            relation: spec.relation, secondItem: spec.secondItem, secondAttribute: spec.secondAttribute,
            multiplier: spec.multiplier, constant: spec.constant, priority: spec.priority)
    }

    /// A copy with `specs` added as constraints of their owning views and the constraints with
    /// ids in `removedIDs` left out, for laying out "what if" (the file is not touched). Specs
    /// whose items are unknown are skipped.
    public func applying(_ specs: [IBConstraintSpec], removing removedIDs: [String] = []) -> IBDocument {
        var copy = self
        copy.isEditedCopy = true
        // Only removals walk every constraint and view (an addition touches its owner alone).
        if !removedIDs.isEmpty {
            for index in copy.constraints.indices where removedIDs.contains(copy.constraints[index].id) {
                // Left out as a constraint uninstalled in the default size class is: layout skips it.
                copy.constraints[index].isExcludedByDefault = true
            }
            // … and no size class installs it again.
            for view in copy.views.indices where !copy.views[view].variations.isEmpty {
                for variation in copy.views[view].variations.indices {
                    copy.views[view].variations[variation].includedConstraints.removeAll(where: removedIDs.contains)
                }
            }
        }
        for spec in specs {
            guard let element = constraint(spec) else { continue }
            let owner = element.owner
            copy.constraintIndicesByID[spec.id] = copy.constraints.count
            copy.views[owner].constraints.append(copy.constraints.count)
            copy.constraints.append(element)
        }
        return copy
    }
}


extension IBDocument {
    /// A copy whose views with the given ids record these frames instead (Xcode's "Update Frames"),
    /// for laying out "what if". Unknown ids are skipped.
    public func updatingFrames(_ frames: [(viewID: String, frame: Rect)]) -> IBDocument {
        var copy = self
        copy.isEditedCopy = true
        for (id, frame) in frames {
            guard let index = viewIndex(withID: id) else { continue }
            copy.views[index].recordedFrame = frame
        }
        return copy
    }
}
