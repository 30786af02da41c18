import LayoutDSL
import OpenAutoLayout
import TestSupport

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
