import InterfaceBuilder
import LayoutDiagnostics
import OpenAutoLayout
import TextOutput

/// Why a view is misplaced, in words that add to Xcode's message (which already gives both
/// frames): how far its constraints move it from the frame the file records, and, on each axis
/// that changed, the constraints that place it there.
enum MisplacedReason {
    /// How `laidOut` (where the constraints put the view, Xcode's "Expected") differs from
    /// `recorded` (the file's frame, "Actual"): `8 pt right, 1 pt down, 20 pt narrower`.
    static func movement(from recorded: Rect, to laidOut: Rect) -> String {
        func part(_ change: Double, _ more: String, _ less: String) -> String? {
            abs(change) < 1e-6 ? nil : "\(NumberText.format(abs(change))) pt \(change > 0 ? more : less)"
        }
        return [part(laidOut.origin.x - recorded.origin.x, "right", "left"),
                part(laidOut.origin.y - recorded.origin.y, "down", "up"),
                part(laidOut.size.width - recorded.size.width, "wider", "narrower"),
                part(laidOut.size.height - recorded.size.height, "taller", "shorter")]
            .compactMap { $0 }.joined(separator: ", ")
    }

    /// The axes on which the two frames differ.
    static func changedAxes(from recorded: Rect, to laidOut: Rect) -> [LayoutConstraint.Axis] {
        func differs(_ a: Double, _ b: Double) -> Bool { abs(a - b) >= 1e-6 }
        let horizontal = differs(laidOut.origin.x, recorded.origin.x) || differs(laidOut.size.width, recorded.size.width)
        let vertical = differs(laidOut.origin.y, recorded.origin.y) || differs(laidOut.size.height, recorded.size.height)
        return (horizontal ? [.horizontal] : []) + (vertical ? [.vertical] : [])
    }

    /// The reasons: the movement, then per changed axis the constraints (as `describe` words
    /// them) that mention the view there, or that none does; `placing` nil (the scene model does
    /// not hold the view) leaves the axes unsaid rather than claim no constraint names it.
    static func lines(view: String, recorded: Rect, laidOut: Rect,
                      placing: ((LayoutConstraint.Axis) -> [String])?) -> [String] {
        var lines = ["The constraints move \(view) from the frame the file records: \(movement(from: recorded, to: laidOut))."]
        guard let placing else { return lines }
        for axis in changedAxes(from: recorded, to: laidOut) {
            let direction = axis == .horizontal ? "Horizontally" : "Vertically"
            let constraints = placing(axis)
            lines.append(constraints.isEmpty
                ? "\(direction) no constraint names it: its superview or autoresizing mask places it."
                : "\(direction) it is placed by " + constraints.joined(separator: ", ") + ".")
        }
        return lines
    }

    /// The constraints of the tracer's hierarchy that mention `view` on `axis`, in hierarchy then installation order.
    static func constraints(placing view: View, on axis: LayoutConstraint.Axis,
                            in tracer: ContentChainTracer) -> [LayoutConstraint] {
        RelatedObject.constraints(touching: view, on: axis == .horizontal ? [.xPosition, .width] : [.yPosition, .height],
                                  in: tracer)
    }
}
