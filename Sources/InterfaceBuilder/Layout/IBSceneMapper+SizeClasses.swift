/// Which views and constraints are installed in the size class of the canvas device.
///
/// A view's `<variation key="widthClass=compact">` holds `<mask key="constraints">` and
/// `<mask key="subviews">` lists: `<include>` installs a constraint or subview in that size class
/// although `<variation key="default">` leaves it out of every other, `<exclude>` uninstalls it
/// there. Xcode records the frames of the device it shows (Size inspector ▸ "Installed" per size
/// class; an iPhone in portrait is compact width × regular height), so the layout installs what
/// that device's size class installs. Without a `<device>` (Xcode 6 and 7's any × any canvas) no
/// variation but `default` applies.
extension IBSceneMapper {
    /// Whether the constraint at `index` is installed on this canvas.
    func isInstalled(constraintAt index: Int) -> Bool {
        let constraint = document.constraints[index]
        return isInstalled(id: constraint.id, byDefault: !constraint.isExcludedByDefault,
                           in: document.views[constraint.owner].variations,
                           excluded: \.excludedConstraints, included: \.includedConstraints)
    }

    /// Whether the view at `index` is installed on this canvas (a root view always is).
    func isInstalled(viewAt index: Int) -> Bool {
        let view = document.views[index]
        guard let superview = view.superview else { return true }
        return isInstalled(id: view.id, byDefault: !view.isExcludedByDefault, in: document.views[superview].variations,
                           excluded: \.excludedSubviews, included: \.includedSubviews)
    }

    /// The size class's masks decide where they name the object; the default mask otherwise.
    private func isInstalled(id: String, byDefault: Bool, in variations: [IBVariation],
                             excluded: KeyPath<IBVariation, [String]>, included: KeyPath<IBVariation, [String]>) -> Bool {
        var installed = byDefault
        for variation in variations
        where variation.applies(widthClass: metrics.widthClass, heightClass: metrics.heightClass) {
            if variation[keyPath: excluded].contains(id) { installed = false }
            if variation[keyPath: included].contains(id) { installed = true }
        }
        return installed
    }
}
