import Foundation

/// UIKit's `UIViewController` initializers over the model's `ViewController`, so an app's
/// controller subclasses compile as written: `init(nibName:bundle:)` is designated,
/// `init?(coder:)` required, `init()` a convenience, as in UIKit. Nibs are not loaded: the view
/// comes from `loadView()`, as for a controller without a nib.
open class UIViewController: ViewController {
    public let nibName: String?
    public let nibBundle: Bundle?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Archives are not read; the controller starts as if made in code.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    // Presentation and navigation do not take part in layout: accepted and ignored.
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
}
