import Testing
import TestSupport
import OpenAutoLayout
import LayoutRendering

/// Which views stay put while their scroll view's content moves, found from the constraints.
@Suite("Render annotations: floating views")
struct FloatingViewsTests {
    /// Seed 000's scroll view and image, plus a badge inside the scroll view whose position
    /// `pin` sets (its size is fixed: 60 × 20).
    static func scene(pin: (View, ScrollView, View) -> [LayoutConstraint]) -> (root: View, badge: View, image: View) {
        let fixture = RenderFixtures.seed000()
        let badge = autoLayoutView(View(), "badge")
        fixture.scrollView.addSubview(badge)
        LayoutConstraint.activate([
            badge.widthAnchor.constraint(equalToConstant: 60), badge.heightAnchor.constraint(equalToConstant: 20),
        ] + pin(badge, fixture.scrollView, fixture.root))
        fixture.root.layoutIfNeeded()
        return (fixture.root, badge, fixture.imageView)
    }

    @Test("Pinned to the screen (outside the scroll view): floating")
    func pinnedOutside() {
        let scene = Self.scene { badge, scroll, root in
            [badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
             badge.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 10)]
        }
        #expect(RenderAnnotations.floatingViews(in: scene.root).map { $0 === scene.badge } == [true])
    }

    @Test("Pinned to the frame layout guide: floating")
    func pinnedToFrameGuide() {
        let scene = Self.scene { badge, scroll, _ in
            [badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
             badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -10)]
        }
        #expect(RenderAnnotations.floatingViews(in: scene.root).map { $0 === scene.badge } == [true])
    }

    @Test("Pinned to the content (edges, content guide, centers of the scroll view): not floating")
    func pinnedToContent() {
        let scene = Self.scene { badge, scroll, _ in
            [badge.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 10),
             badge.centerXAnchor.constraint(equalTo: scroll.centerXAnchor)]
        }
        #expect(RenderAnnotations.floatingViews(in: scene.root).isEmpty)
    }

    @Test("Only a size related to the outside (height 10 % of the screen's, optional): not floating")
    func sizeOnly() {
        let scene = Self.scene { badge, scroll, root in
            [badge.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 5),
             badge.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 5),
             badge.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.1).withPriority(.defaultLow)]
        }
        #expect(RenderAnnotations.floatingViews(in: scene.root).isEmpty)
    }

    @Test("The seeds' container, pinned to the screen's leading and trailing edges to fix the content width, does not float: the content is as wide as the viewport, so nothing scrolls sideways")
    func containerPinnedAcross() {
        let root = screen()
        let scrollView = autoLayoutView(ScrollView(), "scroll")
        root.addSubview(scrollView)
        let container = autoLayoutView(View(), "container")
        scrollView.addSubview(container)
        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            container.topAnchor.constraint(equalTo: scrollView.topAnchor),
            container.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            container.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            container.heightAnchor.constraint(equalToConstant: 980),
        ])
        root.layoutIfNeeded()
        // Content 375 × 980 in a 375 × 667 viewport: it scrolls vertically only.
        #expect(scrollView.contentSize == Size(width: 375, height: 980))
        #expect(RenderAnnotations.floatingViews(in: root).isEmpty)
    }

    @Test("Scrolled by 0, 100 and laid out again, a floating view keeps its place on screen")
    func scrolledAndLaidOutAgain() throws {
        let scene = Self.scene { badge, scroll, root in
            [badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
             badge.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 10)]
        }
        let scrollView = try #require(scene.badge.superview as? ScrollView)
        scrollView.contentOffset = Point(x: 0, y: 100)
        scene.root.layoutIfNeeded()
        var annotations = RenderAnnotations()
        annotations.markFloatingViews(in: scene.root)
        let document = try #require(SVGDocument(SVGRenderer().render(scene.root, annotations: annotations)))
        let badge = try #require(document.elements(kind: "view").first { $0["data-name"] == "badge" })
        #expect(badge.classes.contains("is-floating"))
        let badgeFrame = try #require(document.children(of: badge).first)
        // 60 below the screen's top whatever the offset; its leading edge scrolls with the
        // content but the offset is only vertical: x = 10.
        #expect(badgeFrame.number("x") == 10 && badgeFrame.number("y") == 60)
        let image = try #require(document.elements(kind: "view").first { $0["data-name"] == "image" })
        let imageFrame = try #require(document.children(of: image).first)
        // The image moves up with the content: 50 + 100 - 100 = 50.
        #expect(imageFrame.number("y") == 50)
        #expect(document.elements(kind: "floating").count == 1)
    }
}

extension LayoutConstraint {
    fileprivate func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }
}
