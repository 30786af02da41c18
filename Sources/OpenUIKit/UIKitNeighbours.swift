// Members screens reach for beside the ones above: subview order, pull to refresh, font
// descriptors, table separators.

extension View {
    /// Moves `view` to the end of `subviews` (drawn on top; the frame is unchanged).
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` to the start of `subviews`.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }
}

/// Pull to refresh (UIKit's `UIRefreshControl`): kept by the scroll view, never shown (nothing
/// scrolls past the top here); `beginRefreshing()` and `endRefreshing()` set `isRefreshing`.
open class UIRefreshControl: Control {
    public private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    public convenience init() { self.init(frame: .zero) }

    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}

extension ScrollView {
    public var refreshControl: UIRefreshControl? {
        get { attached("refreshControl", default: nil) }
        set { attach(newValue, as: "refreshControl") }
    }
}

extension UITableView {
    public var separatorColor: UIColor? {
        get { attached("separatorColor", default: .separator) }
        set { attach(newValue, as: "separatorColor") }
    }
}

/// A font's description (UIKit's `UIFontDescriptor`), for the bold and italic variants of a
/// Dynamic Type font: `font.fontDescriptor.withSymbolicTraits(.traitBold)` then
/// `UIFont(descriptor:size:)`. Bold is the only trait the measurer can see (the weight).
public struct UIFontDescriptor: Hashable, Sendable {
    public let font: Font
    public var symbolicTraits: SymbolicTraits

    /// UIKit's `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    }

    public var pointSize: Double { font.pointSize }

    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        var descriptor = self
        descriptor.symbolicTraits = traits
        return descriptor
    }

    public func withSize(_ size: Double) -> UIFontDescriptor {
        UIFontDescriptor(font: font.withSize(size), symbolicTraits: symbolicTraits)
    }

    /// The descriptor of a text style's font at the current content size category.
    public static func preferredFontDescriptor(withTextStyle style: Font.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(font: .preferredFont(forTextStyle: style), symbolicTraits: [])
    }
}

extension Font {
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(font: self, symbolicTraits: weight >= .bold ? .traitBold : [])
    }

    /// The descriptor's font, at `size` (0 keeps the descriptor's size, as in UIKit), bold when
    /// the descriptor says so.
    public init(descriptor: UIFontDescriptor, size: Double) {
        self = descriptor.font
        if size > 0 { pointSize = size }
        if descriptor.symbolicTraits.contains(.traitBold), weight < .bold { weight = .bold }
    }
}
