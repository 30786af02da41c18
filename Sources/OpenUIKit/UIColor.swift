// UIKit's colours over the model's `Color` class: the initializers and named colours layout
// code uses. Layout never reads a colour; the components are kept so code that builds colours
// from them, or compares them, works. Named system colours have UIKit's light-mode components
// where Apple publishes them (the HIG's colour tables) and a plain stand-in otherwise.

extension Color {
    public convenience init(white: Double, alpha: Double) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Converted from HSB as Core Graphics does.
    public convenience init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
        let sector = (hue - hue.rounded(.down)) * 6
        let f = sector - sector.rounded(.down)
        let (p, q, t) = (brightness * (1 - saturation), brightness * (1 - saturation * f),
                         brightness * (1 - saturation * (1 - f)))
        let rgb: (Double, Double, Double)
        switch Int(sector.rounded(.down)) {
        case 0: rgb = (brightness, t, p)
        case 1: rgb = (q, brightness, p)
        case 2: rgb = (p, brightness, t)
        case 3: rgb = (p, q, brightness)
        case 4: rgb = (t, p, brightness)
        default: rgb = (brightness, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    public convenience init(displayP3Red red: Double, green: Double, blue: Double, alpha: Double) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// UIKit's `UIColor(cgColor:)`.
    public convenience init(cgColor: CGColor) {
        // A Core Graphics colour keeps the components it was made with.
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// Asset-catalog colours do not exist here: a named colour is mid grey.
    public convenience init?(named name: String) { self.init(white: 0.5, alpha: 1) }

    /// A dynamic colour: resolved once, with the current traits (light unless a test says otherwise).
    public convenience init(dynamicProvider: (TraitCollection) -> Color) {
        let resolved = dynamicProvider(TraitCollection.current)
        self.init(red: resolved.redComponent, green: resolved.greenComponent, blue: resolved.blueComponent,
                  alpha: resolved.alphaComponent)
    }

    public func resolvedColor(with traitCollection: TraitCollection) -> Color { self }

    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alpha)
    }

    /// UIKit's way to read the components; always succeeds here.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(redComponent)
        green?.pointee = CGFloat(greenComponent)
        blue?.pointee = CGFloat(blueComponent)
        alpha?.pointee = CGFloat(alphaComponent)
        return true
    }

    public var cgColor: CGColor {
        CGColor(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alphaComponent)
    }

    public static let clear = Color(white: 0, alpha: 0)
    public static let black = Color(white: 0, alpha: 1)
    public static let white = Color(white: 1, alpha: 1)
    public static let darkGray = Color(white: 1 / 3, alpha: 1)
    public static let gray = Color(white: 0.5, alpha: 1)
    public static let lightGray = Color(white: 2 / 3, alpha: 1)
    public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
    public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
    public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let systemBlue = Color(red: 0, green: 122 / 255, blue: 1, alpha: 1)
    public static let systemRed = Color(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
    public static let systemGreen = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
    public static let systemOrange = Color(red: 1, green: 149 / 255, blue: 0, alpha: 1)
    public static let systemYellow = Color(red: 1, green: 204 / 255, blue: 0, alpha: 1)
    public static let systemPink = Color(red: 1, green: 45 / 255, blue: 85 / 255, alpha: 1)
    public static let systemPurple = Color(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1)
    public static let systemTeal = Color(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1)
    public static let systemIndigo = Color(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1)
    public static let systemGray = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
    public static let systemGray2 = Color(red: 174 / 255, green: 174 / 255, blue: 178 / 255, alpha: 1)
    public static let systemGray3 = Color(red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1)
    public static let systemGray4 = Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)
    public static let systemGray5 = Color(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)
    public static let systemGray6 = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    public static let systemBackground = Color.white, secondarySystemBackground = Color.systemGray6
    public static let tertiarySystemBackground = Color.white, systemGroupedBackground = Color.systemGray6
    public static let secondarySystemGroupedBackground = Color.white
    public static let tertiarySystemGroupedBackground = Color.systemGray6
    /// Deprecated in iOS 13 for `systemGroupedBackground`, which it equals in light mode.
    public static let groupTableViewBackground = Color.systemGroupedBackground
    public static let label = Color.black
    public static let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    public static let tertiaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    public static let quaternaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18)
    public static let placeholderText = Color.tertiaryLabel
    public static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    public static let opaqueSeparator = Color(red: 198 / 255, green: 198 / 255, blue: 200 / 255, alpha: 1)
    public static let link = Color.systemBlue
    public static let systemFill = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
    public static let secondarySystemFill = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
    public static let tintColor = Color.systemBlue
    public static let lightText = Color(white: 1, alpha: 0.6)
    public static let darkText = Color.black
}

/// A Core Graphics colour (`layer.borderColor = UIColor.red.cgColor`): components only.
public final class CGColor: Hashable, @unchecked Sendable {
    public let red: Double, green: Double, blue: Double, alpha: Double

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public var components: [Double]? { [red, green, blue, alpha] }
    public var numberOfComponents: Int { 4 }
    public func copy(alpha: Double) -> CGColor? { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    public static func == (a: CGColor, b: CGColor) -> Bool {
        (a.red, a.green, a.blue, a.alpha) == (b.red, b.green, b.blue, b.alpha)
    }

    public func hash(into hasher: inout Hasher) {
        for component in [red, green, blue, alpha] { hasher.combine(component) }
    }
}
