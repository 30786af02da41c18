// An onboarding screen written the way an iOS developer writes it with UIKit and SnapKit.
// The only changes from the iOS source are the imports (`import OpenUIKit` for `import UIKit`;
// OpenUIKit re-exports LayoutDSL, which replaces `import SnapKit`) and the lines at the bottom
// that register the one image asset and make a window and print the frames instead of handing
// the window to UIApplication.
import OpenUIKit

final class OnboardingViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let stackView = UIStackView()
    private let heroImageView = UIImageView(image: UIImage(named: "hero"))
    private let titleLabel = UILabel()
    private let bodyLabel = UILabel()
    private let notificationsLabel = UILabel()
    private let notificationsSwitch = UISwitch()
    private let continueButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        titleLabel.text = "Welcome to Trails"
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        titleLabel.numberOfLines = 0
        titleLabel.textAlignment = .center

        bodyLabel.text = "Find walks near you, save the ones you like and share them with friends."
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.numberOfLines = 0
        bodyLabel.textColor = .secondaryLabel

        notificationsLabel.text = "Notify me"
        let notificationsRow = UIStackView(arrangedSubviews: [notificationsLabel, notificationsSwitch])
        notificationsRow.spacing = 8

        continueButton.setTitle("Continue", for: .normal)
        continueButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)

        stackView.axis = .vertical
        stackView.alignment = .center
        stackView.spacing = 16
        [heroImageView, titleLabel, bodyLabel, notificationsRow, continueButton].forEach {
            stackView.addArrangedSubview($0)
        }
        stackView.setCustomSpacing(32, after: bodyLabel)

        view.addSubview(scrollView)
        scrollView.addSubview(stackView)

        scrollView.snp.makeConstraints { make in
            make.edges.equalTo(view.safeAreaLayoutGuide)
        }
        stackView.snp.makeConstraints { make in
            make.edges.equalTo(scrollView.contentLayoutGuide).inset(UIEdgeInsets(top: 24, left: 20, bottom: 24, right: 20))
            make.width.equalTo(scrollView.frameLayoutGuide).offset(-40)
        }
    }
}

UIImage.register(named: "hero", size: CGSize(width: 120, height: 120))
let window = UIWindow(device: .iPhone8)
let controller = OnboardingViewController()
window.rootViewController = controller
window.layoutIfNeeded()

func show(_ name: String, _ view: UIView) {
    print(name.padding(toLength: 20, withPad: " ", startingAt: 0), view.frame)
}
let root = controller.view
for (name, view) in [("view", root), ("scrollView", root.subviews[0]),
                     ("stackView", root.subviews[0].subviews[0])] {
    show(name, view)
}
let stack = root.subviews[0].subviews[0] as! UIStackView
for (index, view) in stack.arrangedSubviews.enumerated() { show("  arranged[\(index)]", view) }
print("contentSize         ", (root.subviews[0] as! UIScrollView).contentSize)
print("issues              ", window.layoutIssues.count)
