import OpenAutoLayout
/// Layouts never hold a number that is not finite: a constraint such as `height = 1e308 × width` is finite
/// as written, but its result is infinite, and an infinite frame would reach every report, every
/// explanation and, through "Update Frames", the file itself.
extension IBLayout {
    /// The layouts of every scene (storyboard) or top-level view (xib), in document order.
    ///
    /// Where a scene's frames or content sizes overflow, the constraints that produce the overflow are
    /// left out (as constraints with unreadable values are) and the scene is laid out again; each one
    /// left out is an error in `SceneLayout.overflowingConstraints`.
    public static func layOut(_ document: IBDocument, mode: IBLayoutMode = .designTime) -> [SceneLayout] {
        layOut(document, mode: mode, only: nil)
    }

    /// The layout of the scene `sceneID` alone (nil: every scene), as `layOut(_:mode:)` gives it:
    /// scenes are laid out, and their overflowing constraints found, one by one.
    /// `choices`: the document's per-document choices when the caller knows them (`DocumentChoices.of`):
    /// a document changed only in its constraints has its original's, and a caller laying out one
    /// scene after another of a large document should not recompute them from every view each time.
    package static func layOut(_ document: IBDocument, mode: IBLayoutMode, only sceneID: String?,
                               choices: DocumentChoices? = nil) -> [SceneLayout] {
        var scenes = layOutScenes(document, mode: mode, only: sceneID, choices: choices)
        guard scenes.contains(where: { !$0.isFinite }) else { return scenes }
        var document = document
        var dropped: [String: [IBIssue]] = [:]
        for round in 0... {
            let culprits = overflowCulprits(in: scenes, of: document, round: round)
            guard !culprits.isEmpty else { break }
            for (sceneID, constraint) in culprits {
                dropped[sceneID, default: []].append(
                    IBIssue(kind: .resultOverflows, file: document.path, location: constraint.location,
                            objectID: constraint.id, elementName: "constraint"))
            }
            document = document.applying([], removing: culprits.map(\.constraint.id))
            // Constraints left out change no per-document choice.
            scenes = layOutScenes(document, mode: mode, only: sceneID, choices: choices)
        }
        for index in scenes.indices {
            let issues = (dropped[scenes[index].id] ?? []).sorted { $0.location < $1.location }
            scenes[index].overflowingConstraints = issues
            scenes[index].notes += issues.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        }
        return scenes
    }

    /// How many rounds leave out one constraint per scene (the one with the largest multiplier, then
    /// constant) before every constraint on a view with an overflowing frame goes at once. One is the
    /// usual cause; a long chain of moderate multipliers can need many, and each round is a layout.
    static let singleCulpritRounds = 4

    /// The constraints to leave out next, with the scene each is reported in: installed constraints that
    /// name a view whose frame overflowed (or an overflowing scroll view), in document order.
    private static func overflowCulprits(in scenes: [SceneLayout], of document: IBDocument,
                                         round: Int) -> [(sceneID: String, constraint: IBConstraint)] {
        var result: [(sceneID: String, constraint: IBConstraint)] = []
        for scene in scenes where !scene.isFinite {
            let overflowing = scene.overflowingViewIDs
            var candidates = document.constraints.filter { constraint in
                !constraint.isExcludedByDefault
                    && (overflowing.contains(constraint.firstItem)
                        || constraint.secondItem.map(overflowing.contains) == true)
            }
            if round < singleCulpritRounds {
                let largest = candidates.enumerated().max { lhs, rhs in
                    (abs(lhs.element.multiplier), abs(lhs.element.constant), -lhs.offset)
                        < (abs(rhs.element.multiplier), abs(rhs.element.constant), -rhs.offset)
                }
                candidates = largest.map { [$0.element] } ?? []
            }
            result += candidates.map { (scene.id, $0) }
        }
        return result
    }
}

extension SceneLayout {
    /// Whether every frame and content size is a finite number.
    var isFinite: Bool { overflowingViewIDs.isEmpty }

    /// Views whose frame, and scroll views whose content size, is not finite.
    var overflowingViewIDs: Set<String> {
        var ids = Set(views.filter { !$0.frame.isFinite }.map(\.id))
        for scrollView in scrollViews where !(scrollView.contentWidth ?? 0).isFinite
            || !(scrollView.contentHeight ?? 0).isFinite {
            ids.insert(scrollView.id)
        }
        return ids
    }
}

extension Rect {
    var isFinite: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}
