import OpenUIKit
import Testing

// A SnapKit screen as apps write it (`import SnapKit` becomes the OpenUIKit import): edges with
// insets, sizes from CGSize, chained attributes, priorities by name and by number, multipliers
// and divisors, the safe area's `snp`, updates, remakes and labels. iPhone 8: 375 × 667, safe
// area from y = 20.

final class DashboardViewController: UIViewController {
    let headerView = UIView()
    let avatarView = UIImageView()
    let titleLabel = UILabel()
    let footerView = UIView()
    let actionButton = UIButton(type: .system)
    var headerHeightConstraint: Constraint?
    var footerEdgesConstraint: Constraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Dashboard"
        actionButton.setTitle("Start", for: .normal)
        view.addSubview(headerView)
        headerView.addSubview(avatarView)
        headerView.addSubview(titleLabel)
        view.addSubview(footerView)
        footerView.addSubview(actionButton)
        makeHeaderConstraints()
        makeFooterConstraints()
    }

    private func makeHeaderConstraints() {
        headerView.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide.snp.top)
            make.leading.trailing.equalToSuperview()
            headerHeightConstraint = make.height.equalTo(200).constraint
        }
        avatarView.snp.makeConstraints { make in
            make.size.equalTo(CGSize(width: 64, height: 64))
            make.center.equalToSuperview()
        }
        titleLabel.snp.makeConstraints { make in
            make.top.equalTo(avatarView.snp.bottom).offset(8)
            make.centerX.equalTo(avatarView)
            make.leading.greaterThanOrEqualToSuperview().offset(16).priority(.high)
        }
    }

    private func makeFooterConstraints() {
        footerView.snp.makeConstraints { make in
            footerEdgesConstraint = make.edges.equalTo(view.safeAreaLayoutGuide)
                .inset(UIEdgeInsets(top: 220, left: 16, bottom: 27, right: 16)).labeled("footerEdges").constraint
        }
        actionButton.snp.makeConstraints { make in
            make.width.equalToSuperview().multipliedBy(0.5)
            make.height.equalTo(footerView.snp.height).dividedBy(4)
            make.centerX.equalToSuperview()
            make.bottom.equalToSuperview().inset(12).priority(750)
            make.bottom.lessThanOrEqualToSuperview().priority(.required)
            make.top.greaterThanOrEqualToSuperview().priority(.low)
        }
    }

    func collapseHeader() {
        headerView.snp.updateConstraints { make in
            make.height.equalTo(120)
        }
        view.layoutIfNeeded()
    }

    func moveAvatarToLeading() {
        avatarView.snp.remakeConstraints { make in
            make.size.equalTo(48)
            make.leading.equalToSuperview().offset(16)
            make.centerY.equalToSuperview()
        }
        view.layoutIfNeeded()
    }
}

@Suite("Snippets: a SnapKit screen")
struct SnapKitSnippetTests {
    @Test("Edges, sizes, centres, multipliers and priorities lay out as SnapKit's")
    func dashboard() throws {
        let window = UIWindow(device: .iPhone8)
        let controller = DashboardViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.headerView.frame == CGRect(x: 0, y: 20, width: 375, height: 200))
        // Centred in 375 × 200: (375 − 64) / 2 = 155.5, (200 − 64) / 2 = 68.
        #expect(controller.avatarView.frame == CGRect(x: 155.5, y: 68, width: 64, height: 64))
        // "Dashboard": 9 × 8.5 = 76.5 → 77; centred on 187.5: 149; 68 + 64 + 8 = 140.
        #expect(controller.titleLabel.frame == CGRect(x: 149, y: 140, width: 77, height: 21))
        // Safe area 20 … 667 inset: 20 + 220 = 240, 667 − 27 = 640 → 400 tall, 343 wide.
        #expect(controller.footerView.frame == CGRect(x: 16, y: 240, width: 343, height: 400))
        // 343 × 0.5 = 171.5 wide, 400 / 4 = 100 tall, bottom 400 − 12 = 388 → y 288;
        // centred: (343 − 171.5) / 2 = 85.75.
        #expect(controller.actionButton.frame == CGRect(x: 85.75, y: 288, width: 171.5, height: 100))
        let footerEdges = try #require(controller.footerEdgesConstraint?.layoutConstraints)
        #expect(footerEdges.count == 4)
        #expect(footerEdges.allSatisfy { $0.identifier == "footerEdges" })
        #expect(window.layoutIssues.isEmpty)
    }

    @Test("updateConstraints changes the height in place; remakeConstraints replaces the avatar's")
    func updateAndRemake() throws {
        let window = UIWindow(device: .iPhone8)
        let controller = DashboardViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        controller.collapseHeader()
        #expect(controller.headerView.frame == CGRect(x: 0, y: 20, width: 375, height: 120))
        // (120 − 64) / 2 = 28.
        #expect(controller.avatarView.frame == CGRect(x: 155.5, y: 28, width: 64, height: 64))
        let height = try #require(controller.headerHeightConstraint?.layoutConstraints.first)
        #expect(height.constant == 120)

        controller.moveAvatarToLeading()
        // 48 × 48 at x 16, centred in 120: (120 − 48) / 2 = 36.
        #expect(controller.avatarView.frame == CGRect(x: 16, y: 36, width: 48, height: 48))
        // The title stays centred on the avatar (x 40): 40 − 38.5 = 1.5; its leading ≥ 16 is only
        // high priority and gives way. 36 + 48 + 8 = 92.
        #expect(controller.titleLabel.frame == CGRect(x: 1.5, y: 92, width: 77, height: 21))
        #expect(window.layoutIssues.isEmpty)
    }
}
