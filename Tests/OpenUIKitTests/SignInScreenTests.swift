import OpenUIKit
import Testing

// A sign-in form written with SnapKit as teams write it: a Dynamic Type title, padded text
// fields, a rounded button that grows at accessibility sizes, a tap to dismiss the keyboard and
// a keyboard observer. iPhone 8 window: 375 × 667, safe area from y = 20.

final class SignInViewController: UIViewController {
    let titleLabel = UILabel()
    let emailField = UITextField()
    let passwordField = UITextField()
    let continueButton = UIButton(type: .system)
    private(set) var keyboardHeight: CGFloat = 0
    private(set) var traitChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Sign in"
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.accessibilityTraits = .header
        for (field, placeholder) in [(emailField, "Email"), (passwordField, "Password")] {
            field.placeholder = placeholder
            field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 44))
            field.leftViewMode = .always
            field.layer.cornerRadius = 8
            field.layer.borderWidth = 1
            field.layer.borderColor = UIColor.separator.cgColor
        }
        passwordField.isSecureTextEntry = true
        continueButton.setTitle("Continue", for: .normal)
        continueButton.layer.cornerRadius = 12
        continueButton.layer.maskedCorners = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        [titleLabel, emailField, passwordField, continueButton].forEach(view.addSubview)
        makeConstraints()
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.view.endEditing(true) })
        // Darwin's Foundation marks this @discardableResult; swift-corelibs-foundation does not (docs/openuikit.md).
        _ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                                   queue: nil) { [weak self] note in
            guard let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            else { return }
            self?.keyboardHeight = frame.height
        }
    }

    private func makeConstraints() {
        titleLabel.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(24)
            make.leading.equalToSuperview().offset(24)
        }
        emailField.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(16)
            make.leading.trailing.equalToSuperview().inset(24)
            make.height.equalTo(44)
        }
        passwordField.snp.makeConstraints { make in
            make.top.equalTo(emailField.snp.bottom).offset(12)
            make.leading.trailing.height.equalTo(emailField)
        }
        continueButton.snp.makeConstraints { make in
            make.top.equalTo(passwordField.snp.bottom).offset(24)
            make.leading.trailing.equalTo(emailField)
            make.height.equalTo(50)
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitChanges += 1
        let large = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        continueButton.snp.updateConstraints { make in make.height.equalTo(large ? 64 : 50) }
    }
}

@Suite("A SnapKit sign-in form")
struct SignInScreenTests {
    private func hosted() -> (UIWindow, SignInViewController) {
        let window = UIWindow(device: .iPhone8)
        let screen = SignInViewController()
        window.rootViewController = screen
        window.layoutIfNeeded()
        return (window, screen)
    }

    @Test("Lays out at the default text size")
    func defaultFrames() {
        let (window, screen) = hosted()
        // Title 1 is 28 pt: "Sign in" 7 × 14 = 98 wide, ceil(33.6) = 34 tall, at (24, 20 + 24).
        #expect(screen.titleLabel.frame == CGRect(x: 24, y: 44, width: 98, height: 34))
        // Fields 24 in from both sides (375 − 48 = 327 wide), 44 + 34 + 16 = 94, then 94 + 44 + 12.
        #expect(screen.emailField.frame == CGRect(x: 24, y: 94, width: 327, height: 44))
        #expect(screen.passwordField.frame == CGRect(x: 24, y: 150, width: 327, height: 44))
        // Button 24 below: 150 + 44 + 24 = 218, 50 tall.
        #expect(screen.continueButton.frame == CGRect(x: 24, y: 218, width: 327, height: 50))
        #expect(window.layoutIssues.isEmpty)
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        #expect(screen.traitCollection.verticalSizeClass == .regular)
    }

    @Test("At an accessibility text size the title grows and the button is taller")
    func accessibilitySize() {
        let (window, screen) = hosted()
        window.windowTraits = UITraitCollection(traitsFrom: [
            window.traitCollection, UITraitCollection(preferredContentSizeCategory: .accessibilityLarge),
        ])
        window.layoutIfNeeded()
        // Title 1 at AX2 is 43 pt: 7 × 21.5 = 150.5, rounded up to 151 wide; ceil(51.6) = 52 tall.
        #expect(screen.titleLabel.frame == CGRect(x: 24, y: 44, width: 151, height: 52))
        // Everything below moves down 18: 112, 168; the button 168 + 44 + 24 = 236 and 64 tall.
        #expect(screen.emailField.frame.minY == 112)
        #expect(screen.passwordField.frame.minY == 168)
        #expect(screen.continueButton.frame == CGRect(x: 24, y: 236, width: 327, height: 64))
        #expect(screen.traitChanges == 1)
    }

    @Test("Stored appearance reads back and the layer's geometry is the view's")
    func appearance() {
        let (_, screen) = hosted()
        #expect(screen.emailField.leftViewMode == .always)
        #expect(screen.emailField.leftView?.frame.width == 12)
        #expect(screen.passwordField.isSecureTextEntry)
        #expect(screen.continueButton.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(screen.emailField.layer.borderColor == UIColor.separator.cgColor)
        #expect(screen.continueButton.layer.frame == screen.continueButton.frame)
        #expect(screen.continueButton.layer.position == CGPoint(x: 187.5, y: 243))
        #expect(screen.titleLabel.accessibilityTraits == .header)
    }

    @Test("The tap recognizer and the keyboard observer run when a test drives them")
    func gestureAndKeyboard() throws {
        let (_, screen) = hosted()
        let tap = try #require(screen.view.gestureRecognizers?.first as? UITapGestureRecognizer)
        #expect(tap.view === screen.view)
        #expect(tap.numberOfTapsRequired == 1)
        tap.sendActions()
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: [
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(x: 0, y: 451, width: 375, height: 216)),
        ])
        #expect(screen.keyboardHeight == 216)
        screen.view.removeGestureRecognizer(tap)
        #expect(tap.view == nil)
        #expect(screen.view.gestureRecognizers?.isEmpty == true)
    }
}

@Suite("Controls, alerts and gestures in closure form")
struct ClosureFormTests {
    @Test("addAction's actions run on sendActions(for:) for their events only")
    func controlActions() {
        var log: [String] = []
        let button = UIButton(type: .system)
        button.addAction(UIAction { _ in log.append("tap") }, for: .touchUpInside)
        let toggle = UIAction { _ in log.append("changed") }
        button.addAction(toggle, for: .valueChanged)
        button.sendActions(for: .touchUpInside)
        button.removeAction(toggle, for: .valueChanged)
        button.sendActions(for: .valueChanged)
        #expect(log == ["tap"])
    }

    @Test("A recognizer runs its closure only while attached and enabled")
    func recognizers() {
        var swipes = 0
        let swipe = UISwipeGestureRecognizer { _ in swipes += 1 }
        swipe.direction = .left
        swipe.sendActions()
        let card = UIView()
        card.addGestureRecognizer(swipe)
        swipe.sendActions()
        swipe.isEnabled = false
        swipe.sendActions()
        #expect(swipes == 1)
        let pan = UIPanGestureRecognizer()
        pan.setTranslation(CGPoint(x: 30, y: 0), in: card)
        #expect(pan.translation(in: card) == CGPoint(x: 30, y: 0))
    }

    @Test("An alert is a view controller that keeps its actions and text fields")
    func alert() {
        var deleted = false
        let alert = UIAlertController(title: "Delete draft?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in deleted = true })
        alert.addTextField { field in field.placeholder = "Reason" }
        let presenter = UIViewController()
        presenter.present(alert, animated: true)
        alert.actions.last?.handler?(alert.actions[1])
        #expect((alert as UIViewController).title == "Delete draft?")
        #expect(alert.actions.map(\.style) == [.cancel, .destructive])
        #expect(alert.textFields?.first?.placeholder == "Reason")
        #expect(deleted)
    }
}
