import OpenUIKit
import Testing

// A login form in a stack view with margins, and a card that uses its margins and readable
// content guides. Expected frames from UIKit's rules: an iPhone 8 window is 375 × 667 with a
// 20-point status bar; a view controller's root view has side margins of 16 on a 375-point
// iPhone and none at the top and bottom (beyond the safe area); the readable content guide is at
// most 672 wide, centred within the margins.

final class LoginViewController: UIViewController, UITextFieldDelegate {
    let emailField = UITextField()
    let passwordField = UITextField()
    let loginButton = UIButton(type: .system)
    lazy var formStack = UIStackView(arrangedSubviews: [emailField, passwordField, loginButton])

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        emailField.keyboardType = .emailAddress
        emailField.textContentType = .username
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        emailField.returnKeyType = .next
        emailField.clearButtonMode = .whileEditing
        emailField.delegate = self
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password
        passwordField.borderStyle = .roundedRect
        passwordField.returnKeyType = .go
        passwordField.delegate = self
        loginButton.setTitle("Log In", for: .normal)
        loginButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        configureStack()
    }

    private func configureStack() {
        formStack.axis = .vertical
        formStack.spacing = 12
        formStack.alignment = .fill
        formStack.distribution = .fill
        formStack.isLayoutMarginsRelativeArrangement = true
        formStack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 24, bottom: 20, trailing: 24)
        formStack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(formStack)
        NSLayoutConstraint.activate([
            formStack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            formStack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            formStack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            emailField.heightAnchor.constraint(equalToConstant: 44),
            passwordField.heightAnchor.constraint(equalTo: emailField.heightAnchor),
        ])
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }
}

final class ArticleCardView: UIView {
    let titleLabel = UILabel()
    let bodyLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        layer.cornerRadius = 12
        layer.shadowOpacity = 0.1
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.numberOfLines = 0
        for label in [titleLabel, bodyLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
        }
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
            bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            bodyLabel.leadingAnchor.constraint(equalTo: readableContentGuide.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: readableContentGuide.trailingAnchor),
            bodyLabel.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@Suite("Snippets: forms and cards")
struct FormSnippetTests {
    @Test("A login form in a stack view with directional margins is centred in the safe area")
    func loginForm() {
        let window = UIWindow(device: .iPhone8)
        let controller = LoginViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        // Button: "Log In" bold 17 pt, 21 tall plus 6 above and below = 33.
        // Stack: 20 + 44 + 12 + 44 + 12 + 33 + 20 = 185 tall; the safe area's centre is
        // 20 + 647 / 2 = 343.5, so the stack starts at 343.5 − 92.5 = 251.
        #expect(controller.formStack.frame == CGRect(x: 0, y: 251, width: 375, height: 185))
        // Arranged inside the margins: 24 from each side, 375 − 48 = 327 wide.
        #expect(controller.emailField.frame == CGRect(x: 24, y: 20, width: 327, height: 44))
        #expect(controller.passwordField.frame == CGRect(x: 24, y: 76, width: 327, height: 44))
        #expect(controller.loginButton.frame == CGRect(x: 24, y: 132, width: 327, height: 33))
        #expect(controller.textFieldShouldReturn(controller.emailField))
        #expect(controller.emailField.delegate === controller)
        #expect(window.layoutIssues.isEmpty)
    }

    @Test("A card's body follows the readable content guide: the margins on a phone")
    func cardOnPhone() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        let card = ArticleCardView()
        card.titleLabel.text = "Release notes"
        // 50 characters at 17 pt: 425 wide on one line; the readable width is 343 (375 − 32),
        // so floor(343 / 8.5) = 40 characters a line: 2 lines, 42 tall.
        card.bodyLabel.text = String(repeating: "abcde", count: 10)
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        // Title: 13 × 8.5 = 110.5 → 111 wide, 21 tall, at the margins (16, 16).
        #expect(card.titleLabel.frame == CGRect(x: 16, y: 16, width: 111, height: 21))
        // Body: 16 + 21 + 8 = 45 down; 343 wide (40 × 8.5 = 340 of text).
        #expect(card.bodyLabel.frame == CGRect(x: 16, y: 45, width: 343, height: 42))
        // Card: 16 + 21 + 8 + 42 + 16 = 103 tall.
        #expect(card.frame == CGRect(x: 0, y: 20, width: 375, height: 103))
        #expect(card.readableContentGuide.layoutFrame == CGRect(x: 16, y: 16, width: 343, height: 71))
    }

    @Test("A stack with the system spacing and a custom spacing after its header")
    func systemSpacing() {
        let header = UILabel()
        header.text = "Account"
        let name = UITextField()
        name.placeholder = "Name"
        let city = UITextField()
        city.placeholder = "City"
        let stack = UIStackView(arrangedSubviews: [header, name, city])
        stack.axis = .vertical
        stack.spacing = UIStackView.spacingUseSystem
        stack.setCustomSpacing(16, after: header)
        stack.translatesAutoresizingMaskIntoConstraints = false
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        // Header 21 tall, 16 custom, field 30, system spacing 8, field 30: 21 + 16 + 30 + 8 + 30 = 105.
        #expect(name.frame.minY == 37)
        #expect(city.frame.minY == 75)
        #expect(stack.frame.height == 105)
    }

    @Test("On a wide view the readable content guide is 672 wide, centred within the margins")
    func cardOnPad() {
        let card = ArticleCardView(frame: CGRect(x: 0, y: 0, width: 1024, height: 300))
        card.titleLabel.text = "Release notes"
        card.bodyLabel.text = "Short"
        card.layoutIfNeeded()
        // Margins guide: 16 … 1008 (992 wide); readable: 672 wide at 16 + (992 − 672) / 2 = 176.
        #expect(card.readableContentGuide.layoutFrame.minX == 176)
        #expect(card.readableContentGuide.layoutFrame.width == 672)
        #expect(card.bodyLabel.frame.minX == 176)
        #expect(card.bodyLabel.frame.width == 672)
    }
}
