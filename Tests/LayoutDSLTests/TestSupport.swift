import LayoutDSL
import OpenAutoLayout

/// Numbers worked out by hand are compared within a small tolerance (thirds of points appear).
func approx(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

func approx(_ a: Rect, _ b: Rect) -> Bool {
    approx(a.origin.x, b.origin.x) && approx(a.origin.y, b.origin.y)
        && approx(a.size.width, b.size.width) && approx(a.size.height, b.size.height)
}

func approx(_ a: Size, _ b: Size) -> Bool { approx(a.width, b.width) && approx(a.height, b.height) }

/// A root view of the given size, as a view controller's `view` on a 375×667 screen.
func screen(width: Double = 375, height: Double = 667) -> View {
    View(frame: Rect(x: 0, y: 0, width: width, height: height))
}

/// SnapKit's own tests count `container.snp_constraints`: the active DSL constraints installed on a view.
func installed(on view: View) -> [LayoutConstraint] {
    view.constraints.filter { $0 is SnapLayoutConstraint && $0.isActive }
}

/// A container with two subviews, the fixture of most of SnapKit's tests.
func containerWithTwoViews() -> (container: View, v1: View, v2: View) {
    let container = View()
    let v1 = View(), v2 = View()
    container.addSubview(v1)
    container.addSubview(v2)
    return (container, v1, v2)
}

extension LayoutIssue {
    var ambiguousContentAxes: Axes? {
        if case .ambiguousScrollableContentSize(_, let axes) = self { return axes }
        return nil
    }
}
