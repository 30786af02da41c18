import Testing
@testable import OpenAutoLayout

/// Numbers worked out by hand are compared within a small tolerance (thirds of points appear).
func approx(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

func approx(_ a: Rect, _ b: Rect) -> Bool {
    approx(a.origin.x, b.origin.x) && approx(a.origin.y, b.origin.y)
        && approx(a.size.width, b.size.width) && approx(a.size.height, b.size.height)
}

func approx(_ a: Size, _ b: Size) -> Bool { approx(a.width, b.width) && approx(a.height, b.height) }

func approx(_ a: Point, _ b: Point) -> Bool { approx(a.x, b.x) && approx(a.y, b.y) }

/// A view for Auto Layout, as UIKit code makes one: `translatesAutoresizingMaskIntoConstraints = false`.
func autoLayoutView<V: View>(_ view: V, _ name: String? = nil) -> V {
    view.translatesAutoresizingMaskIntoConstraints = false
    view.accessibilityIdentifier = name
    return view
}

/// A root view of the given size (a hierarchy's root has a fixed frame).
func screen(width: Double = 375, height: Double = 667) -> View {
    let view = View(frame: Rect(x: 0, y: 0, width: width, height: height))
    view.accessibilityIdentifier = "screen"
    return view
}

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
