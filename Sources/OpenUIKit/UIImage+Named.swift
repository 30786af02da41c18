import Foundation

/// Images by name. There is no asset catalogue on Linux: a test (or an example's harness)
/// registers the point size of each named image it uses, and `UIImage(named:)` finds it;
/// an unregistered name gives nil, as a missing asset does in UIKit.
extension Image {
    private static let registryLock = NSLock()
    nonisolated(unsafe) private static var registeredSizes: [String: Size] = [:]

    /// Makes `UIImage(named: name)` an image of `size` points.
    public static func register(named name: String, size: Size) {
        registryLock.lock()
        defer { registryLock.unlock() }
        registeredSizes[name] = size
    }

    public convenience init?(named name: String) {
        Self.registryLock.lock()
        let size = Self.registeredSizes[name]
        Self.registryLock.unlock()
        guard let size else { return nil }
        self.init(size: size)
    }

    /// SF Symbols are found the same way: registered under their name, or nil.
    public convenience init?(systemName name: String) {
        self.init(named: name)
    }
}

// Images made in code. A Core Graphics image is only a pixel size here; `UIImage(cgImage:)`
// divides it by the scale, as UIKit does.
extension Image {
    /// An empty image (UIKit's `UIImage()`): zero size.
    public convenience init() { self.init(size: .zero) }

    public convenience init(cgImage: CGImage, scale: Double = 1, orientation: Orientation = .up) {
        self.init(size: Size(width: Double(cgImage.width) / scale, height: Double(cgImage.height) / scale))
    }

    public convenience init?(data: Data) { return nil }
    public convenience init?(contentsOfFile path: String) { return nil }

    /// The pixel image behind it, at scale 1.
    public var cgImage: CGImage? { CGImage(width: Int(size.width), height: Int(size.height)) }
    public var scale: Double { 1 }
    public var imageOrientation: Orientation { .up }
    public var capInsets: EdgeInsets { .zero }

    /// Cap insets do not change the size: the same image.
    public func resizableImage(withCapInsets capInsets: EdgeInsets) -> Image { self }
    public func resizableImage(withCapInsets capInsets: EdgeInsets, resizingMode: ResizingMode) -> Image { self }
    public func withAlignmentRectInsets(_ insets: EdgeInsets) -> Image { self }
    public func imageFlippedForRightToLeftLayoutDirection() -> Image { self }

    /// UIKit's `UIImage.Orientation`.
    public enum Orientation: Int, Hashable, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }
    /// UIKit's `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Hashable, Sendable { case tile, stretch }
}

/// A bitmap (Core Graphics' `CGImage`), reduced to its pixel size.
public final class CGImage: @unchecked Sendable {
    public let width: Int
    public let height: Int
    public init(width: Int, height: Int) { (self.width, self.height) = (width, height) }
}
