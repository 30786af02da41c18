#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// An onboarding page: a scrolling column of a title, a wrapped message and a button pinned
/// below it, written as on iOS. The one platform difference is the button's action: a closure
/// (`addAction`, iOS 14) compiles on both; `@objc` members sit under `#if canImport(ObjectiveC)`.
public final class WelcomeViewController: UIViewController {
    public let scrollView = UIScrollView()
    public let titleLabel = UILabel()
    public let messageLabel = UILabel()
    public let startButton = UIButton(type: .system)
    public var onStart: () -> Void = {}

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.accessibilityIdentifier = "scroll"
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.text = "Welcome"
        titleLabel.accessibilityTraits = .header
        messageLabel.font = .preferredFont(forTextStyle: .body)
        messageLabel.numberOfLines = 0
        messageLabel.text = "Your layouts, checked on every pull request."
        startButton.setTitle("Get started", for: .normal)
        startButton.addAction(UIAction { [weak self] _ in self?.onStart() }, for: .touchUpInside)

        view.addSubview(scrollView)
        [titleLabel, messageLabel, startButton].forEach { subview in
            subview.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(subview)
        }
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            titleLabel.topAnchor.constraint(equalTo: content.topAnchor, constant: 32),
            titleLabel.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
            messageLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 12),
            messageLabel.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
            messageLabel.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
            startButton.topAnchor.constraint(equalTo: messageLabel.bottomAnchor, constant: 24),
            startButton.centerXAnchor.constraint(equalTo: content.centerXAnchor),
            startButton.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -32),
        ])
    }

    #if canImport(ObjectiveC)
    /// Only where the Objective-C runtime exists: a selector for a keyboard shortcut.
    @objc func startFromKeyboard() { onStart() }
    #endif
}
