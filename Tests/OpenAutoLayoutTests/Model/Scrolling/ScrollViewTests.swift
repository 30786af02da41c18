import Testing
import TestSupport
@testable import OpenAutoLayout

@Suite("Scroll view semantics")
struct ScrollViewTests {
    /// A 200×100 scroll view at (10, 10) with a manually sized 1000×500 content.
    static func manual() -> (View, ScrollView) {
        let root = screen(width: 300, height: 300)
        let scrollView = ScrollView(frame: Rect(x: 10, y: 10, width: 200, height: 100))
        scrollView.contentSize = Size(width: 1000, height: 500)
        root.addSubview(scrollView)
        root.layoutIfNeeded()
        return (root, scrollView)
    }

    @Test("contentOffset is bounds.origin, and setContentOffset accepts any offset (pull to refresh)")
    func offsetIsBoundsOrigin() {
        let (root, scrollView) = Self.manual()
        scrollView.setContentOffset(Point(x: 0, y: -80), animated: true)
        #expect(scrollView.bounds.origin == Point(x: 0, y: -80))
        scrollView.bounds.origin = Point(x: 5, y: 6)
        #expect(scrollView.contentOffset == Point(x: 5, y: 6))
        root.layoutIfNeeded()
        #expect(scrollView.frame == Rect(x: 10, y: 10, width: 200, height: 100))
        #expect(scrollView.contentSize == Size(width: 1000, height: 500), "a manual content size is kept")
    }

    @Test("scrollRectToVisible scrolls the minimal distance, aligns the far edge, and clamps")
    func scrollRectToVisible() {
        let (_, scrollView) = Self.manual()
        scrollView.scrollRectToVisible(Rect(x: 50, y: 20, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == .zero, "already visible: nothing happens")
        scrollView.scrollRectToVisible(Rect(x: 300, y: 150, width: 50, height: 20), animated: false)
        #expect(scrollView.contentOffset == Point(x: 150, y: 70))   // 350 − 200, 170 − 100
        scrollView.scrollRectToVisible(Rect(x: 100, y: 10, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == Point(x: 100, y: 10))   // the near edge aligns
        scrollView.scrollRectToVisible(Rect(x: 990, y: 490, width: 40, height: 40), animated: false)
        #expect(scrollView.contentOffset == Point(x: 800, y: 400))  // clamped to content − frame
    }

    @Test("The legal offset range comes from adjustedContentInset and contentSize")
    func offsetRange() {
        let (_, scrollView) = Self.manual()
        scrollView.contentInset = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        let range = scrollView.contentOffsetRange
        #expect(range.min == Point(x: 0, y: -10))
        #expect(range.max == Point(x: 800, y: 420))
    }

    static func safeScene(_ behaviour: ScrollView.ContentInsetAdjustmentBehavior, contentHeight: Double) -> (Window, ScrollView) {
        let window = Window(device: .iPhoneX)
        let scrollView = autoLayoutView(ScrollView(), "scroll")
        scrollView.contentInsetAdjustmentBehavior = behaviour
        window.addSubview(scrollView)
        pinEdges(of: scrollView, to: window)
        scrollView.contentSize = Size(width: 375, height: contentHeight)
        window.layoutIfNeeded()
        return (window, scrollView)
    }

    @Test("Adjustment behaviours: .always adds the safe area, .never nothing, .scrollableAxes only scrollable axes")
    func adjustmentBehaviours() {
        let safe = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let (w1, always) = Self.safeScene(.always, contentHeight: 100)
        #expect(always.adjustedContentInset == safe)
        let (w2, never) = Self.safeScene(.never, contentHeight: 2000)
        #expect(never.adjustedContentInset == .zero)
        let (w3, short) = Self.safeScene(.scrollableAxes, contentHeight: 100)
        #expect(short.adjustedContentInset == .zero)
        let (w4, tall) = Self.safeScene(.scrollableAxes, contentHeight: 2000)
        #expect(tall.adjustedContentInset == safe)
        #expect(tall.contentOffset == Point(x: 0, y: -44), "resting at the top stays at the top")
        let (w5, automatic) = Self.safeScene(.automatic, contentHeight: 2000)
        #expect(automatic.adjustedContentInset == safe)
        #expect([w1, w2, w3, w4, w5].allSatisfy { $0.subviews.count == 1 })
    }

    @Test("Between a scroll view and its content, width and centers mean the frame, edges the content")
    func frameVersusContent() {
        let root = screen(width: 300, height: 300)
        let scrollView = autoLayoutView(ScrollView(), "scroll")
        root.addSubview(scrollView)
        LayoutConstraint.activate([
            scrollView.leftAnchor.constraint(equalTo: root.leftAnchor),
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.widthAnchor.constraint(equalToConstant: 200),
            scrollView.heightAnchor.constraint(equalToConstant: 100),
        ])
        let content = autoLayoutView(View(), "content")
        scrollView.addSubview(content)
        pinEdges(of: content, to: scrollView)
        LayoutConstraint.activate([
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor, multiplier: 3),
            content.heightAnchor.constraint(equalTo: scrollView.heightAnchor),
        ])
        let badge = autoLayoutView(View(), "badge")
        scrollView.addSubview(badge)
        LayoutConstraint.activate([
            badge.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: scrollView.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == Size(width: 600, height: 100))
        #expect(badge.frame == Rect(x: 90, y: 40, width: 20, height: 20))
        #expect(root.layoutIssues.isEmpty)
    }

    @Test("Content pinned to frameLayoutGuide does not scroll: its frame follows the offset")
    func frameGuideFloats() {
        let root = screen(width: 300, height: 300)
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        scrollView.contentSize = Size(width: 800, height: 100)
        root.addSubview(scrollView)
        let overlay = autoLayoutView(View(), "overlay")
        scrollView.addSubview(overlay)
        LayoutConstraint.activate([
            overlay.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 5),
            overlay.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -5),
            overlay.widthAnchor.constraint(equalToConstant: 30), overlay.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(overlay.frame == Rect(x: 165, y: 5, width: 30, height: 30))
        scrollView.contentOffset = Point(x: 250, y: 0)
        root.layoutIfNeeded()
        #expect(overlay.frame == Rect(x: 415, y: 5, width: 30, height: 30))
        #expect(overlay.convert(Point.zero, to: nil) == Point(x: 165, y: 5))
        #expect(scrollView.contentSize == Size(width: 800, height: 100), "the frame guide does not define content")
    }

    @Test("An empty scroll view whose content guide is pinned on one side only is ambiguous")
    func contentGuideAmbiguity() {
        let root = screen(width: 300, height: 300)
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(scrollView)
        let box = autoLayoutView(View(), "box")
        scrollView.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            box.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(root.contentAmbiguity(of: scrollView) == [.horizontal, .vertical])
        #expect(root.ambiguity(of: box) == [])
    }
}
