import TextOutput

/// A point in a two-dimensional coordinate system (UIKit's `CGPoint`), in points.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(NumberText.plain(x)), \(NumberText.plain(y)))" }
}

/// A width and a height (UIKit's `CGSize`), in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "(\(NumberText.plain(width)), \(NumberText.plain(height)))" }
}
