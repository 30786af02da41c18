import OpenUIKit
import Testing

// A paging onboarding screen in SnapKit (a horizontal stack of pages in a scroll view, each page
// as wide as the scroll view's frame), a video card with a 16:9 player, and a tab bar screen on a
// notched iPhone. iPhone X: 375 × 812, safe area 44 above and 34 below; a tab bar is 49 above the
// bottom safe area, so a tab's safe area ends 83 from the bottom.

final class PagingOnboardingViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let pagesStack = UIStackView()
    let pageControl = UIPageControl()
    let skipButton = UIButton(type: .system)
    let titles = ["Track", "Share", "Relax"]

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.isPagingEnabled = true
        scrollView.delegate = self
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        pagesStack.axis = .horizontal
        pagesStack.distribution = .fillEqually
        pageControl.numberOfPages = titles.count
        skipButton.setTitle("Skip", for: .normal)
        view.addSubview(scrollView)
        view.addSubview(pageControl)
        view.addSubview(skipButton)
        scrollView.addSubview(pagesStack)
        for title in titles {
            let page = UIView()
            let label = UILabel()
            label.text = title
            label.font = .preferredFont(forTextStyle: .largeTitle)
            page.addSubview(label)
            label.snp.makeConstraints { $0.center.equalToSuperview() }
            pagesStack.addArrangedSubview(page)
        }
        makeConstraints()
    }

    private func makeConstraints() {
        scrollView.snp.makeConstraints { make in
            make.edges.equalTo(view.safeAreaLayoutGuide.snp.edges)
        }
        pagesStack.snp.makeConstraints { make in
            make.edges.equalTo(scrollView.contentLayoutGuide)
            make.height.equalTo(scrollView.frameLayoutGuide)
            make.width.equalTo(scrollView.frameLayoutGuide).multipliedBy(titles.count)
        }
        pageControl.snp.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.bottom.equalTo(view.safeAreaLayoutGuide.snp.bottom).offset(-16)
        }
        skipButton.snp.makeConstraints { make in
            make.top.equalTo(view.snp.topMargin).offset(8)
            make.trailing.equalTo(view.snp.trailingMargin)
            make.height.greaterThanOrEqualTo(44)
        }
    }
}

extension PagingOnboardingViewController {
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pageControl.currentPage = Int((scrollView.contentOffset.x / scrollView.frame.width).rounded())
    }
}

final class VideoCardView: UIView {
    let playerView = UIView()
    let captionLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(playerView)
        addSubview(captionLabel)
        captionLabel.numberOfLines = 2
        playerView.snp.makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.height.equalTo(playerView.snp.width).multipliedBy(9.0 / 16.0)
        }
        captionLabel.snp.makeConstraints { make in
            make.top.equalTo(playerView.snp.bottom).offset(8)
            make.left.right.equalToSuperview().inset(12)
            make.width.lessThanOrEqualTo(600).priority(999)
            make.bottom.equalToSuperview().offset(-12)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@Suite("Snippets: paging, 16:9, notched tab bar")
struct PagingSnippetTests {
    @Test("Pages as wide as the scroll view's frame make a content three screens wide")
    func pagingOnboarding() throws {
        let window = UIWindow(device: .iPhoneX)
        let controller = PagingOnboardingViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        // Safe area: 44 … 812 − 34 = 778, 734 tall.
        #expect(controller.scrollView.frame == CGRect(x: 0, y: 44, width: 375, height: 734))
        #expect(controller.scrollView.contentSize == CGSize(width: 1125, height: 734))
        let secondPage = try #require(controller.pagesStack.arrangedSubviews.dropFirst().first)
        #expect(secondPage.frame == CGRect(x: 375, y: 0, width: 375, height: 734))
        // "Share" in the large title style (34 pt): 5 × 17 = 85 wide, ceil(40.8) = 41 tall, centred.
        let label = try #require(secondPage.subviews.first)
        #expect(label.frame == CGRect(x: 145, y: 346.5, width: 85, height: 41))
        // Page control: 116 × 26 for three pages, bottom at 778 − 16 = 762.
        #expect(controller.pageControl.frame == CGRect(x: 129.5, y: 736, width: 116, height: 26))
        // Skip: top margin = safe area 44 (+ 0 of its own) + 8; trailing margin 375 − 16 = 359.
        // "Skip": 4 × 7.5 = 30 wide; 30 tall intrinsic but at least 44 (the required ≥ wins).
        #expect(controller.skipButton.frame == CGRect(x: 329, y: 52, width: 30, height: 44))
        #expect(window.layoutIssues.isEmpty)

        // A swipe to the third page, as UIKit reports it to the delegate: 750 / 375 = page 2.
        controller.scrollView.setContentOffset(CGPoint(x: 750, y: 0), animated: true)
        controller.scrollView.delegate?.scrollViewDidEndDecelerating(controller.scrollView)
        #expect(controller.pageControl.currentPage == 2)
    }

    @Test("A 16:9 player from multipliedBy(9.0 / 16.0); the caption's bottom sizes the card")
    func videoCard() {
        let card = VideoCardView()
        card.captionLabel.text = "Sunrise over the bay"
        let size = card.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        // Player 320 × 180; caption at 17 pt fits one line (20 × 8.5 = 170 < 296): 21 tall.
        // 180 + 8 + 21 + 12 = 221.
        #expect(size == CGSize(width: 320, height: 221))
    }

    @Test("On a notched iPhone a tab's safe area ends above the tab bar and the home indicator")
    func notchedTabBar() {
        let window = UIWindow(device: .iPhoneX)
        let tabs = UITabBarController()
        let home = UIViewController()
        tabs.viewControllers = [UINavigationController(rootViewController: home)]
        window.rootViewController = tabs
        window.layoutIfNeeded()
        // Top: 44 + 44 = 88; bottom: 34 + 49 = 83.
        #expect(home.view.safeAreaInsets == UIEdgeInsets(top: 88, left: 0, bottom: 83, right: 0))
        #expect(home.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 88, width: 375, height: 641))
        // The root's margins: 16 at the sides, the safe area above and below.
        #expect(home.view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 88, width: 343, height: 641))
    }
}
