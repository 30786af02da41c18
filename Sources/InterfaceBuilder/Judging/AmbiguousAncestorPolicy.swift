import OpenAutoLayout

/// A view whose own constraints fix its frame in its superview, inside a view whose position the
/// constraints leave free: where it is on the canvas is as free as that ancestor.
///
/// Up to Xcode 9 Interface Builder flags every such view `ambiguous="YES"`
/// (`IBXcodeBehaviour.wholeSubtreeFlaggedAmbiguous`, which `IBSceneMapper` reads to set
/// `ViewLayout.hasAmbiguousAncestor`); from Xcode 10 it flags none. Read from every corpus file,
/// views with constraints of their own (not `fixedFrame`), whose own frame the constraints fix,
/// under a view the checker finds ambiguous: before Xcode 10, 62 of 75 flagged, and the 58 under
/// an ancestor that Xcode flagged too are all flagged (linphone `LaunchScreen.xib` 7706, coolgo
/// 6254, session-ios `InboxTableViewCell.xib` 6254, iNaturalist `Onboarding` 10117, Habitica
/// `BuyModal` 13196, RocketChat `Subscriptions` 13771); the other 17 are blink's `SmartKeys.xib`
/// (13771), whose stack nothing places horizontally yet Xcode left unflagged, and 4 of them are
/// flagged for another reason. From Xcode 10 on, 1 of 230 is flagged. Every ancestor in those
/// files has its position ambiguous; so each such view gets an issue of its own, naming the
/// nearest ancestor whose position is free, on the axes some ancestor's position is free. A view
/// under an ancestor free only in size has a position of its own on the canvas: no issue (no
/// corpus file shows what Xcode did there).
enum AmbiguousAncestorPolicy {
    static let positions: LayoutIssue.AmbiguousAttributes = [.xPosition, .yPosition]

    /// One issue for each view flagged for an ambiguous ancestor whose canvas position is free on
    /// some axis (`views` lists parents before children; only `hasAmbiguousAncestor` views count).
    static func issues(for views: [ViewLayout]) -> [SceneLayoutIssue] {
        let byID = Dictionary(views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return views.compactMap { view in
            guard let (_, axes) = freeAncestor(of: view, in: byID) else { return nil }
            return .ambiguousLayout(viewID: view.id, attributes: axes)
        }
    }

    /// The nearest ancestor whose own position is ambiguous, and the position parts the ancestors
    /// leave free; nil for a view with ambiguity of its own or none above it.
    static func freeAncestor(of view: ViewLayout, in byID: [String: ViewLayout])
        -> (ancestorID: String, axes: LayoutIssue.AmbiguousAttributes)? {
        guard view.hasAmbiguousAncestor, view.ambiguous.isEmpty else { return nil }
        var nearest: String?
        var axes: LayoutIssue.AmbiguousAttributes = []
        var next = view.superviewID
        while let id = next, let ancestor = byID[id] {
            let free = ancestor.ambiguous.intersection(positions)
            if !free.isEmpty, nearest == nil { nearest = id }
            axes.formUnion(free)
            next = ancestor.superviewID
        }
        return nearest.map { ($0, axes) }
    }
}

extension SceneLayout {
    /// For a view flagged only for an ambiguous ancestor (`AmbiguousAncestorPolicy`): the nearest
    /// ancestor whose position is ambiguous and the position parts left free on the canvas.
    public func ambiguousAncestor(of viewID: String) -> (ancestorID: String, axes: LayoutIssue.AmbiguousAttributes)? {
        // Most ambiguity issues are a view's own: answer those before indexing the scene's views.
        guard let view = view(withID: viewID), view.hasAmbiguousAncestor, view.ambiguous.isEmpty else { return nil }
        let byID = Dictionary(views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return AmbiguousAncestorPolicy.freeAncestor(of: view, in: byID)
    }
}
