import Testing
import TestSupport
@testable import OpenAutoLayout

@Suite("Layout margins and the safe area")
struct MarginsAndSafeAreaTests {
    @Test("Margins are 8 by default; the margins guide and margin attributes are inset by them")
    func defaultMargins() {
        let root = screen(width: 300, height: 200)
        root.insetsLayoutMarginsFromSafeArea = false
        let a = autoLayoutView(View(), "a"), b = autoLayoutView(View(), "b")
        root.addSubview(a)
        root.addSubview(b)
        #expect(root.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let guide = root.layoutMarginsGuide
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            a.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            a.topAnchor.constraint(equalTo: guide.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.addConstraints([
            LayoutConstraint(item: b, attribute: .trailing, relatedBy: .equal, toItem: root,
                             attribute: .trailingMargin, multiplier: 1, constant: 0),
            LayoutConstraint(item: b, attribute: .bottom, relatedBy: .equal, toItem: root,
                             attribute: .bottomMargin, multiplier: 1, constant: 0),
            b.widthAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == Rect(x: 8, y: 8, width: 284, height: 10))
        #expect(b.frame == Rect(x: 272, y: 172, width: 20, height: 20))
        #expect(guide.layoutFrame == Rect(x: 8, y: 8, width: 284, height: 184))
    }

    @Test("Directional margins move the guide on the next pass")
    func directionalMargins() {
        let root = screen(width: 300, height: 200)
        let a = autoLayoutView(View(), "a")
        root.addSubview(a)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.origin.x == 8)
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4)
        root.layoutIfNeeded()
        #expect(a.frame.origin.x == 20)
        #expect(root.layoutMargins.right == 4)
    }

    @Test("On an iPhone X the safe area guide starts 44 below the top and ends 34 above the bottom")
    func safeAreaGuide() {
        let window = Window(device: .iPhoneX)
        let content = autoLayoutView(View(), "content")
        window.addSubview(content)
        let guide = window.safeAreaLayoutGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(window.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(content.frame == Rect(x: 0, y: 44, width: 375, height: 734))
        #expect(content.safeAreaInsets == .zero, "the content lies inside the safe area")
    }

    @Test("A full-screen view inherits the window's insets; margins are measured from the safe area")
    func inheritedInsets() {
        let window = Window(device: .iPhoneX)
        let full = autoLayoutView(View(), "full")
        window.addSubview(full)
        pinEdges(of: full, to: window)
        let label = autoLayoutView(View(), "label")
        full.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: full.layoutMarginsGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: full.layoutMarginsGuide.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 10), label.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(full.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(label.frame.origin == Point(x: 8, y: 52))
        full.insetsLayoutMarginsFromSafeArea = false
        window.layoutIfNeeded()
        #expect(label.frame.origin == Point(x: 8, y: 8))
    }

    @Test("additionalSafeAreaInsets and the legacy top and bottom layout guides")
    func viewControllerGuides() {
        let window = Window(device: .iPhoneX)
        let controller = ViewController()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        window.rootViewController = controller
        let box = autoLayoutView(View(), "box")
        controller.view.addSubview(box)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            box.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets == EdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
        #expect(box.frame == Rect(x: 0, y: 54, width: 100, height: 812 - 54 - 34))
    }

    @Test("keyboardLayoutGuide follows the keyboard: its top is the keyboard's top, else the safe area's bottom")
    func keyboardGuide() {
        let window = Window(device: .iPhoneX)
        let bar = autoLayoutView(View(), "bar")
        window.addSubview(bar)
        LayoutConstraint.activate([
            bar.bottomAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(bar.frame.maxY == 812 - 34)
        window.showKeyboard(height: 291)
        window.layoutIfNeeded()
        #expect(bar.frame.maxY == 812 - 291)
        window.hideKeyboard()
        window.layoutIfNeeded()
        #expect(bar.frame.maxY == 778)
    }
}
