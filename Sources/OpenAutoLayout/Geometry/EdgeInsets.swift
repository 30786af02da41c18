import TextOutput

/// Insets for each edge of a rectangle (UIKit's `UIEdgeInsets`), in points.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left,
                   bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    public var description: String {
        "{\(NumberText.plain(top)), \(NumberText.plain(left)), "
            + "\(NumberText.plain(bottom)), \(NumberText.plain(right))}"
    }
}

/// Insets whose horizontal edges follow the reading direction (UIKit's `NSDirectionalEdgeInsets`).
///
/// Only left-to-right layout is modelled for now: leading is left and trailing is right.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The same insets with leading/trailing resolved for left-to-right layout.
    public var edgeInsets: EdgeInsets {
        EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    public init(_ insets: EdgeInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }

    public var description: String {
        "{\(NumberText.plain(top)), \(NumberText.plain(leading)), "
            + "\(NumberText.plain(bottom)), \(NumberText.plain(trailing))}"
    }
}
