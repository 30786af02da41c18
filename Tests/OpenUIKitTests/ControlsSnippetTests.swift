import OpenUIKit
import Testing

// An onboarding page of standard controls in a centre-aligned stack view. Sizes are UIKit's
// (iOS 14 and later, as Interface Builder records them): UIActivityIndicatorView large 37 × 37
// (medium 20 × 20), UIProgressView 4 tall, UISegmentedControl 32 tall, UISlider 31 tall,
// UIPageControl 116 × 26 for three pages. A stopped indicator that hides when stopped is hidden,
// so the stack collapses it.

final class OnboardingPageViewController: UIViewController {
    let pageControl = UIPageControl()
    let spinner = UIActivityIndicatorView(style: .large)
    let progressView = UIProgressView(progressViewStyle: .default)
    let planControl = UISegmentedControl(items: ["Monthly", "Yearly"])
    let volumeSlider = UISlider()
    lazy var stack = UIStackView(arrangedSubviews: [spinner, progressView, planControl, volumeSlider, pageControl])

    override func viewDidLoad() {
        super.viewDidLoad()
        pageControl.numberOfPages = 3
        pageControl.currentPage = 0
        pageControl.pageIndicatorTintColor = .systemGray4
        pageControl.currentPageIndicatorTintColor = .systemBlue
        spinner.hidesWhenStopped = true
        spinner.color = .gray
        progressView.progressTintColor = .systemBlue
        progressView.setProgress(0.33, animated: false)
        planControl.selectedSegmentIndex = 0
        volumeSlider.minimumValue = 0
        volumeSlider.maximumValue = 1
        volumeSlider.value = 0.5
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            progressView.widthAnchor.constraint(equalTo: stack.widthAnchor),
            planControl.widthAnchor.constraint(equalTo: stack.widthAnchor),
            volumeSlider.widthAnchor.constraint(equalTo: stack.widthAnchor),
        ])
    }

    func startLoading() {
        spinner.startAnimating()
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }
}

@Suite("Snippets: onboarding controls")
struct ControlsSnippetTests {
    @Test("Standard controls take UIKit's sizes in a centre-aligned stack inside the root's margins")
    func onboardingPage() {
        let window = UIWindow(device: .iPhone8)
        let controller = OnboardingPageViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.spinner.isHidden)
        #expect(!controller.spinner.isAnimating)
        // The root's side margins are 16 on a 375-point iPhone: 375 − 32 = 343 wide.
        // Heights 4 + 16 + 32 + 16 + 31 + 16 + 26 = 141 (the stopped spinner is hidden and
        // collapsed); centred: 333.5 − 70.5 = 263.
        #expect(controller.stack.frame == CGRect(x: 16, y: 263, width: 343, height: 141))
        #expect(controller.progressView.frame == CGRect(x: 0, y: 0, width: 343, height: 4))
        #expect(controller.planControl.frame == CGRect(x: 0, y: 20, width: 343, height: 32))
        #expect(controller.volumeSlider.frame == CGRect(x: 0, y: 68, width: 343, height: 31))
        // (343 − 116) / 2 = 113.5; 68 + 31 + 16 = 115.
        #expect(controller.pageControl.frame == CGRect(x: 113.5, y: 115, width: 116, height: 26))

        controller.startLoading()
        // The spinner appears: 37 + 16 + 141 = 194 tall, 333.5 − 97 = 236.5; (343 − 37) / 2 = 153.
        #expect(controller.stack.frame == CGRect(x: 16, y: 236.5, width: 343, height: 194))
        #expect(controller.spinner.frame == CGRect(x: 153, y: 0, width: 37, height: 37))
        #expect(window.layoutIssues.isEmpty)
    }

    @Test("A wheels date picker is 320 × 216 under its label, centred in a wider view")
    func datePicker() {
        let label = UILabel()
        label.text = "Birthday"
        let picker = UIDatePicker()
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .wheels
        let stack = UIStackView(arrangedSubviews: [label, picker])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 414, height: 600))
        root.addSubview(stack)
        stack.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(40)
            make.leading.trailing.equalToSuperview()
        }
        root.layoutIfNeeded()
        // 21 + 8 + 216 = 245 tall; the picker centred: (414 − 320) / 2 = 47; "Birthday" 8 × 8.5 = 68
        // wide at (414 − 68) / 2 = 173.
        #expect(stack.frame == CGRect(x: 0, y: 40, width: 414, height: 245))
        #expect(picker.frame == CGRect(x: 47, y: 29, width: 320, height: 216))
        #expect(label.frame == CGRect(x: 173, y: 0, width: 68, height: 21))
        #expect(root.layoutIssues.isEmpty)
    }

    @Test("Control values are kept and clamped as UIKit clamps them")
    func controlValues() {
        let slider = UISlider()
        slider.minimumValue = 0
        slider.maximumValue = 10
        slider.value = 12
        #expect(slider.value == 10)
        let progress = UIProgressView(progressViewStyle: .bar)
        progress.progress = 1.5
        #expect(progress.progress == 1)
        let segments = UISegmentedControl(items: ["A", "B", "C"])
        #expect(segments.numberOfSegments == 3)
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
    }
}
