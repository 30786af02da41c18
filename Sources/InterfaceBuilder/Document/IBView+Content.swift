import OpenAutoLayout
/// Text, image, control and container attributes of a view (stored in `IBView.recordedAttributes`).
extension IBView {
    public var font: IBFont? {
        get { self[recorded: \.font] } set { self[recorded: \.font] = newValue }
    }
    public var numberOfLines: Int? {
        get { self[recorded: \.numberOfLines] } set { self[recorded: \.numberOfLines] = newValue }
    }
    /// Image name: `image=` on an image view, the normal state's image of a button, or `<imageReference key="image">`.
    public var image: String? {
        get { self[recorded: \.image] } set { self[recorded: \.image] = newValue }
    }
    /// Button title: the normal `<state>`'s title, or the `<buttonConfiguration>` title.
    public var title: String? {
        get { self[recorded: \.title] } set { self[recorded: \.title] = newValue }
    }
    /// A text field's placeholder, shown (and measured) while it has no text.
    public var placeholder: String? {
        get { self[recorded: \.placeholder] } set { self[recorded: \.placeholder] = newValue }
    }
    /// A control's `style=` (an activity indicator's `whiteLarge`/`large` is 37 pt, not 20).
    public var controlStyle: String? {
        get { self[recorded: \.controlStyle] } set { self[recorded: \.controlStyle] = newValue }
    }
    public var stackView: IBStackViewAttributes? {
        get { self[recorded: \.stackView] } set { self[recorded: \.stackView] = newValue }
    }

    public var layoutMargins: EdgeInsets? {
        get { self[recorded: \.layoutMargins] } set { self[recorded: \.layoutMargins] = newValue }
    }
    public var directionalLayoutMargins: DirectionalEdgeInsets? {
        get { self[recorded: \.directionalLayoutMargins] } set { self[recorded: \.directionalLayoutMargins] = newValue }
    }
    public var insetsLayoutMarginsFromSafeArea: Bool? {
        get { self[recorded: \.insetsLayoutMarginsFromSafeArea] }
        set { self[recorded: \.insetsLayoutMarginsFromSafeArea] = newValue }
    }
    public var preservesSuperviewLayoutMargins: Bool? {
        get { self[recorded: \.preservesSuperviewLayoutMargins] }
        set { self[recorded: \.preservesSuperviewLayoutMargins] = newValue }
    }
    public var layoutMarginsFollowReadableWidth: Bool? {
        get { self[recorded: \.layoutMarginsFollowReadableWidth] }
        set { self[recorded: \.layoutMarginsFollowReadableWidth] = newValue }
    }
    public var contentInsetAdjustmentBehavior: String? {
        get { self[recorded: \.contentInsetAdjustmentBehavior] }
        set { self[recorded: \.contentInsetAdjustmentBehavior] = newValue }
    }
    /// A table view cell's `accessoryType` (`disclosureIndicator`, `checkmark`, …); nil when absent (none).
    public var accessoryType: String? {
        get { self[recorded: \.accessoryType] } set { self[recorded: \.accessoryType] = newValue }
    }
    /// `<inset key="contentInset">` of a scroll view.
    public var contentInset: EdgeInsets? {
        get { self[recorded: \.contentInset] } set { self[recorded: \.contentInset] = newValue }
    }
    /// Simulated metrics on a xib's top-level view (`<freeformSimulatedSizeMetrics>`, …).
    public var simulatedMetrics: IBSimulatedMetrics {
        get { self[recorded: \.simulatedMetrics] } set { self[recorded: \.simulatedMetrics] = newValue }
    }
}
