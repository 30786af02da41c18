// Alerts and action sheets: a view controller, as in UIKit, so code that builds and presents
// one compiles. Presentation is not modelled (`present` runs its completion at once), so an
// alert's view is a plain controller view; actions are kept and a test may run their handlers.

/// UIKit's `UIAlertAction`.
open class UIAlertAction {
    /// UIKit's `UIAlertAction.Style`.
    public enum Style: Int, Hashable, Sendable { case `default`, cancel, destructive }

    public let title: String?
    public let style: Style
    public var isEnabled = true
    public let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        (self.title, self.style, self.handler) = (title, style, handler)
    }
}

/// UIKit's `UIAlertController`.
open class UIAlertController: UIViewController {
    /// UIKit's `UIAlertController.Style`.
    public enum Style: Int, Hashable, Sendable { case actionSheet, alert }

    open var message: String?
    public let preferredStyle: Style
    public private(set) var actions: [UIAlertAction] = []
    public private(set) var textFields: [UITextField]?
    open var preferredAction: UIAlertAction?

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// Adds a text field (alerts only, as in UIKit) and hands it to `configurationHandler`.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField(frame: .zero)
        textFields = (textFields ?? []) + [field]
        configurationHandler?(field)
    }
}
