import OpenAutoLayout
/// A storyboard `<scene sceneID=…>`.
public struct IBScene: Sendable, Hashable {
    public var sceneID: String
    public var location: IBSourceLocation
    /// The object with `sceneMemberID="viewController"`, if the scene has one.
    public var viewController: IBViewController?
    /// Indices into `IBDocument.views` of views placed directly in the scene's `<objects>` (the scene dock).
    public var views: [Int] = []
}

/// A view controller element (`viewController`, `tableViewController`, `navigationController`, …).
public struct IBViewController: Sendable, Hashable {
    public var elementName: String
    public var id: String
    public var location: IBSourceLocation
    public var customClass: String?
    public var customModule: String?
    public var title: String?
    public var userLabel: String?
    public var storyboardIdentifier: String?
    /// `automaticallyAdjustsScrollViewInsets`; nil when absent (UIKit's default is YES).
    public var automaticallyAdjustsScrollViewInsets: Bool?
    public var extendedLayoutIncludesOpaqueBars: Bool?
    /// A navigation controller's `navigationBarHidden`: the controllers it shows get no bar.
    public var navigationBarHidden: Bool?
    /// `modalPresentationStyle` (`fullScreen`, `pageSheet`, …); nil when absent (automatic).
    public var modalPresentationStyle: String?
    /// `hidesBottomBarWhenPushed`: pushed, the controller covers its tab bar controller's bar.
    public var hidesBottomBarWhenPushed: Bool?
    /// The edges named YES in `<extendedEdge key="edgesForExtendedLayout" …/>`; nil when absent (all edges).
    public var edgesForExtendedLayout: [String]?
    /// Old-style top/bottom layout guides (`<layoutGuides><viewControllerLayoutGuide …>`).
    public var layoutGuides: [IBViewControllerLayoutGuide] = []
    public var navigationItem: IBNavigationItem?
    public var simulatedMetrics = IBSimulatedMetrics()
    /// `<size key="freeformSize">`: the canvas size of a freeform controller.
    public var freeformSize: Size?
    /// Index into `IBDocument.views` of the root view (`key="view"`).
    public var view: Int?
    /// Other view elements of the controller (a navigation controller's `navigationBar`, …).
    public var otherViews: [Int] = []

    public var topLayoutGuideID: String? { layoutGuides.first { $0.type == "top" }?.id }
    public var bottomLayoutGuideID: String? { layoutGuides.first { $0.type == "bottom" }?.id }
}

/// `<viewControllerLayoutGuide type="top|bottom" id=…>`.
public struct IBViewControllerLayoutGuide: Sendable, Hashable {
    public var type: String
    public var id: String
    public var location: IBSourceLocation
}

/// `<navigationItem key="navigationItem" title=… id=…>`.
public struct IBNavigationItem: Sendable, Hashable {
    public var id: String?
    public var title: String?
    public var prompt: String?
    public var largeTitleDisplayMode: String?
}

/// A storyboard `<segue destination=… kind=… relationship=…>`, from the scene that holds it.
public struct IBSegue: Sendable, Hashable {
    /// Index into `IBDocument.scenes` of the scene the segue leaves from.
    public var sourceScene: Int
    /// The id of the destination view controller.
    public var destination: String
    /// `show`, `push`, `relationship`, `embed`, `presentation`, …
    public var kind: String?
    /// For `relationship` segues: `rootViewController`, `viewControllers`.
    public var relationship: String?
    /// A presentation segue's `modalPresentationStyle`; nil when absent (the destination's, else automatic).
    public var modalPresentationStyle: String? = nil
}
