import OpenAutoLayout
import TextOutput

extension LayoutExplainer {
    /// Candidate fixes for where a scroll view's content chain stops, preferred first.
    /// Constraints are written against the scroll view itself: its edges mean the content
    /// rectangle and its width and height the frame, in code and in every document alike.
    func scrollFixIts(_ chain: ContentChain, scrollView: ScrollView) -> [FixIt] {
        let axis = chain.axis
        let w = Self.words(axis)
        let size = ContentChainTracer.sizeAttribute(axis)
        let far = axis == .horizontal ? LayoutConstraint.Attribute.trailing : .bottom
        let near = axis == .horizontal ? LayoutConstraint.Attribute.leading : .top
        let otherDirection = axis == .horizontal ? "vertically" : "horizontally"
        func length(_ rect: Rect) -> Double { axis == .horizontal ? rect.size.width : rect.size.height }
        func start(_ rect: Rect) -> Double { axis == .horizontal ? rect.origin.x : rect.origin.y }
        func farPin(_ view: View, to container: View? = nil) -> ProposedConstraint {
            let container = container ?? scrollView
            // Up to the scroll view's frame when the content is shorter, so nothing moves.
            let end = start(referenceFrame(view)) + length(referenceFrame(view))
            // A content view keeps the size its frame records (so it does not become misplaced).
            let room = container === scrollView ? length(scrollView.bounds) : length(referenceFrame(container))
            let gap = max(0, room - end).rounded()
            return ProposedConstraint(container, far, .equal, view, far, constant: gap)
        }
        func sizeFixes(_ view: View, alsoPinFar: Bool, removing: [LayoutConstraint]) -> [FixIt] {
            let extra = alsoPinFar ? [farPin(view)] : []
            let tail = alsoPinFar ? " and pin its \(w.far) edge to the content's \(w.far) edge" : ""
            let recorded = length(referenceFrame(view))
            let toFrame = FixIt(
                summary: "pin \"\(name(view))\".\(w.size) to the scroll view's frame (frame layout guide) "
                    + "to scroll \(otherDirection) only" + tail,
                adding: [ProposedConstraint(view, size, .equal, scrollView, size)] + extra, removing: removing)
            let constant = FixIt(
                summary: "give \"\(name(view))\" a \(w.size) (its frame has \(NumberText.format(recorded)))" + tail,
                adding: [ProposedConstraint(view, size, constant: recorded)] + extra, removing: removing)
            // A view as large as the scroll view is most likely meant to follow its frame.
            let fillsFrame = abs(recorded - length(scrollView.bounds)) <= 0.5
            return recorded > 0 ? (fillsFrame ? [toFrame, constant] : [constant, toFrame]) : [toFrame]
        }
        switch chain.stop {
        case .complete:
            return []
        case .noNearEdgePin(let candidate):
            guard let view = candidate else { return [] }
            return [FixIt(summary: "pin \"\(name(view))\".\(w.near) to the content's \(w.near) edge",
                          adding: [ProposedConstraint(view, near, .equal, scrollView, near,
                                                      constant: start(referenceFrame(view)))])]
        case .missingSize(let view, let pinned):
            return sizeFixes(view, alsoPinFar: !pinned, removing: [])
        case .sizeRefersToContent(let view, let constraint):
            return sizeFixes(view, alsoPinFar: false, removing: [constraint]).map {
                var fix = $0
                fix.summary = "replace \(describe(constraint)) by a size that does not depend on the content: " + fix.summary
                return fix
            }
        case .missingFarEdgePin(let view, let container):
            let pin = farPin(view, to: container)
            let target = container === scrollView ? "the content's \(w.far) edge" : "\"\(name(container))\".\(w.far)"
            return [FixIt(summary: "pin \"\(name(view))\".\(w.far) to \(target)"
                              + (pin.constant == 0 ? "" : " (\(NumberText.format(pin.constant)) from it)"),
                          adding: [pin])]
        }
    }

    /// Fixes the free parts of a frame from the reference frame, in one fix-it.
    func missingConstraintFixIts(_ view: View, _ attributes: LayoutIssue.AmbiguousAttributes) -> [FixIt] {
        guard let superview = view.superview else { return [] }
        let frame = referenceFrame(view)
        var adding: [ProposedConstraint] = []
        var words: [String] = []
        if attributes.contains(.xPosition) {
            adding.append(ProposedConstraint(view, .leading, .equal, superview, .leading, constant: frame.origin.x))
            words.append("leading \(NumberText.format(frame.origin.x)) from \"\(name(superview))\"")
        }
        if attributes.contains(.yPosition) {
            adding.append(ProposedConstraint(view, .top, .equal, superview, .top, constant: frame.origin.y))
            words.append("top \(NumberText.format(frame.origin.y)) from \"\(name(superview))\"")
        }
        if attributes.contains(.width) {
            adding.append(ProposedConstraint(view, .width, constant: frame.size.width))
            words.append("width \(NumberText.format(frame.size.width))")
        }
        if attributes.contains(.height) {
            adding.append(ProposedConstraint(view, .height, constant: frame.size.height))
            words.append("height \(NumberText.format(frame.size.height))")
        }
        guard !adding.isEmpty else { return [] }
        return [FixIt(summary: "give \"\(name(view))\" " + words.joined(separator: ", ") + " (from its frame)",
                      adding: adding)]
    }
}
