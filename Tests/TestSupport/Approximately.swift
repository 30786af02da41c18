import OpenAutoLayout

// Numbers worked out by hand are compared within a small tolerance (thirds of points appear).

public func approx(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

public func approx(_ a: Rect, _ b: Rect) -> Bool {
    approx(a.origin.x, b.origin.x) && approx(a.origin.y, b.origin.y)
        && approx(a.size.width, b.size.width) && approx(a.size.height, b.size.height)
}

public func approx(_ a: Size, _ b: Size) -> Bool { approx(a.width, b.width) && approx(a.height, b.height) }

public func approx(_ a: Point, _ b: Point) -> Bool { approx(a.x, b.x) && approx(a.y, b.y) }

/// A root view of the given size, named `name` (a hierarchy's root has a fixed frame; 375 × 667
/// is an iPhone 8's screen, the size most of UIKit's documentation draws).
public func screen(width: Double = 375, height: Double = 667, name: String? = "screen") -> View {
    let view = View(frame: Rect(x: 0, y: 0, width: width, height: height))
    view.accessibilityIdentifier = name
    return view
}

/// A view for Auto Layout, as UIKit code makes one: `translatesAutoresizingMaskIntoConstraints = false`.
public func autoLayoutView<V: View>(_ view: V, _ name: String? = nil) -> V {
    view.translatesAutoresizingMaskIntoConstraints = false
    view.accessibilityIdentifier = name
    return view
}
