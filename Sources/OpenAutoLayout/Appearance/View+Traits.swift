extension Window {
    /// Tells the hierarchy top-down that the traits changed, as UIKit does when a window's
    /// traits change: each view, then the controller that owns it.
    func traitsDidChange(from previous: TraitCollection) {
        let current = traitCollection
        guard current != previous else { return }
        for view in allViewsInSubtree() {
            (view as? Label)?.adjustFontForContentSizeCategory()
            view.traitCollectionDidChange(previous)
            view.owningViewController?.traitCollectionDidChange(previous)
        }
    }
}

extension Label {
    /// A label with `adjustsFontForContentSizeCategory` whose font follows a text style takes
    /// the style's size at the new category (UIKit updates such labels by itself).
    func adjustFontForContentSizeCategory() {
        guard adjustsFontForContentSizeCategory, let style = font.textStyle else { return }
        font = font.following(style, at: traitCollection.preferredContentSizeCategory)
    }
}
