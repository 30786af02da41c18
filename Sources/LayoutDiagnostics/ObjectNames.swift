/// How Xcode names an object in its issue navigator and messages.
public enum ObjectNames {
    /// The user's label if set; else a label's text or a button's title; else the class's display
    /// name ("Scroll View", "Label", …). An element this table does not know is named by its class.
    public static func displayName(elementName: String, userLabel: String? = nil, text: String? = nil) -> String {
        if let userLabel, !userLabel.isEmpty { return userLabel }
        if let text, !text.isEmpty, namedByContent.contains(elementName) { return text }
        return classDisplayName(elementName: elementName)
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
