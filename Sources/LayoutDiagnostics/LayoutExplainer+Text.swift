import OpenAutoLayout

extension LayoutExplainer {
    static func words(_ axis: LayoutConstraint.Axis) -> (axis: String, size: String, near: String, far: String) {
        axis == .horizontal ? ("Horizontal", "width", "leading", "trailing") : ("Vertical", "height", "top", "bottom")
    }

    /// `Horizontal: Image View.leading = Scroll View.leading → stops at "Image View": …`
    func chainText(_ chain: ContentChain, scrollView: ScrollView) -> String {
        let w = Self.words(chain.axis)
        let path = chain.links.isEmpty ? "" : chain.links.map(describe).joined(separator: " → ") + " → "
        let stop: String
        switch chain.stop {
        case .complete:
            stop = "reaches the content's \(w.far) edge: the content \(w.size) is determined"
        case .noNearEdgePin:
            stop = "no content view is pinned to the content's \(w.near) edge of \"\(name(scrollView))\""
        case .missingSize(let view, let pinned):
            stop = pinned
                ? "stops at \"\(name(view))\": nothing gives it a \(w.size); its \(w.near) and \(w.far) edges are "
                    + "pinned to the content edges, so its \(w.size) and the content \(w.size) only refer to each other"
                : "stops at \"\(name(view))\": nothing gives it a \(w.size), and its \(w.far) edge is not pinned "
                    + "to the content's \(w.far) edge"
        case .sizeRefersToContent(let view, _):
            stop = "stops at \"\(name(view))\": its \(w.size) only refers back to the scroll view's content, "
                + "the very size it should define"
        case .missingFarEdgePin(let view, let container):
            let edge = container === scrollView ? "the content's \(w.far) edge" : "the \(w.far) edge of \"\(name(container))\""
            stop = "stops at \"\(name(view))\": nothing pins its \(w.far) edge to \(edge) "
                + "(or to a next view), so the content may extend past it by any amount"
        }
        return "\(w.axis): " + path + stop + "."
    }

    /// For each free part of the frame, what is (not) there.
    func freeAttributeLines(_ view: View, _ attributes: LayoutIssue.AmbiguousAttributes,
                            tracer: ContentChainTracer) -> [String] {
        var lines: [String] = []
        let parts: [(LayoutIssue.AmbiguousAttributes, LayoutConstraint.Axis, String)] = [
            (.xPosition, .horizontal, "X position"), (.yPosition, .vertical, "Y position"),
            (.width, .horizontal, "width"), (.height, .vertical, "height"),
        ]
        for (part, axis, label) in parts where attributes.contains(part) {
            let touching = tracer.constraints(naming: view).filter {
                ($0.firstItem === view && $0.firstAttribute.axis == axis)
                    || ($0.secondItem === view && $0.secondAttribute.axis == axis)
            }
            let reason = touching.isEmpty
                ? "no constraint mentions \"\(name(view))\" along this axis"
                : "only " + touching.map(describe).joined(separator: "; ") + " — not enough to fix it"
            lines.append("\(label) of \"\(name(view))\" is free: \(reason).")
        }
        return lines
    }

    func conflictLines(_ conflicting: [LayoutConstraint], broken: LayoutConstraint) -> [String] {
        ["These \(conflicting.count) constraints cannot all hold: "
            + conflicting.map(describe).joined(separator: "; ") + ".",
         "UIKit would break \(describe(broken)) to recover (the one whose activation revealed the conflict)."]
    }
}
