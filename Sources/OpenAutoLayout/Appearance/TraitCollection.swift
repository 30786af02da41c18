/// The environment a view is laid out in (UIKit's `UITraitCollection`): size classes, the text
/// size people chose (Dynamic Type's content size category), the interface style and the scale.
/// A window holds its own (a test or the snapshot strategy sets it); a view reads its window's,
/// and one outside a window the current collection (`TraitCollection.current`).
open class TraitCollection: Hashable, CustomStringConvertible, @unchecked Sendable {
    public let horizontalSizeClass: SizeClass
    public let verticalSizeClass: SizeClass
    public let preferredContentSizeCategory: ContentSizeCategory
    public let userInterfaceStyle: UserInterfaceStyle
    public let displayScale: Double

    public init(horizontalSizeClass: SizeClass = .unspecified, verticalSizeClass: SizeClass = .unspecified,
                preferredContentSizeCategory: ContentSizeCategory = .unspecified,
                userInterfaceStyle: UserInterfaceStyle = .unspecified, displayScale: Double = 0) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
    }

    public convenience init() { self.init(horizontalSizeClass: .unspecified) }
    public convenience init(horizontalSizeClass: SizeClass) {
        self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
    }
    public convenience init(verticalSizeClass: SizeClass) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
    }
    public convenience init(preferredContentSizeCategory category: ContentSizeCategory) {
        self.init(horizontalSizeClass: .unspecified, preferredContentSizeCategory: category)
    }
    public convenience init(userInterfaceStyle style: UserInterfaceStyle) {
        self.init(horizontalSizeClass: .unspecified, userInterfaceStyle: style)
    }
    public convenience init(displayScale scale: Double) {
        self.init(horizontalSizeClass: .unspecified, displayScale: scale)
    }

    /// UIKit's `init(traitsFrom:)`: each trait from the last collection that specifies it.
    public convenience init(traitsFrom collections: [TraitCollection]) {
        func last<T: Equatable>(_ value: (TraitCollection) -> T, unspecified: T) -> T {
            collections.last { value($0) != unspecified }.map(value) ?? unspecified
        }
        self.init(horizontalSizeClass: last(\.horizontalSizeClass, unspecified: .unspecified),
                  verticalSizeClass: last(\.verticalSizeClass, unspecified: .unspecified),
                  preferredContentSizeCategory: last(\.preferredContentSizeCategory, unspecified: .unspecified),
                  userInterfaceStyle: last(\.userInterfaceStyle, unspecified: .unspecified),
                  displayScale: last(\.displayScale, unspecified: 0))
    }

    /// Whether every trait `other` specifies has the same value here (UIKit's `containsTraits(in:)`).
    public func containsTraits(in other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return TraitCollection(traitsFrom: [self, other]) == self
    }

    /// UIKit's test for whether a change needs new colours (only the style changes colours here).
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        userInterfaceStyle != other?.userInterfaceStyle
    }

    /// The collection in effect for code that runs outside a view (UIKit's `current`): the one
    /// `performAsCurrent(_:)` installs in this task, else a phone in portrait at the default text size.
    public static var current: TraitCollection { taskCurrent ?? .standard }

    @TaskLocal static var taskCurrent: TraitCollection?

    /// Runs `actions` with this collection as `TraitCollection.current` (in this task only, so
    /// tests running side by side do not see each other's).
    public func performAsCurrent<Result>(_ actions: () throws -> Result) rethrows -> Result {
        try Self.$taskCurrent.withValue(self, operation: actions)
    }

    static let standard = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular,
                                          preferredContentSizeCategory: .large, userInterfaceStyle: .light,
                                          displayScale: 2)

    public static func == (a: TraitCollection, b: TraitCollection) -> Bool {
        (a.horizontalSizeClass, a.verticalSizeClass, a.preferredContentSizeCategory, a.userInterfaceStyle,
         a.displayScale)
            == (b.horizontalSizeClass, b.verticalSizeClass, b.preferredContentSizeCategory, b.userInterfaceStyle,
                b.displayScale)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
    }

    open var description: String {
        "<UITraitCollection; HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
            + "PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue), "
            + "UserInterfaceStyle = \(userInterfaceStyle), DisplayScale = \(displayScale)>"
    }

    /// UIKit's `UIUserInterfaceSizeClass`, with its raw values.
    public enum SizeClass: Int, Hashable, Sendable { case unspecified = 0, compact = 1, regular = 2 }

    /// UIKit's `UIUserInterfaceStyle`.
    public enum UserInterfaceStyle: Int, Hashable, Sendable { case unspecified, light, dark }
}
