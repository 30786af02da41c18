import OpenAutoLayout
/// The attributes of a view element that only some views record, stored apart (`IBView.recordedAttributes`).
struct IBViewAttributes: Sendable, Hashable {
    var customModule: String?
    var layoutGuides: [IBViewLayoutGuide] = []
    var variations: [IBVariation] = []
    var frameInset: IBFrameInset?
    var verifyAmbiguity: String?
    var isScrollEnabled: Bool?
    var isTranslucent: Bool?
    var prefersLargeTitles: Bool?
    var horizontalHuggingPriority: Double?
    var verticalHuggingPriority: Double?
    var horizontalCompressionResistancePriority: Double?
    var verticalCompressionResistancePriority: Double?
    var placeholderIntrinsicWidth: IBIntrinsicDimension?
    var placeholderIntrinsicHeight: IBIntrinsicDimension?
    var designableIntrinsicContentSize: Size?
    var font: IBFont?
    var numberOfLines: Int?
    var image: String?
    var title: String?
    var placeholder: String?
    var controlStyle: String?
    var stackView: IBStackViewAttributes?
    var layoutMargins: EdgeInsets?
    var directionalLayoutMargins: DirectionalEdgeInsets?
    var insetsLayoutMarginsFromSafeArea: Bool?
    var preservesSuperviewLayoutMargins: Bool?
    var layoutMarginsFollowReadableWidth: Bool?
    var contentInsetAdjustmentBehavior: String?
    var accessoryType: String?
    var isStaticCell = false
    var contentInset: EdgeInsets?
    var simulatedMetrics = IBSimulatedMetrics()

    /// Nothing recorded: what a view without stored attributes reads.
    static let none = IBViewAttributes()
}

extension IBView {
    /// One recorded attribute. Setting a value leaves a view that records nothing without storage, and a
    /// view whose attributes all return to their defaults drops it, so equal views compare equal.
    subscript<Value>(recorded keyPath: WritableKeyPath<IBViewAttributes, Value>) -> Value {
        get { recordedAttributes.first?[keyPath: keyPath] ?? IBViewAttributes.none[keyPath: keyPath] }
        set {
            if recordedAttributes.isEmpty {
                var attributes = IBViewAttributes.none
                attributes[keyPath: keyPath] = newValue
                if attributes != .none { recordedAttributes = [attributes] }
            } else {
                recordedAttributes[0][keyPath: keyPath] = newValue
                if recordedAttributes[0] == .none { recordedAttributes = [] }
            }
        }
    }

    public var customModule: String? {
        get { self[recorded: \.customModule] } set { self[recorded: \.customModule] = newValue }
    }
    /// `<viewLayoutGuide>` children (`safeArea`, `contentLayoutGuide`, `frameLayoutGuide`, …).
    public var layoutGuides: [IBViewLayoutGuide] {
        get { self[recorded: \.layoutGuides] } set { self[recorded: \.layoutGuides] = newValue }
    }
    /// `<variation key=…>` children (size-class overrides), in file order.
    public var variations: [IBVariation] {
        get { self[recorded: \.variations] } set { self[recorded: \.variations] = newValue }
    }
    /// The raw Xcode 8.0 `frameInset`, when that is how the frame was written.
    public var frameInset: IBFrameInset? {
        get { self[recorded: \.frameInset] } set { self[recorded: \.frameInset] = newValue }
    }
    /// `verifyAmbiguity` (`off`, `ignoreSizes`); nil means IB's default, check all.
    public var verifyAmbiguity: String? {
        get { self[recorded: \.verifyAmbiguity] } set { self[recorded: \.verifyAmbiguity] = newValue }
    }
    /// `scrollEnabled` of a scroll view, table or text view; nil when absent (UIKit's default is YES).
    /// A text view that does not scroll sizes itself to its text.
    public var isScrollEnabled: Bool? {
        get { self[recorded: \.isScrollEnabled] } set { self[recorded: \.isScrollEnabled] = newValue }
    }
    /// `translucent` of a navigation bar, toolbar or tab bar; nil when absent (UIKit's default is YES).
    /// A controller's view does not extend under an opaque bar.
    public var isTranslucent: Bool? {
        get { self[recorded: \.isTranslucent] } set { self[recorded: \.isTranslucent] = newValue }
    }
    /// `largeTitles` of a navigation bar (`prefersLargeTitles`); nil when absent (UIKit's default is NO).
    public var prefersLargeTitles: Bool? {
        get { self[recorded: \.prefersLargeTitles] } set { self[recorded: \.prefersLargeTitles] = newValue }
    }

    public var horizontalHuggingPriority: Double? {
        get { self[recorded: \.horizontalHuggingPriority] } set { self[recorded: \.horizontalHuggingPriority] = newValue }
    }
    public var verticalHuggingPriority: Double? {
        get { self[recorded: \.verticalHuggingPriority] } set { self[recorded: \.verticalHuggingPriority] = newValue }
    }
    public var horizontalCompressionResistancePriority: Double? {
        get { self[recorded: \.horizontalCompressionResistancePriority] }
        set { self[recorded: \.horizontalCompressionResistancePriority] = newValue }
    }
    public var verticalCompressionResistancePriority: Double? {
        get { self[recorded: \.verticalCompressionResistancePriority] }
        set { self[recorded: \.verticalCompressionResistancePriority] = newValue }
    }
    public var placeholderIntrinsicWidth: IBIntrinsicDimension? {
        get { self[recorded: \.placeholderIntrinsicWidth] } set { self[recorded: \.placeholderIntrinsicWidth] = newValue }
    }
    public var placeholderIntrinsicHeight: IBIntrinsicDimension? {
        get { self[recorded: \.placeholderIntrinsicHeight] } set { self[recorded: \.placeholderIntrinsicHeight] = newValue }
    }
    /// A `tableViewCell` listed in a table section's `<cells>` (a static cell), not in `<prototypes>`.
    public var isStaticCell: Bool {
        get { self[recorded: \.isStaticCell] } set { self[recorded: \.isStaticCell] = newValue }
    }
    /// The size IB measured for an `@IBDesignable` (`<designables>`), when recorded.
    public var designableIntrinsicContentSize: Size? {
        get { self[recorded: \.designableIntrinsicContentSize] }
        set { self[recorded: \.designableIntrinsicContentSize] = newValue }
    }
}
