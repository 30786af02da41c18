/// A position in an Interface Builder file: 1-based line and column (column counted in Unicode scalars).
public struct IBSourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: IBSourceLocation, rhs: IBSourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// The Xcode 8.0 (beta) frame form `<frame key="frameInset" minX= minY= width= height= maxX= maxY=>`.
///
/// A missing attribute is absent here (nil); the reader resolves it against the superview's frame.
public struct IBFrameInset: Sendable, Hashable {
    public var minX: Double?
    public var minY: Double?
    public var width: Double?
    public var height: Double?
    public var maxX: Double?
    public var maxY: Double?

    public init(minX: Double? = nil, minY: Double? = nil, width: Double? = nil, height: Double? = nil,
                maxX: Double? = nil, maxY: Double? = nil) {
        self.minX = minX
        self.minY = minY
        self.width = width
        self.height = height
        self.maxX = maxX
        self.maxY = maxY
    }
}

/// The flags of `<autoresizingMask key="autoresizingMask" …/>`, named as UIKit's `UIView.AutoresizingMask`.
public struct IBAutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleMinX = IBAutoresizingMask(rawValue: 1 << 0)
    public static let widthSizable = IBAutoresizingMask(rawValue: 1 << 1)
    public static let flexibleMaxX = IBAutoresizingMask(rawValue: 1 << 2)
    public static let flexibleMinY = IBAutoresizingMask(rawValue: 1 << 3)
    public static let heightSizable = IBAutoresizingMask(rawValue: 1 << 4)
    public static let flexibleMaxY = IBAutoresizingMask(rawValue: 1 << 5)

    /// The XML attribute name of each flag, in the order above.
    static let attributeNames: [(String, IBAutoresizingMask)] = [
        ("flexibleMinX", .flexibleMinX), ("widthSizable", .widthSizable), ("flexibleMaxX", .flexibleMaxX),
        ("flexibleMinY", .flexibleMinY), ("heightSizable", .heightSizable), ("flexibleMaxY", .flexibleMaxY),
    ]
}
