/// A colour, accepted and ignored: layout never reads it (UIKit's `UIColor`). Components are
/// kept so code that builds colours from them compiles and round-trips.
public struct UIColor: Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public init(white: Double, alpha: Double) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
        self.init(red: brightness, green: brightness, blue: brightness, alpha: alpha)
    }

    /// Asset-catalog colours do not exist here: a named colour is mid grey.
    public init?(named name: String) { self.init(white: 0.5, alpha: 1) }

    /// A dynamic colour: the light-mode colour is used.
    public init(dynamicProvider: (UITraitCollection) -> UIColor) { self = dynamicProvider(UITraitCollection()) }

    public func withAlphaComponent(_ alpha: Double) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public var cgColor: UIColor { self }

    public static let clear = UIColor(white: 0, alpha: 0)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let systemBlue = UIColor.blue, systemRed = UIColor.red, systemGreen = UIColor.green
    public static let systemOrange = UIColor.orange, systemYellow = UIColor.yellow, systemPink = UIColor.red
    public static let systemPurple = UIColor.purple, systemTeal = UIColor.blue, systemIndigo = UIColor.blue
    public static let systemGray = UIColor.gray, systemGray2 = UIColor.gray, systemGray3 = UIColor.lightGray
    public static let systemGray4 = UIColor.lightGray, systemGray5 = UIColor.lightGray, systemGray6 = UIColor.white
    public static let systemBackground = UIColor.white, secondarySystemBackground = UIColor.white
    public static let tertiarySystemBackground = UIColor.white, systemGroupedBackground = UIColor.white
    public static let secondarySystemGroupedBackground = UIColor.white
    public static let label = UIColor.black, secondaryLabel = UIColor.gray, tertiaryLabel = UIColor.lightGray
    public static let placeholderText = UIColor.lightGray, separator = UIColor.lightGray, link = UIColor.blue
    public static let systemFill = UIColor.lightGray, tintColor = UIColor.blue
}

/// The traits a dynamic colour may ask for; only the light style exists here.
public struct UITraitCollection: Hashable, Sendable {
    public var userInterfaceStyle: UIUserInterfaceStyle = .light
    public init() {}
}

public enum UIUserInterfaceStyle: Int, Hashable, Sendable { case unspecified, light, dark }
