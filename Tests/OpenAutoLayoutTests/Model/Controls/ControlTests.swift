import Testing
import TestSupport
@testable import OpenAutoLayout
import TestSupport

/// Sizes from UIKit's documented rules and the default measurer's rule (a character is
/// `0.5 × fontSize` wide, a line `ceil(1.2 × fontSize)` tall).
@Suite("Switches, buttons and custom stack spacing")
struct ControlTests {
    @Test("A switch is 51 × 31 with hugging and compression resistance of 750")
    func switchSize() {
        let root = screen(width: 200, height: 200)
        let toggle = autoLayoutView(Switch(), "switch")
        root.addSubview(toggle)
        LayoutConstraint.activate([
            toggle.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            toggle.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        #expect(approx(toggle.frame, Rect(x: 20, y: 10, width: 51, height: 31)))
        for axis in LayoutConstraint.Axis.allCases {
            #expect(toggle.contentHuggingPriority(for: axis) == .defaultHigh)
            #expect(toggle.contentCompressionResistancePriority(for: axis) == .defaultHigh)
        }
    }

    @Test("A switch made with init(frame:) takes its fixed size, as UIKit's does")
    func switchFrame() {
        #expect(Switch(frame: Rect(x: 5, y: 6, width: 100, height: 100)).frame == Rect(x: 5, y: 6, width: 51, height: 31))
    }

    @Test("setTitle(_:for:) sets the title the button is measured with, plus its content insets")
    func buttonTitle() {
        let button = Button(type: .system)
        button.setTitle("Continue", for: .normal)
        // 8 characters × 7.5 = 60 wide; ceil(18) + 2 × 6 = 30 tall.
        #expect(button.intrinsicContentSize == Size(width: 60, height: 30))
        button.contentEdgeInsets = EdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(button.intrinsicContentSize == Size(width: 80, height: 38))
        #expect(button.buttonType == .system)
    }

    @Test("A state without a title of its own shows the normal title")
    func titleFallback() {
        let button = Button(type: .custom)
        button.setTitle("Go", for: .normal)
        button.setTitle("Going", for: .selected)
        #expect(button.title(for: .highlighted) == "Go")
        button.isSelected = true
        #expect(button.currentTitle == "Going")
        // 5 × 7.5 = 37.5 → 38 wide.
        #expect(button.intrinsicContentSize.width == 38)
    }

    @Test("The title label's font sizes the button")
    func titleFont() {
        let button = Button(type: .system)
        button.setTitle("OK", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 20, weight: .semibold)
        // 2 × 10 = 20 wide; ceil(24) + 12 = 36 tall.
        #expect(button.intrinsicContentSize == Size(width: 20, height: 36))
    }

    @Test("setCustomSpacing(_:after:) replaces the spacing after one arranged view")
    func customSpacing() {
        let root = screen(width: 100, height: 300)
        let stack = autoLayoutView(StackView(), "stack")
        stack.axis = .vertical
        stack.spacing = 8
        let views = (0..<3).map { _ in View() }
        for view in views {
            stack.addArrangedSubview(view)
            view.heightAnchor.constraint(equalToConstant: 10).isActive = true
        }
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        #expect(stack.customSpacing(after: views[0]) == StackView.spacingUseDefault)
        stack.setCustomSpacing(20, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 20)
        root.layoutIfNeeded()
        // 0…10, then 20 → 30…40, then 8 → 48…58.
        #expect(views.map(\.frame.origin.y) == [0, 30, 48])
        #expect(approx(stack.frame.size.height, 58))
        stack.setCustomSpacing(StackView.spacingUseDefault, after: views[0])
        root.layoutIfNeeded()
        #expect(views.map(\.frame.origin.y) == [0, 18, 36])
    }

    @Test("Views, guides and controllers are equal only to themselves")
    func identityEquality() {
        let a = View(frame: .zero), b = View(frame: .zero)
        #expect(a == a)
        #expect(a != b)
        #expect(Set([a, b, a]).count == 2)
        #expect([a, b].firstIndex(of: b) == 1)
        let first = ViewController(), second = ViewController()
        #expect(first != second)
        #expect(first == first)
    }

    @Test("UIImageView.init(image:) is designated: a subclass can override it")
    func imageViewSubclass() {
        final class Avatar: ImageView {
            var madeWithImage = false
            override init(image: Image?) {
                super.init(image: image)
                madeWithImage = true
            }
            override init(frame: Rect) { super.init(frame: frame) }
            required init?(coder: Coder) { nil }
        }
        let avatar = Avatar(image: Image(size: Size(width: 40, height: 30)))
        #expect(avatar.madeWithImage)
        #expect(avatar.frame == Rect(x: 0, y: 0, width: 40, height: 30))
        #expect(avatar.intrinsicContentSize == Size(width: 40, height: 30))
    }
}
