/// Views that Xcode 7's canvas leaves unplaced because they follow a view without constraints.
///
/// Before Xcode 8 an Auto Layout document had no design-time layout for a view without
/// constraints (`fixedFrame="YES"`): Interface Builder added its prototyping constraints only at
/// build time, and Xcode 8 was the release that let such views keep their frame through their
/// autoresizing mask on the canvas. Xcode 7 does not flag the fixed-frame view itself, but it flags
/// the views that its autoresizing mask ties to it. Read from the corpus: the content view of a
/// visual effect view that no constraint places is flagged in kodeco's DynamicPhotoDisplay (Xcode
/// 7.0, 8187) and kiwix's Main (Xcode 7.3, 10117), the only two such views in files before Xcode
/// 8; FloatingPanel (Xcode 13, 21701) leaves the same construction unflagged. A fixed-frame view
/// inside (kodeco's label) is again not flagged.
enum FixedFrameSubviewPolicy {

    /// Whether a view is laid out by its autoresizing mask, up a chain of such views, from a
    /// fixed-frame view, on Xcode 7's canvas. Asked per view of the scene being laid out, never as
    /// a set over the whole document (which, built for each scene, made a many-scene file quadratic).
    static func followsFixedFrame(_ index: Int, in document: IBDocument) -> Bool {
        guard IBXcodeBehaviour.fixedFrameFollowersUnplaced.holds(for: document.toolsVersionNumber) else { return false }
        var current = index
        while isAutoresizing(document.views[current]), let parent = document.views[current].superview {
            if document.views[parent].fixedFrame { return true }
            current = parent
        }
        return false
    }

    private static func isAutoresizing(_ view: IBView) -> Bool {
        !view.fixedFrame && view.translatesAutoresizingMaskIntoConstraints != false
    }
}
