import InterfaceBuilder
import OpenAutoLayout

/// What the fixed file must read back as: the original document with the fixes' constraints added
/// (each in the list of the view Xcode would put it in), their removed constraints gone and their
/// frames moved, and nothing else changed. A fixed text that reads back otherwise is not written.
struct IntendedDocument {
    private let original: IBDocument
    private var added: [IBConstraintSpec] = []
    private var removed: Set<String> = []
    /// The last frame asked for each view moved.
    private var frames: [String: Rect] = [:]

    init(original: IBDocument) { self.original = original }

    mutating func record(_ item: DocumentExplanation.Item, frames updates: [(viewID: String, frame: Rect)]) {
        added += item.specs
        removed.formUnion(item.removedIDs)
        for update in updates { frames[update.viewID] = update.frame }
    }

    /// How `fixed` differs from the intended document, in words (empty when it is the one intended).
    func differences(from fixed: IBDocument) -> [String] {
        var problems: [String] = []
        if fixed.views.map(\.id) != original.views.map(\.id) { problems.append("its views are not the original's") }
        let expectedCount = original.constraints.count - removed.count + added.count
        if fixed.constraints.count != expectedCount {
            problems.append("it has \(fixed.constraints.count) constraints, not \(expectedCount)")
        }
        problems += removed.sorted().filter { fixed.constraint(withID: $0) != nil }.map { "constraint \($0) is still there" }
        for spec in added where !Self.holds(spec, in: fixed, original: original) {
            problems.append("constraint \(spec.id) does not read back as written")
        }
        for (id, frame) in frames.sorted(by: { $0.key < $1.key }) where !Self.isAt(frame, view: fixed.view(withID: id)) {
            problems.append("the frame of \(id) does not read back as written")
        }
        return problems
    }

    private static func holds(_ spec: IBConstraintSpec, in fixed: IBDocument, original: IBDocument) -> Bool {
        guard let constraint = fixed.constraint(withID: spec.id),
              let owner = original.ownerIndex(firstItem: spec.firstItem, secondItem: spec.secondItem) else { return false }
        return constraint.ownerID == original.views[owner].id && constraint.firstItem == spec.firstItem
            && constraint.firstAttribute == spec.firstAttribute && constraint.relation == spec.relation
            && constraint.secondItem == spec.secondItem && constraint.secondAttribute == spec.secondAttribute
            && abs(constraint.multiplier - spec.multiplier) < 1e-9 && abs(constraint.constant - spec.constant) < 1e-9
            && constraint.priority == spec.priority
    }

    /// Frames are written to 1e-6 (`IBTextEditor.frameNumber`).
    private static func isAt(_ frame: Rect, view: IBView?) -> Bool {
        guard let recorded = view?.recordedFrame else { return false }
        return [(recorded.origin.x, frame.origin.x), (recorded.origin.y, frame.origin.y),
                (recorded.size.width, frame.size.width), (recorded.size.height, frame.size.height)]
            .allSatisfy { abs($0.0 - $0.1) < 1e-5 }
    }
}
