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

    public init?(named name: String) {
        Self.registryLock.lock()
        let size = Self.registeredSizes[name]
        Self.registryLock.unlock()
        guard let size else { return nil }
        self.init(size: size)
    }

    /// SF Symbols are found the same way: registered under their name, or nil.
    public init?(systemName name: String) {
        self.init(named: name)
    }
}
