extension VisualFormat {
    /// UIKit's `NSLayoutConstraint.FormatOptions`, with Apple's raw values, so that
    /// `LayoutConstraint.FormatOptions` can be a typealias of it.
    ///
    /// Three independent parts: alignment (the low 16 bits; bit *n* aligns attribute *n*,
    /// `1 << NSLayoutAttribute`), direction (`directionMask`) and spacing (`spacingMask`).
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// The old name of `alignAllLastBaseline`.
        public static let alignAllBaseline = alignAllLastBaseline
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Horizontal formats run from the leading to the trailing edge (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Horizontal formats run from left to right, with `left`/`right` attributes.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal formats run from right to left, with `left`/`right` attributes.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 3 << 16)

        /// Spacing between views measures edge to edge (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// In vertical formats, spacing between views measures from the upper view's last
        /// baseline to the lower view's first baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// What a lone `-` next to a `|` means.
    public enum SuperviewSpacing: Hashable, Sendable {
        /// A fixed constant to the superview's edge (20 points in Apple's classic guide).
        case fixed(Double)
        /// The superview's layout margins (`leadingMargin`, `topMargin`, …) with constant 0,
        /// which is what UIKit does when linked against current SDKs.
        case layoutMargins

        /// 20 points, the value of Apple's classic Visual Format Language guide.
        public static let standard = SuperviewSpacing.fixed(20)
    }

    /// The standard space between two sibling views: 8 points.
    ///
    /// UIKit resolves `NSSpace` in its engine; like Apple's classic guide we use fixed values
    /// (8 between siblings, `SuperviewSpacing.standard` = 20 to the superview edge), also
    /// between baselines.
    public static let standardSiblingSpacing: Double = 8
}
