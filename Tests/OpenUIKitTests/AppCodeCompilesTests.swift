import OpenUIKit
import Testing

// App code as iOS teams write it: their own classes called `View` and `Label`, UIKit's
// initializer shapes, CGRect/CGSize overrides and CGFloat arithmetic. That this file compiles
// is half of each test; the other half checks the values by hand.

/// An app's own base view, named as apps name it.
class View: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// An app's own label class.
final class Label: UILabel {
    init(text: String) {
        super.init(frame: .zero)
        self.text = text
        numberOfLines = 0
        font = .systemFont(ofSize: 20, weight: .medium)
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// A badge with a fixed intrinsic size, overriding with UIKit's geometry names.
final class Badge: View {
    override var intrinsicContentSize: CGSize { CGSize(width: 24, height: 16) }
}

final class ProfileViewController: UIViewController {
    let padding: CGFloat = 16

    init() { super.init(nibName: nil, bundle: nil) }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let name = Label(text: "Ada Lovelace")
        let badge = Badge()
        view.addSubview(name)
        view.addSubview(badge)
        name.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(padding)
            make.leading.equalToSuperview().inset(padding)
        }
        badge.snp.makeConstraints { make in
            make.centerY.equalTo(name)
            make.leading.equalTo(name.snp.trailing).offset(padding / 2)
        }
    }
}

@Suite("UIKit-named app code compiles and lays out as in UIKit")
struct AppCodeCompilesTests {
    @Test("A controller subclass with UIKit's initializers lays out with CGFloat offsets")
    func profileScreen() throws {
        let window = UIWindow(device: .iPhone8)
        let controller = ProfileViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        let name = try #require(controller.view.subviews.first as? Label)
        let badge = try #require(controller.view.subviews.last as? Badge)
        // 12 characters × 10 (half of 20 pt) = 120 wide, ceil(24) = 24 tall; top = 20 (status bar) + 16.
        #expect(name.frame == CGRect(x: 16, y: 36, width: 120, height: 24))
        // 16 + 120 + 8 = 144; centred on the name: 36 + (24 − 16) / 2 = 40.
        #expect(badge.frame == CGRect(x: 144, y: 40, width: 24, height: 16))
        #expect(window.layoutIssues.isEmpty)
    }

    @Test("Frames read as CGFloat through the implicit Double conversion")
    func cgFloatArithmetic() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let half: CGFloat = view.frame.width / 2
        let inset = UIEdgeInsets(top: half / 10, left: 0, bottom: 0, right: 0)
        #expect(half == 150)
        #expect(inset.top == 15)
        #expect(CGRect(x: 1, y: 2, width: 10, height: 20).insetBy(dx: 1, dy: 2) == CGRect(x: 2, y: 4, width: 8, height: 16))
    }

    @Test("SnapKit's inset accepts CGFloat and UIEdgeInsets")
    func insets() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        root.addSubview(child)
        let inset: CGFloat = 12
        child.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(inset)
        }
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 12, y: 12, width: 176, height: 76))
        child.snp.remakeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 2, y: 1, width: 194, height: 96))
    }

    @Test("UIView.animate runs its block at once and completes as finished")
    func animate() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        root.addSubview(child)
        var width: Constraint?
        child.snp.makeConstraints { make in
            make.top.leading.height.equalToSuperview()
            width = make.width.equalTo(50).constraint
        }
        root.layoutIfNeeded()
        var finished = false
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: {
            width?.update(offset: 80)
            root.layoutIfNeeded()
        }, completion: { finished = $0 })
        #expect(finished)
        #expect(child.frame.width == 80)
    }

    @Test("sizeToFit gives a label its measured size")
    func sizeToFit() {
        let label = UILabel()
        label.text = "Hello"
        label.sizeToFit()
        // 5 × 8.5 = 42.5 → 43 wide, ceil(20.4) = 21 tall.
        #expect(label.frame.size == CGSize(width: 43, height: 21))
    }
}
