/// A visual effect (UIKit's `UIVisualEffect`); what it draws is not modelled.
open class UIVisualEffect {
    public init() {}
}

/// UIKit's `UIBlurEffect`, accepted and ignored (only its style is kept).
open class UIBlurEffect: UIVisualEffect {
    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// UIKit's `UIBlurEffect.Style`.
    public enum Style: Int, Hashable, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemMaterialLight, systemMaterialDark
    }
}

/// UIKit's `UIVibrancyEffect`, accepted and ignored.
open class UIVibrancyEffect: UIVisualEffect {
    public let blurEffect: UIBlurEffect

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}

/// UIKit's `UIVisualEffectView`: subviews go into `contentView`, which fills the view and
/// follows its size (as a cell's content view does).
open class UIVisualEffectView: View {
    public let contentView: View
    public var effect: UIVisualEffect?

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = View(frame: .zero)
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        contentView = View(frame: .zero)
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public convenience override init(frame: Rect) {
        self.init(effect: nil)
        self.frame = frame
    }
}
