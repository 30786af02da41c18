import OpenUIKit
import TextOutput

/// A laid-out hierarchy as stable text: one line per view, indented by depth, with its frame in
/// its superview, what it shows (text, title), a scroll view's content size and offset, then the
/// layout issues the pass found. Numbers are rounded to 1e-6 (`NumberText.format`) and nothing
/// depends on memory addresses or dictionary order, so the text is the same on every machine.
public struct LayoutTree: Sendable, Hashable, CustomStringConvertible {
    public let text: String

    public init(_ root: View, heading: String? = nil) {
        var lines: [String] = heading.map { [$0] } ?? []
        Self.append(root, depth: 0, to: &lines)
        let issues = root.layoutIssues
        lines.append(issues.isEmpty ? "Layout issues: none" : "Layout issues:")
        lines += issues.map { "  \($0)" }
        text = lines.joined(separator: "\n") + "\n"
    }

    public var description: String { text }

    private static func append(_ view: View, depth: Int, to lines: inout [String]) {
        lines.append(String(repeating: "  ", count: depth) + line(for: view))
        for subview in view.subviews { append(subview, depth: depth + 1, to: &lines) }
    }

    static func line(for view: View) -> String {
        var parts = [typeName(of: view)]
        if let identifier = view.accessibilityIdentifier { parts.append("'\(identifier)'") }
        parts.append(rect(view.frame))
        if let label = view as? UILabel, let text = label.text { parts.append(quoted(text)) }
        if let button = view as? UIButton, let title = button.currentTitle { parts.append(quoted(title)) }
        if let field = view as? UITextField {
            if let text = field.text, !text.isEmpty { parts.append(quoted(text)) }
            else if let placeholder = field.placeholder { parts.append("placeholder " + quoted(placeholder)) }
        }
        if let scrollView = view as? UIScrollView {
            parts.append("content " + size(scrollView.contentSize))
            let offset = scrollView.contentOffset
            if offset != .zero { parts.append("offset " + number(offset.x) + ", " + number(offset.y)) }
        }
        if view.isHidden { parts.append("hidden") }
        return parts.joined(separator: " ")
    }

    /// UIKit's names for the model's classes; an app's own classes keep theirs.
    static func typeName(of view: View) -> String {
        let name = String(describing: type(of: view))
        let uikitNames = [
            "View": "UIView", "ScrollView": "UIScrollView", "StackView": "UIStackView", "Label": "UILabel",
            "ImageView": "UIImageView", "Control": "UIControl", "Button": "UIButton", "Switch": "UISwitch",
            "TextField": "UITextField", "TextView": "UITextView", "Window": "UIWindow",
        ]
        let isModelClass = String(reflecting: type(of: view)).hasPrefix("OpenAutoLayout.")
        return isModelClass ? uikitNames[name] ?? name : name
    }

    static func rect(_ rect: Rect) -> String {
        "(" + [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(number).joined(separator: ", ") + ")"
    }

    static func size(_ size: Size) -> String { number(size.width) + " × " + number(size.height) }

    static func number(_ value: Double) -> String { NumberText.format(value) }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
