extension ScrollView {
    /// The classic keyboard-avoidance recipe (Apple's "Managing the Keyboard", in its modern
    /// form), as one call:
    /// 1. the bottom content inset and the vertical indicator inset grow by the part of the
    ///    scroll view the keyboard covers (`keyboardFrame` in window coordinates intersected with
    ///    the scroll view's frame in window coordinates);
    /// 2. `activeView` (a text field, say) is scrolled into the area left visible with
    ///    `scrollRectToVisible(_:animated:)`, which moves the minimal distance within the legal
    ///    offset range and does nothing if the field is already visible.
    ///
    /// Pass `nil` when the keyboard hides: both insets return to their values before the keyboard.
    /// Call it after a layout pass, so frames and the content size are current.
    public func adjustForKeyboard(frame keyboardFrame: Rect?, revealing activeView: View? = nil) {
        guard let keyboardFrame else {
            if let saved = insetBeforeKeyboard {
                contentInset = saved
                verticalScrollIndicatorInsets.bottom = 0
                insetBeforeKeyboard = nil
            }
            return
        }
        let saved = insetBeforeKeyboard ?? contentInset
        insetBeforeKeyboard = saved
        let frameInWindow = convert(bounds, to: nil)
        let overlap = frameInWindow.intersection(keyboardFrame)?.height ?? 0
        var inset = saved
        inset.bottom += overlap
        contentInset = inset
        verticalScrollIndicatorInsets.bottom = overlap
        if let activeView, activeView.isDescendant(of: self) {
            scrollRectToVisible(activeView.convert(activeView.bounds, to: self), animated: true)
        }
    }
}
