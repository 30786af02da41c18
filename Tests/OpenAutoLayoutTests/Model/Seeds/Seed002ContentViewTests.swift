import Testing
import TestSupport
@testable import OpenAutoLayout

/// Seed 002: the content-view recipe (edges to the scroll view, equal width and height), how
/// multiplier and constant enlarge it, text fields traced edge to edge, the keyboard recipe,
/// and the 64-point shift under a navigation bar.
@Suite("Seed 002: content view, text fields, keyboard and the 64-point shift")
struct Seed002ContentViewTests {
    /// A scroll view 20 points inside a 375×667 root: frame (20, 20, 335, 627).
    static func scene() -> (root: View, scrollView: ScrollView) {
        let root = screen()
        let scrollView = autoLayoutView(ScrollView(), "scroll")
        root.addSubview(scrollView)
        pinEdges(of: scrollView, to: root, insets: EdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
        return (root, scrollView)
    }

    static func contentView(in scrollView: ScrollView) -> (View, width: LayoutConstraint, height: LayoutConstraint) {
        let contentView = autoLayoutView(View(), "contentView")
        scrollView.addSubview(contentView)
        pinEdges(of: contentView, to: scrollView)
        let width = contentView.widthAnchor.constraint(equalTo: scrollView.widthAnchor)
        let height = contentView.heightAnchor.constraint(equalTo: scrollView.heightAnchor)
        LayoutConstraint.activate([width, height])
        return (contentView, width, height)
    }

    @Test("Edges to the scroll view plus equal width and height: the content size is the frame size")
    func equalSizes() {
        let (root, scrollView) = Self.scene()
        let (contentView, _, _) = Self.contentView(in: scrollView)
        root.layoutIfNeeded()
        #expect(approx(scrollView.frame, Rect(x: 20, y: 20, width: 335, height: 627)))
        #expect(approx(scrollView.contentSize, Size(width: 335, height: 627)))
        #expect(approx(contentView.frame, Rect(x: 0, y: 0, width: 335, height: 627)))
        #expect(root.layoutIssues.isEmpty)
    }

    @Test("A height constraint with multiplier 2 doubles the content height")
    func multiplierTwo() {
        let (root, scrollView) = Self.scene()
        let (contentView, _, height) = Self.contentView(in: scrollView)
        height.isActive = false
        contentView.heightAnchor.constraint(equalTo: scrollView.heightAnchor, multiplier: 2).isActive = true
        root.layoutIfNeeded()
        #expect(approx(scrollView.contentSize, Size(width: 335, height: 1254)))
    }

    @Test("A constant of one frame height (627) doubles it as well")
    func constantOfFrameHeight() {
        let (root, scrollView) = Self.scene()
        let (_, _, height) = Self.contentView(in: scrollView)
        root.layoutIfNeeded()
        height.constant = 627
        root.layoutIfNeeded()
        #expect(approx(scrollView.contentSize, Size(width: 335, height: 1254)))
    }

    /// Text field 1: centred (on the frame), 131 from the trailing edge, 163 from the top, 100 wide,
    /// 30 tall (intrinsic: a 15-point line of 18 plus 12 of padding); text field 2 below it.
    static func textFields(in scrollView: ScrollView, bottomToContent: Bool) -> (TextField, TextField) {
        let field1 = autoLayoutView(TextField(placeholder: "name"), "field1")
        let field2 = autoLayoutView(TextField(placeholder: "password"), "field2")
        scrollView.addSubview(field1)
        scrollView.addSubview(field2)
        LayoutConstraint.activate([
            field1.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
            scrollView.trailingAnchor.constraint(equalTo: field1.trailingAnchor, constant: 131),
            field1.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 163),
            field1.widthAnchor.constraint(equalToConstant: 100),
            field2.topAnchor.constraint(equalTo: field1.bottomAnchor, constant: 20),
            field2.leadingAnchor.constraint(equalTo: field1.leadingAnchor),
            field2.widthAnchor.constraint(equalToConstant: 100),
        ])
        if bottomToContent {
            scrollView.bottomAnchor.constraint(equalTo: field2.bottomAnchor, constant: 20).isActive = true
        }
        return (field1, field2)
    }

    @Test("Two text fields traced from edge to edge define the content size")
    func textFieldsDefineContent() {
        let (root, scrollView) = Self.scene()
        let (field1, field2) = Self.textFields(in: scrollView, bottomToContent: true)
        root.layoutIfNeeded()
        // Centre on the frame: 335 / 2 = 167.5, so field 1 spans 117.5…217.5; width = 217.5 + 131.
        // Height: 163 + 30 + 20 + 30 + 20 = 263.
        #expect(approx(field1.frame, Rect(x: 117.5, y: 163, width: 100, height: 30)))
        #expect(approx(field2.frame, Rect(x: 117.5, y: 213, width: 100, height: 30)))
        #expect(approx(scrollView.contentSize, Size(width: 348.5, height: 263)))
        #expect(root.layoutIssues.isEmpty)
    }

    @Test("Without a line of constraints to the bottom edge the content height is ambiguous")
    func missingBottom() {
        let (root, scrollView) = Self.scene()
        _ = Self.textFields(in: scrollView, bottomToContent: false)
        root.layoutIfNeeded()
        #expect(root.contentAmbiguity(of: scrollView) == [.vertical])
    }

    @Test("A 291-point keyboard: the bottom inset grows by 291 and the field near the bottom scrolls into view")
    func keyboardRecipe() {
        let window = Window(device: .iPhone8)
        let controller = ViewController()
        window.rootViewController = controller
        let scrollView = autoLayoutView(ScrollView(), "scroll")
        controller.view.addSubview(scrollView)
        pinEdges(of: scrollView, to: controller.view)
        let contentView = autoLayoutView(View(), "contentView")
        scrollView.addSubview(contentView)
        pinEdges(of: contentView, to: scrollView)
        contentView.widthAnchor.constraint(equalTo: scrollView.widthAnchor).isActive = true
        contentView.heightAnchor.constraint(equalTo: scrollView.heightAnchor).isActive = true
        let field = autoLayoutView(TextField(placeholder: "comment"), "field")
        contentView.addSubview(field)
        LayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 600),
            field.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            field.widthAnchor.constraint(equalToConstant: 200),
        ])
        window.layoutIfNeeded()
        #expect(approx(scrollView.contentSize, Size(width: 375, height: 667)))
        #expect(scrollView.contentOffset == .zero)

        window.showKeyboard(height: 291)
        window.layoutIfNeeded()
        scrollView.adjustForKeyboard(frame: window.keyboardFrame, revealing: field)
        // Keyboard top 667 − 291 = 376; the field spans 600…630 in the content, so the minimal
        // scroll that shows its bottom above the keyboard is 630 − 376 = 254 (max offset 667 + 291 − 667).
        #expect(scrollView.contentInset.bottom == 291)
        #expect(scrollView.verticalScrollIndicatorInsets.bottom == 291)
        #expect(approx(scrollView.contentOffset, Point(x: 0, y: 254)))
        window.layoutIfNeeded()
        #expect(approx(field.convert(field.bounds, to: nil).maxY, 376))

        window.hideKeyboard()
        scrollView.adjustForKeyboard(frame: nil)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.verticalScrollIndicatorInsets == .zero)
    }

    /// A navigation child whose first subview is a scroll view with a tall content view.
    static func navigationScene(configure: (ViewController, ScrollView) -> Void) -> (Window, ScrollView, View) {
        let window = Window(device: .iPhone8)
        let controller = ViewController()
        controller.hasNavigationBar = true
        let scrollView = autoLayoutView(ScrollView(), "scroll")
        controller.view.addSubview(scrollView)
        pinEdges(of: scrollView, to: controller.view)
        let contentView = autoLayoutView(View(), "contentView")
        scrollView.addSubview(contentView)
        pinEdges(of: contentView, to: scrollView)
        contentView.widthAnchor.constraint(equalTo: scrollView.widthAnchor).isActive = true
        contentView.heightAnchor.constraint(equalToConstant: 1000).isActive = true
        configure(controller, scrollView)
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (window, scrollView, contentView)
    }

    @Test("Under a navigation bar the content starts 64 points down (20 status + 44 bar), at offset −64")
    func legacyShift() {
        let (window, scrollView, contentView) = Self.navigationScene { _, _ in }
        #expect(window.safeAreaInsets.top == 20)
        #expect(scrollView.frame.origin.y == 0)
        #expect(scrollView.safeAreaInsets.top == 64)
        #expect(scrollView.adjustedContentInset.top == 64)
        #expect(scrollView.contentOffset == Point(x: 0, y: -64))
        #expect(contentView.frame.origin.y == 0)
        #expect(contentView.convert(Point.zero, to: nil).y == 64)
    }

    @Test("With contentInsetAdjustmentBehavior = .never there is no shift")
    func neverAdjust() {
        let (window, scrollView, contentView) = Self.navigationScene { _, scrollView in
            scrollView.contentInsetAdjustmentBehavior = .never
        }
        #expect(window.subviews.count == 1)
        #expect(scrollView.adjustedContentInset == .zero)
        #expect(scrollView.contentOffset == .zero)
        #expect(contentView.convert(Point.zero, to: nil).y == 0)
    }

    @Test("With automaticallyAdjustsScrollViewInsets = false there is no shift either")
    func legacyFlagOff() {
        let (window, scrollView, contentView) = Self.navigationScene { controller, _ in
            controller.automaticallyAdjustsScrollViewInsets = false
        }
        #expect(window.subviews.count == 1)
        #expect(scrollView.contentOffset == .zero)
        #expect(contentView.convert(Point.zero, to: nil).y == 0)
    }

    @Test("A scroll view that is not the view controller's first subview gets no navigation-bar adjustment")
    func notFirstSubview() {
        let window = Window(device: .iPhone8)
        let controller = ViewController()
        controller.hasNavigationBar = true
        controller.view.addSubview(View(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        let scrollView = autoLayoutView(ScrollView(), "scroll")
        controller.view.addSubview(scrollView)
        pinEdges(of: scrollView, to: controller.view)
        // Content that fits the frame: `.automatic` adjusts only because of the navigation rule.
        scrollView.contentSize = Size(width: 375, height: 300)
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(scrollView.safeAreaInsets.top == 64)
        #expect(scrollView.adjustedContentInset == .zero)
        #expect(scrollView.contentOffset == .zero)
    }
}
