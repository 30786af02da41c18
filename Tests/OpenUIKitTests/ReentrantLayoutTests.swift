import OpenUIKit
import Testing

// Layout asked for from inside layout, as shipped apps do it. UIKit neither recurses nor crashes
// here; the frames are the ones the constraints give, worked out by hand below. Every screen is
// in an iPhone 8 window: 375 × 667, safe area from y = 20.

/// A table as tall as its rows, the widely copied pattern: its intrinsic height is its content
/// height, read after `layoutIfNeeded()` inside `intrinsicContentSize`.
final class ContentSizedTableView: UITableView {
    override var contentSize: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize {
        layoutIfNeeded()
        return CGSize(width: UIView.noIntrinsicMetric, height: contentSize.height)
    }
}

/// A settings screen: a content-sized table with a footnote under it.
final class ReportScreen: UIViewController {
    let table = ContentSizedTableView(frame: .zero, style: .plain)
    let footnote = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        footnote.text = "Reports are anonymous"
        view.addSubview(table)
        view.addSubview(footnote)
        table.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide)
            make.leading.trailing.equalToSuperview()
        }
        footnote.snp.makeConstraints { make in
            make.top.equalTo(table.snp.bottom).offset(8)
            make.leading.equalToSuperview().offset(16)
        }
    }
}

/// A card that lays out its title again inside its own `layoutSubviews()` and measures the title
/// with `systemLayoutSizeFitting` from `intrinsicContentSize` (so while its window's engine reads
/// intrinsic sizes, another measurement runs).
final class SelfMeasuringCard: UIView {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.text = "Weekly summary"
        addSubview(title)
        title.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            title.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -12),
            title.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.layoutIfNeeded()
    }

    override var intrinsicContentSize: CGSize {
        let title = self.title.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        return CGSize(width: title.width + 24, height: title.height + 24)
    }
}

@Suite("Layout asked for during layout")
struct ReentrantLayoutTests {
    private func host(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(device: .iPhone8)
        window.rootViewController = controller
        window.layoutIfNeeded()
        return window
    }

    @Test("A table that lays itself out inside intrinsicContentSize is as tall as its content")
    func contentSizedTable() {
        let screen = ReportScreen()
        screen.table.contentSize = CGSize(width: 375, height: 132)
        _ = host(screen)
        // Table: top at the safe area (20), full width, 132 tall; footnote 8 below: 20 + 132 + 8.
        #expect(screen.table.frame == CGRect(x: 0, y: 20, width: 375, height: 132))
        #expect(screen.footnote.frame.origin == CGPoint(x: 16, y: 160))
        #expect(screen.view.layoutIssues.isEmpty)
    }

    @Test("A content-sized table follows a new content size on the next pass")
    func contentSizedTableGrows() {
        let screen = ReportScreen()
        screen.table.contentSize = CGSize(width: 375, height: 132)
        let window = host(screen)
        screen.table.contentSize = CGSize(width: 375, height: 220)
        window.layoutIfNeeded()
        // 220 tall now; the footnote at 20 + 220 + 8 = 248.
        #expect(screen.table.frame.height == 220)
        #expect(screen.footnote.frame.minY == 248)
    }

    @Test("A card measuring itself with systemLayoutSizeFitting inside intrinsicContentSize gets its fitted size")
    func selfMeasuringCard() {
        let screen = UIViewController()
        let card = SelfMeasuringCard()
        screen.view.addSubview(card)
        card.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: screen.view.safeAreaLayoutGuide.topAnchor),
            card.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor),
        ])
        _ = host(screen)
        // "Weekly summary": 14 characters × 8.5 = 119 wide, ceil(20.4) = 21 tall; 12 around it:
        // 143 × 45, at the safe area's top.
        #expect(card.frame == CGRect(x: 0, y: 20, width: 143, height: 45))
        #expect(card.title.frame == CGRect(x: 12, y: 12, width: 119, height: 21))
    }

    @Test("layoutIfNeeded from layoutSubviews and sizeThatFits from a layout pass change no frame")
    func nestedRequestsKeepFrames() {
        let screen = ReportScreen()
        screen.table.contentSize = CGSize(width: 375, height: 90)
        let window = host(screen)
        let before = [screen.table.frame, screen.footnote.frame]
        screen.footnote.layoutIfNeeded()
        #expect(screen.table.sizeThatFits(CGSize(width: 375, height: 0)) == CGSize(width: 375, height: 90))
        window.layoutIfNeeded()
        #expect([screen.table.frame, screen.footnote.frame] == before)
    }
}
