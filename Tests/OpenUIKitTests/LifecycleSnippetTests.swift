import OpenUIKit
import Testing

// Older and newer habits side by side: a view that makes its constraints once in
// updateConstraints(), a font by name, attributed text, a button with an image and a closure
// action, a transform and a shadow path; and a UITableViewController subclass that sizes its
// table header with systemLayoutSizeFitting in viewDidLayoutSubviews.

final class BellBadgeView: UIView {
    private var didSetupConstraints = false
    private(set) var updateCount = 0
    let bellButton = UIButton(type: .custom)
    let countLabel = UILabel()

    override class var requiresConstraintBasedLayout: Bool { true }

    override init(frame: CGRect) {
        super.init(frame: frame)
        bellButton.setImage(UIImage(named: "LifecycleSnippetTests.bell"), for: .normal)
        bellButton.addAction(UIAction { _ in print("bell") }, for: .touchUpInside)
        countLabel.font = UIFont(name: "Avenir-Heavy", size: 12)
        countLabel.attributedText = NSAttributedString(
            string: "12", attributes: [.font: UIFont.boldSystemFont(ofSize: 10), .foregroundColor: UIColor.white])
        countLabel.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 8).cgPath
        addSubview(bellButton)
        addSubview(countLabel)
        setNeedsUpdateConstraints()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func updateConstraints() {
        updateCount += 1
        if !didSetupConstraints {
            bellButton.snp.makeConstraints { make in
                make.edges.equalToSuperview().inset(4)
            }
            countLabel.snp.makeConstraints { make in
                make.centerX.equalTo(bellButton.snp.trailing)
                make.centerY.equalTo(bellButton.snp.top)
            }
            didSetupConstraints = true
        }
        super.updateConstraints()
    }
}

final class ProfileTableViewController: UITableViewController {
    let header = ProfileHeaderView()

    override func viewDidLoad() {
        super.viewDidLoad()
        header.nameLabel.text = "Grace Hopper"
        header.bioLabel.text = "Computer scientist"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.tableHeaderView = header
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = header.systemLayoutSizeFitting(
            CGSize(width: tableView.bounds.width, height: 0),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        if header.frame.size.height != size.height {
            header.frame.size.height = size.height
            tableView.tableHeaderView = header
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

@Suite("Snippets: updateConstraints, images, table controllers")
struct LifecycleSnippetTests {
    @Test("Constraints made once in updateConstraints(); a button sized by its image; attributed font")
    func bellBadge() {
        UIImage.register(named: "LifecycleSnippetTests.bell", size: CGSize(width: 24, height: 24))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let badge = BellBadgeView()
        root.addSubview(badge)
        badge.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().offset(50)
        }
        root.layoutIfNeeded()
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(badge.updateCount == 1)
        // An image-only button is the image's size, 24 × 24; inset 4 on each side: 32 × 32.
        #expect(badge.frame == CGRect(x: 50, y: 50, width: 32, height: 32))
        #expect(badge.bellButton.frame == CGRect(x: 4, y: 4, width: 24, height: 24))
        // The attributed text's font (bold 10 pt) wins: "12" is 2 × 5 = 10 wide, ceil(12) = 12 tall;
        // centred on the button's top-trailing corner (28, 4): (23, −2).
        #expect(badge.countLabel.font.pointSize == 10)
        #expect(badge.countLabel.frame == CGRect(x: 23, y: -2, width: 10, height: 12))
        #expect(badge.transform == .identity)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test("A table header sized by systemLayoutSizeFitting in viewDidLayoutSubviews")
    func tableHeader() throws {
        let window = UIWindow(device: .iPhone8)
        let controller = ProfileTableViewController(style: .grouped)
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.tableView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(controller.tableView.dataSource === controller)
        // Avatar 375 × 0.25 = 93.75 square; height 24 + 93.75 + 12 + 27 + 4 + 18 + 24 = 202.75.
        #expect(controller.header.frame == CGRect(x: 0, y: 0, width: 375, height: 202.75))
        // (375 − 93.75) / 2 = 140.625.
        #expect(controller.header.avatarImageView.frame == CGRect(x: 140.625, y: 24, width: 93.75, height: 93.75))
        let cell = controller.tableView(controller.tableView, cellForRowAt: IndexPath(row: 3, section: 0))
        #expect(cell.textLabel?.text == "Row 3")
        #expect(window.layoutIssues.isEmpty)
    }

    @Test("A font set to nil goes back to the system font, as UIKit's implicitly unwrapped font")
    func fontReset() {
        let label = UILabel()
        label.font = UIFont(name: "Missing-Font", size: 30)
        label.font = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17))
    }
}
