import OpenAutoLayout

/// Misplaced pass 6 (branch misplaced6): frames that rest on the size of a stack view the file
/// gives no arranged views.
///
/// A stack view's size comes from its arranged views (UIKit's `UISV-canvas-connection` and
/// spacing constraints). A stack view with no subviews in the file gets them from the app's code
/// (`addArrangedSubview`), so the size that places it and whatever is pinned to it is not in the
/// file. The corpus holds 26 such stack views (in 17 files): Xcode flags none of them misplaced,
/// although their records are rarely what their own constraints give: HabitRPG's `Support`
/// (18122) records two empty `SeparatedStackView`s 300 tall under a `height = 30 @500`, and every
/// view below them 270 pt lower than that height puts them. So the scene is laid out again with each
/// empty stack view held at its recorded size (just below required, so a required constraint still
/// wins), and a view whose frame differs between the two layouts is not judged; the views that
/// stay put are.
extension NotJudgedPolicy {
    static let emptyStackReason = "it rests on the size of a stack view the file gives no arranged views "
        + "(they are added in code)"

    /// The priority that holds an empty stack view at its recorded size in the held layout.
    static let emptyStackHoldPriority = LayoutPriority(rawValue: 999)
}

extension IBSceneMapper {
    /// Whether the element at `index` is a stack view with no subviews in the file.
    func isEmptyStackView(_ index: Int) -> Bool {
        document.views[index].elementName == "stackView" && document.views[index].subviews.isEmpty
    }

    /// Whether this root's tree holds a stack view with no arranged views in the file.
    var holdsEmptyStackView: Bool { order.contains(where: isEmptyStackView) }

    /// Holds each empty stack view at its recorded size, just below required (the held layout of
    /// `NotJudgedPolicy.emptyStackReason`).
    func holdEmptyStackSizes() {
        for index in order where isEmptyStackView(index) {
            guard let view = viewsByIndex[index], let frame = alignmentFrame(of: index) else { continue }
            for (attribute, constant) in [(LayoutConstraint.Attribute.width, frame.size.width),
                                          (.height, frame.size.height)] {
                let constraint = LayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: nil,
                                                  attribute: .notAnAttribute, multiplier: 1, constant: constant)
                constraint.priority = NotJudgedPolicy.emptyStackHoldPriority
                constraint.identifier = "IB-empty-stack-hold"
                constraint.creationSite = nil
                constraint.isActive = true
            }
        }
    }
}
