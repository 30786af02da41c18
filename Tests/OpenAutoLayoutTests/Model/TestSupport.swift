import Testing
@testable import OpenAutoLayout
import TestSupport

/// Pins all four edges of `view` to `other`'s edges (anchors of the same names), activated.
@discardableResult
func pinEdges(of view: View, to other: View, insets: EdgeInsets = .zero) -> [LayoutConstraint] {
    let constraints = [
        view.topAnchor.constraint(equalTo: other.topAnchor, constant: insets.top),
        view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: insets.left),
        other.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: insets.bottom),
        other.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: insets.right),
    ]
    LayoutConstraint.activate(constraints)
    return constraints
}

extension LayoutIssue {
    var ambiguousAttributes: (View, AmbiguousAttributes)? {
        if case .ambiguousLayout(let view, let attributes) = self { return (view, attributes) }
        return nil
    }

    var ambiguousContent: (ScrollView, Axes)? {
        if case .ambiguousScrollableContentSize(let scrollView, let axes) = self { return (scrollView, axes) }
        return nil
    }

    var conflict: (conflicting: [LayoutConstraint], broken: LayoutConstraint)? {
        if case .unsatisfiableConstraints(let conflicting, let broken) = self { return (conflicting, broken) }
        return nil
    }
}

extension View {
    func ambiguity(of view: View) -> LayoutIssue.AmbiguousAttributes {
        layoutIssues.compactMap(\.ambiguousAttributes).first { $0.0 === view }?.1 ?? []
    }

    func contentAmbiguity(of scrollView: ScrollView) -> LayoutIssue.Axes {
        layoutIssues.compactMap(\.ambiguousContent).first { $0.0 === scrollView }?.1 ?? []
    }

    var conflicts: [(conflicting: [LayoutConstraint], broken: LayoutConstraint)] {
        layoutIssues.compactMap(\.conflict)
    }
}
