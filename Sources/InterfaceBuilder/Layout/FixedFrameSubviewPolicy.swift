import OpenAutoLayout

/// Views that Xcode 7 to 11's canvas leaves unplaced because they follow a view without constraints.
///
/// Before Xcode 8 an Auto Layout document had no design-time layout for a view without
/// constraints (`fixedFrame="YES"`): Interface Builder added its prototyping constraints only at
/// build time. Up to Xcode 11 the canvas still flags the views that a fixed-frame view's
/// autoresizing mask ties to it, though not the fixed-frame view itself; from Xcode 12 it flags
/// neither. Read from the corpus (`IBXcodeBehaviour.fixedFrameFollowersUnplaced`): the content view
/// of a visual effect view that no constraint places is flagged in kodeco's DynamicPhotoDisplay
/// (Xcode 7.0, 8187), kiwix's Main (Xcode 7.3, 10117), IBDecodable's StoryboardAllViews (Xcode 10,
/// 14109) and jami's CallViewController (Xcode 11.3, 15705), every such view up to Xcode 11;
/// AltStore (17503), FloatingPanel (21701), Kodi (23727) and Delta (24506) leave the same
/// construction unflagged, 8 views. A fixed-frame view inside (kodeco's label) is again not flagged.
enum FixedFrameSubviewPolicy {

    /// Whether a view is laid out by its autoresizing mask, up a chain of such views, from a
    /// fixed-frame view, on Xcode 7's canvas. Asked per view of the scene being laid out, never as
    /// a set over the whole document (which, built for each scene, made a many-scene file quadratic).
    static func fixedFrameViewFollowed(by index: Int, in document: IBDocument) -> Int? {
        guard IBXcodeBehaviour.fixedFrameFollowersUnplaced.holds(for: document.toolsVersionNumber) else { return nil }
        var current = index
        while isAutoresizing(document.views[current]), followsParent(document.views[current]),
              let parent = document.views[current].superview {
            if document.views[parent].fixedFrame { return parent }
            current = parent
        }
        return nil
    }

    /// Marks the views of a scene (`order`: their document indices) that follow a fixed-frame view,
    /// and gives each an issue of its own unless `existing` already has one for it.
    static func markUnplaced(_ views: inout [ViewLayout], order: [Int], in document: IBDocument,
                             besides existing: [SceneLayoutIssue]) -> [SceneLayoutIssue] {
        var issues: [SceneLayoutIssue] = []
        for (position, index) in order.enumerated() {
            guard let followed = fixedFrameViewFollowed(by: index, in: document) else { continue }
            views[position].hasAmbiguousAncestor = true
            views[position].unplacedByFixedFrameViewID = document.views[followed].id
            let id = views[position].id
            guard !existing.contains(where: { if case .ambiguousLayout(id, _) = $0 { true } else { false } })
            else { continue }
            issues.append(.ambiguousLayout(viewID: id, attributes: unplacedAttributes))
        }
        return issues
    }

    /// Every part of the frame: such a view has no place and no size on that canvas.
    static let unplacedAttributes: LayoutIssue.AmbiguousAttributes = [.xPosition, .yPosition, .width, .height]

    /// Whether the view's frame follows its parent's by the autoresizing mask: a subview or a
    /// `contentView` does; a cell, a reusable view or a bar item's custom view is placed by its table,
    /// collection or bar instead, and none is flagged in a fixed-frame container (edx Main 7702 and
    /// Pyto Main 14460: a collection's cell; IBDecodable StoryboardAllViews 14109: a table's cell and
    /// its content view, a collection's cell and reusable views; IBDecodable StoryboardAttributes
    /// 16096: a navigation bar's custom button).
    private static func followsParent(_ view: IBView) -> Bool {
        view.isInSubviews || view.key == "contentView"
    }

    private static func isAutoresizing(_ view: IBView) -> Bool {
        !view.fixedFrame && view.translatesAutoresizingMaskIntoConstraints != false
    }
}
