/// What a scene's layout leaves out, said in notes and counted, so nothing passes in silence
/// (issue 24, item 13):
/// - **A constraint the scene cannot hold**: one that names an item outside the scene (a view of
///   another scene, which Interface Builder would flag as an invalid reference, or one the size
///   class leaves out) or items without a common ancestor. It is skipped: none of what it asks is checked.
/// - **Views under a `navigationItem`** (its `titleView`, its bar button items' `customView`s):
///   the navigation bar sizes and places them at run time, outside the controller's view, so they
///   and their constraints are never laid out here. One note per scene.
public struct SceneLeftOut: Sendable, Hashable {
    /// Constraints skipped.
    public var constraints = 0
    /// Views never laid out.
    public var views = 0
    /// What was left out and why, in document order (each also in the scene's notes).
    public var notes: [String] = []

    public init() {}

    mutating func add(_ other: SceneLeftOut) {
        constraints += other.constraints
        views += other.views
        notes += other.notes
    }

    /// Records a skipped constraint; returns its note.
    @discardableResult
    mutating func skip(_ element: IBConstraint, missing: String?) -> String {
        let what = missing.map { "names \($0), which is not in this scene (a view of another scene, or one left out of it)" }
            ?? "relates items without a common ancestor"
        let note = "constraint \(element.id) at line \(element.location.line) \(what); it was skipped and is not checked"
        constraints += 1
        notes.append(note)
        return note
    }

    /// The note for the views under `controller`'s navigation item, when it has any.
    static func navigationItemViews(_ document: IBDocument, controller: IBViewController?) -> SceneLeftOut {
        var result = SceneLeftOut()
        let roots = (controller?.otherViews ?? []).filter { ["titleView", "customView"].contains(document.views[$0].key ?? "") }
        guard !roots.isEmpty else { return result }
        var count = 0
        var pending = roots
        while let index = pending.popLast() {
            count += 1
            pending += document.views[index].subviews + document.views[index].attachedViews
        }
        let ids = roots.map { document.views[$0].id }.joined(separator: ", ")
        result.views = count
        result.notes.append("\(count) view\(count == 1 ? "" : "s") under the navigation item (\(ids)) not laid out: "
            + "the navigation bar sizes and places its title view and bar button custom views at run time, "
            + "so their frames and constraints are not checked")
        return result
    }
}

extension IBSceneMapper {
    /// The id of the first item of `element` this scene does not hold, if any.
    func missingItem(of element: IBConstraint) -> String? {
        if item(withID: element.firstItem) == nil { return element.firstItem }
        if let second = element.secondItem, item(withID: second) == nil { return second }
        return nil
    }
}
