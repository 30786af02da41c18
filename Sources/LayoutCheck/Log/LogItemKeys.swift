import ConsoleLog
import OpenAutoLayout

/// Which rectangle of the model each side of a log constraint measures: the item itself, its
/// margins guide (or an unknown one), a baseline of unknown offset, or a scroll view's content.
///
/// Between a scroll view and its content, edge attributes (leading, trailing, top, bottom, left,
/// right) mean the **content** rectangle; width, height and centers mean the frame (Apple, "Working
/// with Scroll Views", Auto Layout Guide; shared/reference/uikit-and-xcode-behaviour.md). A log
/// entry rarely says which of its two items holds the other: only a visual-format entry does (its
/// `|` is the bracketed view's superview). So an edge of a scroll view related to another item is
/// the content rectangle unless the entry says the other item is the scroll view's superview or
/// sibling. Keeping the content apart only relaxes the system: a conflict proved this way is one
/// in the app, whichever the hierarchy.
struct LogItemKeys {
    /// How scroll views' edges are read: as the rule above, or all as frame edges (to tell whether
    /// the hierarchy the log does not give decides a verdict).
    enum ScrollEdges { case contentUnlessOutside, frame }

    /// Where one side of a constraint lands.
    struct Key {
        var key: String
        /// A margin or baseline whose offset the log does not give.
        var unknownOffset = false
        /// A scroll view's content edge, read so although the entry does not say the other item is inside.
        var assumedContent = false
    }

    let marginGuides: [String: String]
    var scrollEdges = ScrollEdges.contentUnlessOutside

    /// The same keys with every scroll view edge read as the frame's.
    func readingScrollEdgesAsFrame() -> LogItemKeys {
        var keys = self
        keys.scrollEdges = .frame
        return keys
    }

    /// The rectangle `constraint`'s first (`first == true`) or second item measures.
    func key(_ constraint: LogConstraint, first: Bool) -> Key? {
        guard let item = first ? constraint.firstItem : constraint.secondItem else { return nil }
        let attribute = first ? constraint.firstAttribute : constraint.secondAttribute
        if attribute.isMargin {
            if let guide = marginGuides[item.key] { return Key(key: guide) }
            return Key(key: item.key + "#margins", unknownOffset: true)
        }
        if attribute == .firstBaseline || attribute == .lastBaseline {
            return Key(key: item.key + "#" + attribute.description, unknownOffset: true)
        }
        let other = first ? constraint.secondItem : constraint.firstItem
        guard scrollEdges == .contentUnlessOutside, let other, other.key != item.key,
              Self.isEdge(attribute), Self.isScrollView(item) else { return Key(key: item.key) }
        switch (constraint.hierarchy, first) {
        case (.siblings?, _), (.secondContainsFirst?, true), (.firstContainsSecond?, false):
            return Key(key: item.key)
        case (.firstContainsSecond?, true), (.secondContainsFirst?, false):
            return Key(key: item.key + "#content")
        case (nil, _):
            return Key(key: item.key + "#content", assumedContent: true)
        }
    }

    /// UIKit's scroll views and the classes named after them (`UITableView`, `MyApp.FeedCollectionView`).
    /// AppKit's are not: an `NSScrollView`'s content is its clip view's document view, a view of its own.
    static func isScrollView(_ item: LogItem) -> Bool {
        guard let className = item.className, !className.hasPrefix("NS"), !className.hasPrefix("_NS") else { return false }
        let name = className.split(separator: ".").last.map(String.init) ?? className
        return ["ScrollView", "TableView", "CollectionView", "TextView"].contains { name.hasSuffix($0) }
    }

    static func isEdge(_ attribute: LayoutConstraint.Attribute) -> Bool {
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing: true
        default: false
        }
    }

    /// The attribute of the key's rectangle: margins and baselines are edges of their own rectangles.
    static func plain(_ attribute: LayoutConstraint.Attribute) -> LayoutConstraint.Attribute {
        switch attribute {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin, .firstBaseline, .lastBaseline: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: attribute
        }
    }
}
