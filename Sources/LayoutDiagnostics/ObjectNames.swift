/// How Xcode names an object in its issue navigator and messages.
public enum ObjectNames {
    /// Names taken from what a view shows are cut to this many characters (the last one `…`), so
    /// one long label does not make a conflict line a paragraph.
    public static let maximumTextLength = 40

    /// The user's label if set (cut to `maximumTextLength`); else a label's text or a button's
    /// title (on one line, cut the same way); else the class's display name ("Scroll View",
    /// "Label", …). An element this table does not know is named by its class. User labels are cut
    /// too: a pull request controls them, and a megabyte label must not become a megabyte log line
    /// (the object id printed beside every name is what finds the object).
    public static func displayName(elementName: String, userLabel: String? = nil, text: String? = nil) -> String {
        if let userLabel, !userLabel.isEmpty { return cut(userLabel) }
        if let text, namedByContent.contains(elementName) {
            let line = shortened(text)
            if !line.isEmpty { return line }
        }
        return classDisplayName(elementName: elementName)
    }

    /// `text` on one line (runs of white space and line breaks become one space), cut to
    /// `maximumTextLength` characters ending in `…` when longer.
    public static func shortened(_ text: String) -> String {
        let words = text.split(whereSeparator: { $0.isWhitespace || $0.isNewline })
        return cut(words.joined(separator: " "))
    }

    /// `text` cut to `maximumTextLength` characters ending in `…` when longer.
    public static func cut(_ text: String) -> String {
        guard text.count > maximumTextLength else { return text }
        let kept = text.prefix(maximumTextLength - 1)
        return String(kept.hasSuffix(" ") ? kept.dropLast() : kept) + "…"
    }

    /// "Scroll View" for `scrollView`: the UIKit class without the prefix, words split.
    public static func classDisplayName(elementName: String) -> String {
        if let name = classNames[elementName] { return name }
        // Unknown elements: split lower camel case into capitalised words.
        var words: [String] = []
        var current = ""
        for character in elementName {
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// Xcode's outline name of a layout guide, from the key a document gives it (`safeArea`,
    /// `contentLayoutGuide`, `frameLayoutGuide`; `top`/`bottom` for a view controller's guides)
    /// or the identifier UIKit gives it (`UIViewController-topLayoutGuide`, …); nil for others.
    public static func layoutGuideName(_ keyOrIdentifier: String) -> String? {
        switch keyOrIdentifier {
        case "top", "UIViewController-topLayoutGuide": "Top Layout Guide"
        case "bottom", "UIViewController-bottomLayoutGuide": "Bottom Layout Guide"
        case "safeArea", "UIViewSafeAreaLayoutGuide": "Safe Area"
        case "contentLayoutGuide", "UIScrollView-contentLayoutGuide": "Content Layout Guide"
        case "frameLayoutGuide", "UIScrollView-frameLayoutGuide": "Frame Layout Guide"
        default: nil
        }
    }

    /// Elements Xcode names by what they show.
    static let namedByContent: Set<String> = ["label", "button", "textField"]

    static let classNames: [String: String] = [
        "view": "View", "scrollView": "Scroll View", "imageView": "Image View", "label": "Label",
        "button": "Button", "textField": "Text Field", "textView": "Text View", "stackView": "Stack View",
        "tableView": "Table View", "tableViewCell": "Table View Cell", "tableViewCellContentView": "Content View",
        "collectionView": "Collection View", "collectionViewCell": "Collection View Cell",
        "collectionViewCellContentView": "Content View", "collectionReusableView": "Collection Reusable View",
        "containerView": "Container View", "visualEffectView": "Visual Effect View", "switch": "Switch",
        "slider": "Slider", "stepper": "Stepper", "segmentedControl": "Segmented Control",
        "activityIndicatorView": "Activity Indicator View", "pageControl": "Page Control",
        "progressView": "Progress View", "datePicker": "Date Picker", "pickerView": "Picker View",
        "mapView": "Map View", "webView": "Web View", "wkWebView": "Web View", "searchBar": "Search Bar",
        "navigationBar": "Navigation Bar", "toolbar": "Toolbar", "tabBar": "Tab Bar",
    ]
}

/// An object as an issue line names it: Xcode's display name in quotes, then the object's id,
/// which Xcode's Find and other IB linters search by: `"Label" (Sda-5Y-KZT)`.
public struct ObjectReference: Sendable, Hashable, CustomStringConvertible {
    public var name: String
    /// The Interface Builder object id; nil for an object made in code or generated by UIKit.
    public var id: String?

    public init(name: String, id: String?) {
        self.name = name
        self.id = id
    }

    public var description: String { "\"\(name)\"" + (id.map { " (\($0))" } ?? "") }
}

/// The names of one scene's objects, where two objects that share a name are told apart by id
/// (`Label (aB3-xY-9kQ)`) so a constraint between them reads unambiguously.
public struct ObjectNameTable: Sendable {
    private var names: [String: String] = [:]
    private var sharedNames: Set<String> = []

    /// `objects`: every named object of the scene, id and display name, in any order.
    public init(_ objects: [(id: String, name: String)]) {
        var seen: Set<String> = []
        for object in objects {
            names[object.id] = object.name
            if !seen.insert(object.name).inserted { sharedNames.insert(object.name) }
        }
    }

    /// The display name of the object with `id`, nil when the table does not know it.
    public func name(of id: String) -> String? { names[id] }

    /// The name with the id appended when another object of the scene has the same name.
    public func distinctName(of id: String) -> String? {
        guard let name = names[id] else { return nil }
        return sharedNames.contains(name) ? "\(name) (\(id))" : name
    }
}
