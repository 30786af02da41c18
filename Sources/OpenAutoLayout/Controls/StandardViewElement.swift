/// UIKit's standard views as Interface Builder writes them (`<label>`: the class without `UI`, in
/// lower camel case) and as Xcode's document outline names them, with the axes on which UIKit gives
/// them an intrinsic size that Interface Builder does not write down: the one list of element names
/// that the IB reader, the layout of its views and Xcode's words all read.
public struct StandardViewElement: Sendable, Hashable {
    /// Where UIKit gives the view an intrinsic size of its own.
    public enum IntrinsicAxes: Sendable, Hashable {
        case none
        /// Text, titles and fixed-size controls.
        case both
        /// Controls that stretch horizontally, and the bars, which UIKit sizes to their standard
        /// height (toolbar and navigation bar 44, tab bar 49 on a phone in portrait). Four toolbars of
        /// the corpus are placed by their top alone, recorded 44 tall, and not flagged (Catty 21701,
        /// AMScrollingNavbar 18122 with only a height ≥ 44, IBAnimatable 14109).
        case heightOnly
    }

    /// The element's name in the file.
    public let element: String
    /// Xcode's name for it in the document outline; nil where this table does not know it (the name
    /// is then the element's words, capitalised).
    public let displayName: String?
    public let intrinsicAxes: IntrinsicAxes

    init(_ element: String, _ displayName: String?, _ intrinsicAxes: IntrinsicAxes = .none) {
        self.element = element
        self.displayName = displayName
        self.intrinsicAxes = intrinsicAxes
    }

    public static let table: [StandardViewElement] = [
        .init("view", "View"), .init("scrollView", "Scroll View"), .init("imageView", "Image View"),
        .init("label", "Label", .both), .init("button", "Button", .both), .init("textField", "Text Field", .both),
        .init("textView", "Text View"), .init("stackView", "Stack View"), .init("tableView", "Table View"),
        .init("tableViewCell", "Table View Cell"), .init("tableViewCellContentView", "Content View"),
        .init("collectionView", "Collection View"), .init("collectionViewCell", "Collection View Cell"),
        .init("collectionViewCellContentView", "Content View"),
        .init("collectionReusableView", "Collection Reusable View"), .init("containerView", "Container View"),
        .init("visualEffectView", "Visual Effect View"), .init("switch", "Switch", .both),
        .init("slider", "Slider", .heightOnly), .init("stepper", "Stepper", .both),
        .init("segmentedControl", "Segmented Control", .both),
        .init("activityIndicatorView", "Activity Indicator View", .both), .init("pageControl", "Page Control", .both),
        .init("progressView", "Progress View", .heightOnly), .init("datePicker", "Date Picker", .both),
        .init("pickerView", "Picker View", .both), .init("mapView", "Map View"), .init("webView", "Web View"),
        .init("wkWebView", "Web View"), .init("searchBar", "Search Bar", .heightOnly),
        .init("navigationBar", "Navigation Bar", .heightOnly), .init("toolbar", "Toolbar", .heightOnly),
        .init("tabBar", "Tab Bar", .heightOnly), .init("window", nil), .init("glkView", nil), .init("sceneKitView", nil),
        .init("mtkView", nil), .init("colorWell", nil),
    ]

    /// Every element name of the table.
    public static let names: Set<String> = Set(table.map(\.element))

    /// The element names whose intrinsic size UIKit gives on `axes`.
    public static func names(intrinsicOn axes: IntrinsicAxes) -> Set<String> {
        Set(table.filter { $0.intrinsicAxes == axes }.map(\.element))
    }

    /// Xcode's outline names, by element.
    public static let displayNames: [String: String] = Dictionary(
        uniqueKeysWithValues: table.compactMap { row in row.displayName.map { (row.element, $0) } })
}
