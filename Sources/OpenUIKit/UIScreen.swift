import Foundation

/// The screen layout code asks for its size and scale (UIKit's `UIScreen`): by default an
/// iPhone 8's (375 × 667 points at 2×). Tests pick another with `UIScreen.simulate(_:scale:)`.
public final class UIScreen: @unchecked Sendable {
    public let bounds: Rect
    public let scale: Double
    public var nativeScale: Double { scale }
    let device: Window.Device

    init(device: Window.Device, scale: Double) {
        self.device = device
        self.bounds = Rect(origin: .zero, size: device.screenSize)
        self.scale = scale
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var current = UIScreen(device: .iPhone8, scale: 2)

    /// The screen `UIScreen.main` and `UIDevice.current` describe from now on.
    public static func simulate(_ device: Window.Device, scale: Double) {
        lock.lock()
        defer { lock.unlock() }
        current = UIScreen(device: device, scale: scale)
    }

    public static var main: UIScreen {
        lock.lock()
        defer { lock.unlock() }
        return current
    }
}

/// The device (UIKit's `UIDevice`), following the simulated screen.
public final class UIDevice: Sendable {
    public static var current: UIDevice { UIDevice() }

    /// `.pad` for iPads, `.phone` otherwise.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        UIScreen.main.device == .iPadPro11 ? .pad : .phone
    }

    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var systemName: String { "iOS" }
    public var systemVersion: String { "17.0" }
}

/// UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac }
