import OpenUIKit
import Testing

// A feed screen in a navigation controller inside a tab bar controller, with a blurred banner
// laid out by the Visual Format Language, priorities set from raw values and by arithmetic,
// and content priorities deciding which label gives way. UIKit's bars on an iPhone 8: status
// bar 20, navigation bar 44, tab bar 49, so the feed's safe area is 64 … 618.

final class PromoBannerView: UIView {
    let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    let titleLabel = UILabel()
    let detailLabel = UILabel()
    let closeButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        blurView.frame = bounds
        blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(blurView)
        titleLabel.text = "Premium"
        detailLabel.text = "Get 3 months free"
        detailLabel.numberOfLines = 0
        closeButton.setTitle("Close", for: .normal)
        closeButton.setContentHuggingPriority(.defaultHigh + 1, for: .horizontal)
        for subview in [titleLabel, detailLabel, closeButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            blurView.contentView.addSubview(subview)
        }
        let views: [String: UIView] = ["title": titleLabel, "detail": detailLabel, "close": closeButton]
        let metrics = ["pad": 12]
        var constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-pad-[title]-(>=8)-[close]-pad-|", options: [.alignAllCenterY],
            metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[detail]-pad-|",
                                                      options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-pad-[title]-4-[detail]-pad-|",
                                                      metrics: metrics, views: views)
        NSLayoutConstraint.activate(constraints)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class FeedViewController: UIViewController {
    let bannerView = PromoBannerView()
    let nameLabel = UILabel()
    let dateLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Feed"
        navigationItem.largeTitleDisplayMode = .never
        nameLabel.text = "Maximiliana Konstantinopoulou-Ferris"
        dateLabel.text = "Yesterday"
        nameLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        dateLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        dateLabel.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)
        for subview in [bannerView, nameLabel, dateLabel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let preferredWidth = bannerView.widthAnchor.constraint(equalToConstant: 600)
        preferredWidth.priority = UILayoutPriority(rawValue: 999)
        NSLayoutConstraint.activate([
            bannerView.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor, constant: 8),
            bannerView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            bannerView.widthAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.widthAnchor),
            preferredWidth,
            nameLabel.topAnchor.constraint(equalTo: bannerView.bottomAnchor, constant: 16),
            nameLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            dateLabel.firstBaselineAnchor.constraint(equalTo: nameLabel.firstBaselineAnchor),
            dateLabel.leadingAnchor.constraint(equalTo: nameLabel.trailingAnchor, constant: 8),
            dateLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}

@Suite("Snippets: containers, VFL, priorities, blur")
struct ContainerSnippetTests {
    private func hostedFeed() -> (UIWindow, UITabBarController, UINavigationController, FeedViewController) {
        let feed = FeedViewController()
        let navigation = UINavigationController(rootViewController: feed)
        navigation.navigationBar.prefersLargeTitles = false
        navigation.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "house"), tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, tabs, navigation, feed)
    }

    @Test("A controller in a navigation and a tab bar controller fills the screen under its bars")
    func hosted() {
        let (window, tabs, navigation, feed) = hostedFeed()
        #expect(tabs.selectedViewController === navigation)
        #expect(navigation.topViewController === feed)
        #expect(feed.navigationController === navigation)
        #expect(feed.tabBarController === tabs)
        #expect(feed.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        // Top: status bar 20 + navigation bar 44; bottom: the 49-point tab bar.
        #expect(feed.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
        #expect(window.layoutIssues.isEmpty)
    }

    @Test("The banner: 600 at priority 999 gives way to the margins; VFL rows inside the blur's contentView")
    func banner() {
        let (_, _, _, feed) = hostedFeed()
        let banner = feed.bannerView
        // Margins guide: 16 … 359 (the root's side margins are 16), top 64 + 0; width 343 < 600.
        // Height: 12 + 21 + 4 + 21 + 12 = 70.
        #expect(banner.frame == CGRect(x: 16, y: 72, width: 343, height: 70))
        #expect(banner.blurView.frame == CGRect(x: 0, y: 0, width: 343, height: 70))
        #expect(banner.blurView.contentView.frame == CGRect(x: 0, y: 0, width: 343, height: 70))
        // "Premium": 7 × 8.5 = 59.5 → 60 wide.
        #expect(banner.titleLabel.frame == CGRect(x: 12, y: 12, width: 60, height: 21))
        // "Close": 5 × 7.5 = 37.5 → 38 wide, 30 tall; 343 − 12 − 38 = 293; centred on the title's
        // centre 22.5: 7.5.
        #expect(banner.closeButton.frame == CGRect(x: 293, y: 7.5, width: 38, height: 30))
        #expect(banner.detailLabel.frame == CGRect(x: 12, y: 37, width: 319, height: 21))
    }

    @Test("Compression resistance decides which label is cut")
    func contentPriorities() {
        let (window, _, _, feed) = hostedFeed()
        // Row at 72 + 70 + 16 = 158. Room between the margins: 343 − 8 = 335. "Yesterday" resists
        // compression (required) at 9 × 8.5 = 76.5 → 77; the name (36 × 8.5 = 306) resists at 250
        // only and is cut to 335 − 77 = 258. The date sits on the name's baseline.
        #expect(feed.nameLabel.frame == CGRect(x: 16, y: 158, width: 258, height: 21))
        #expect(feed.dateLabel.frame == CGRect(x: 282, y: 158, width: 77, height: 21))
        #expect(window.layoutIssues.isEmpty)
    }

    @Test("Layout margins from the safe area: on by default, off measures from the view's edge")
    func marginsFromSafeArea() {
        let window = UIWindow(device: .iPhone8)
        let controller = UIViewController()
        window.rootViewController = controller
        let label = UILabel()
        label.text = "Top"
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
        ])
        window.layoutIfNeeded()
        // The root's top margin is 0 on top of the 20-point safe area; sides 16.
        #expect(label.frame.origin == CGPoint(x: 16, y: 20))
        controller.view.insetsLayoutMarginsFromSafeArea = false
        window.layoutIfNeeded()
        #expect(label.frame.origin == CGPoint(x: 16, y: 0))
    }
}
