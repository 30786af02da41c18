import OpenUIKit
import Testing

// Screens as apps write them: a chat input bar that follows the keyboard, a profile header
// with a round avatar sized by a multiplier, and an onboarding page of standard controls.
// iPhone 8 window: 375 × 667, status bar 20, no bottom safe area.

final class ChatViewController: UIViewController {
    let tableView = UITableView()
    let inputBar = UIView()
    let messageField = UITextField()
    let sendButton = UIButton(type: .system)
    var inputBarBottomConstraint: NSLayoutConstraint!
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.keyboardDismissMode = .interactive
        tableView.separatorStyle = .none
        messageField.placeholder = "Message"
        sendButton.setTitle("Send", for: .normal)
        sendButton.setContentHuggingPriority(.required, for: .horizontal)
        sendButton.setContentCompressionResistancePriority(.required, for: .horizontal)
        [tableView, inputBar].forEach { view.addSubview($0) }
        [messageField, sendButton].forEach { inputBar.addSubview($0) }
        [tableView, inputBar, messageField, sendButton].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        inputBarBottomConstraint = inputBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: inputBar.topAnchor),
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.heightAnchor.constraint(equalToConstant: 52),
            inputBarBottomConstraint,
            messageField.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 12),
            messageField.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
            sendButton.leadingAnchor.constraint(equalTo: messageField.trailingAnchor, constant: 8),
            sendButton.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -12),
            sendButton.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
        ])
        observeKeyboard()
    }

    private func observeKeyboard() {
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                            queue: nil) { [weak self] note in self?.keyboardWillChange(note) })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil,
                                            queue: nil) { [weak self] note in self?.keyboardWillChange(note) })
    }

    func keyboardWillChange(_ notification: Notification) {
        let info = notification.userInfo
        let frame = (info?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect) ?? .zero
        let duration = (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double) ?? 0.25
        let hiding = notification.name == UIResponder.keyboardWillHideNotification
        inputBarBottomConstraint.constant = hiding ? 0 : -(frame.height - view.safeAreaInsets.bottom)
        UIView.animate(withDuration: duration) {
            self.view.layoutIfNeeded()
        }
    }

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }
}

final class ProfileHeaderView: UIView {
    let avatarImageView = UIImageView()
    let nameLabel = UILabel()
    let bioLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        avatarImageView.contentMode = .scaleAspectFill
        avatarImageView.clipsToBounds = true
        avatarImageView.layer.borderWidth = 2
        avatarImageView.layer.borderColor = UIColor.white.cgColor
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        bioLabel.font = .preferredFont(forTextStyle: .subheadline)
        bioLabel.textColor = .secondaryLabel
        for subview in [avatarImageView, nameLabel, bioLabel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            addSubview(subview)
        }
        NSLayoutConstraint.activate([
            avatarImageView.topAnchor.constraint(equalTo: topAnchor, constant: 24),
            avatarImageView.centerXAnchor.constraint(equalTo: centerXAnchor),
            avatarImageView.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.25),
            avatarImageView.heightAnchor.constraint(equalTo: avatarImageView.widthAnchor, multiplier: 1),
            nameLabel.topAnchor.constraint(equalTo: avatarImageView.bottomAnchor, constant: 12),
            nameLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            bioLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
            bioLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            bioLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -24),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        avatarImageView.layer.cornerRadius = avatarImageView.bounds.width / 2
    }
}

@Suite("Snippets: chat, profile header")
struct ScreenSnippetTests {
    @Test("The chat input bar keeps its bottom constraint and follows the keyboard inside UIView.animate")
    func chatKeyboard() {
        let window = UIWindow(device: .iPhone8)
        let controller = ChatViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        // Bar: 667 − 52 = 615. Table: 20 … 615, 595 tall.
        #expect(controller.inputBar.frame == CGRect(x: 0, y: 615, width: 375, height: 52))
        #expect(controller.tableView.frame == CGRect(x: 0, y: 20, width: 375, height: 595))
        // Send: 4 × 7.5 = 30 wide, ceil(18) + 12 = 30 tall: x = 375 − 12 − 30 = 333, y = (52 − 30) / 2 = 11.
        #expect(controller.sendButton.frame == CGRect(x: 333, y: 11, width: 30, height: 30))
        // Field: 12 … 333 − 8 = 325, 313 wide; a 15 pt field is 30 tall.
        #expect(controller.messageField.frame == CGRect(x: 12, y: 11, width: 313, height: 30))

        let keyboard = CGRect(x: 0, y: 407, width: 375, height: 260)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil,
                                        userInfo: [UIResponder.keyboardFrameEndUserInfoKey: keyboard,
                                                   UIResponder.keyboardAnimationDurationUserInfoKey: 0.25])
        // 667 − 260 − 52 = 355; the table shrinks to 355 − 20 = 335.
        #expect(controller.inputBar.frame == CGRect(x: 0, y: 355, width: 375, height: 52))
        #expect(controller.tableView.frame.height == 335)
        NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil, userInfo: nil)
        #expect(controller.inputBar.frame.minY == 615)
        #expect(window.layoutIssues.isEmpty)
    }

    @Test("iOS 15's keyboard layout guide: a composer on the guide's top follows the keyboard")
    func keyboardLayoutGuide() {
        let window = UIWindow(device: .iPhoneX)
        let controller = UIViewController()
        window.rootViewController = controller
        let composer = UIView()
        controller.view.addSubview(composer)
        composer.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(56)
            make.bottom.equalTo(controller.view.keyboardLayoutGuide.snp.top)
        }
        window.layoutIfNeeded()
        // No keyboard: the guide's top is the bottom of the safe area, 812 − 34 = 778.
        #expect(composer.frame == CGRect(x: 0, y: 722, width: 375, height: 56))
        window.showKeyboard(height: 336)
        window.layoutIfNeeded()
        // Keyboard top 812 − 336 = 476: 476 − 56 = 420.
        #expect(composer.frame == CGRect(x: 0, y: 420, width: 375, height: 56))
        #expect(window.layoutIssues.isEmpty)
    }

    @Test("A profile header: avatar a quarter of the width and square, its height from fitting")
    func profileHeader() {
        let header = ProfileHeaderView()
        header.nameLabel.text = "Grace Hopper"
        header.bioLabel.text = "Computer scientist"
        // Compressed height at 320 wide: 24 + 80 + 12 + 27 + 4 + 18 + 24 = 189 (title 2 is 22 pt:
        // ceil(26.4) = 27; subheadline 15 pt: 18).
        let fitted = header.systemLayoutSizeFitting(
            CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 320, height: 189))
        header.frame = CGRect(origin: .zero, size: fitted)
        header.layoutIfNeeded()
        // 320 × 0.25 = 80, centred: (320 − 80) / 2 = 120.
        #expect(header.avatarImageView.frame == CGRect(x: 120, y: 24, width: 80, height: 80))
        // "Grace Hopper": 12 × 11 = 132 wide, at (320 − 132) / 2 = 94, 24 + 80 + 12 = 116 down.
        #expect(header.nameLabel.frame == CGRect(x: 94, y: 116, width: 132, height: 27))
        // 18 × 7.5 = 135 wide at (320 − 135) / 2 = 92.5; 116 + 27 + 4 = 147 down.
        #expect(header.bioLabel.frame == CGRect(x: 92.5, y: 147, width: 135, height: 18))
        #expect(header.layoutIssues.isEmpty)
    }
}
