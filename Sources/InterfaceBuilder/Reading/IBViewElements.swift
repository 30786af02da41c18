/// The Cocoa Touch view element names this reader knows (the UIKit class without `UI`, lower camel case).
enum IBViewElements {
    static let known: Set<String> = [
        "view", "scrollView", "imageView", "label", "button", "textField", "textView", "stackView",
        "tableView", "tableViewCell", "tableViewCellContentView", "collectionView", "collectionViewCell",
        "collectionViewCellContentView", "collectionReusableView", "containerView", "visualEffectView",
        "switch", "slider", "stepper", "segmentedControl", "activityIndicatorView", "pageControl",
        "progressView", "datePicker", "pickerView", "mapView", "webView", "wkWebView", "searchBar",
        "navigationBar", "toolbar", "tabBar", "window", "glkView", "sceneKitView", "mtkView", "colorWell",
    ]
}
