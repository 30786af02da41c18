/// A view or layout guide as a console log names it: `UILabel:0x7f9659605cc0'Testing…'`,
/// `Trust.BrowserNavigationBar:0x7fbcc64374b0`, Masonry's `UIImageView:iconView`, or a bare
/// name from a visual-format entry's `names:` list (`message_gray`).
public struct LogItem: Hashable, Sendable {
    /// The class as printed (`Trust.BrowserNavigationBar`); nil when the log names the item only.
    public var className: String?
    /// `0x…` as printed (lowercased); nil for Masonry keys and names without an address.
    public var address: String?
    /// The label, button or text view text UIKit quotes after the address.
    public var text: String?
    /// A Masonry `mas_key`, a `names:` key, or a layout guide's identifier (`UIViewSafeAreaLayoutGuide`).
    public var name: String?

    public init(className: String?, address: String?, text: String? = nil, name: String? = nil) {
        self.className = className
        self.address = address
        self.text = text
        self.name = name
    }

    /// The module of a Swift class (`Trust` in `Trust.BrowserNavigationBar`), if qualified.
    public var module: String? {
        guard let className, let dot = className.firstIndex(of: "."), dot != className.startIndex else { return nil }
        return String(className[..<dot])
    }

    /// What identifies the item within one message: its address, else its name.
    public var key: String { address ?? "name:" + (name ?? className ?? "?") }

    /// Whether UIKit prints this item as a layout guide (`UILayoutGuide`, `_UILayoutGuide`,
    /// `_UILayoutSpacer`), which has no content of its own.
    public var isLayoutGuide: Bool {
        guard let className else { return false }
        return className.hasSuffix("LayoutGuide") || className.hasSuffix("LayoutSpacer")
    }

    /// `UILabel 'Testing…'`, `UIView 0x7fb0…`, `iconView`: how explanations name the item.
    public var displayName: String {
        var parts: [String] = []
        parts.append(className ?? name ?? "view")
        if let text { parts.append("'\(text)'") }
        if let name, className != nil, text == nil, !isLayoutGuide || name != "" { parts.append("(\(name))") }
        if text == nil, let address { parts.append(address) }
        return parts.joined(separator: " ")
    }
}
