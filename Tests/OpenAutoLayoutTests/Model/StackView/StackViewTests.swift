import Testing
import TestSupport
@testable import OpenAutoLayout

@Suite("Stack views generate UIKit's constraints")
struct StackViewTests {
    /// Boxes with intrinsic sizes, so a stack can size them.
    final class Box: View {
        let size: Size
        init(_ width: Double, _ height: Double) {
            size = Size(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: Coder) { nil }
        override var intrinsicContentSize: Size { size }
    }

    /// A horizontal stack pinned at (10, 10) with a fixed width (nil: no width constraint).
    static func stack(_ views: [View], width: Double?, configure: (StackView) -> Void) -> (View, StackView) {
        let root = screen(width: 400, height: 400)
        let stack = autoLayoutView(StackView(arrangedSubviews: views), "stack")
        configure(stack)
        root.addSubview(stack)
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10).isActive = true
        if let width { stack.widthAnchor.constraint(equalToConstant: width).isActive = true }
        root.layoutIfNeeded()
        return (root, stack)
    }

    @Test("Fill with spacing: sizes from content, the stack hugs them, identifiers are UIKit's")
    func fillHugs() {
        let a = Box(40, 20), b = Box(60, 30)
        b.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        let (root, stack) = Self.stack([a, b], width: nil) { $0.spacing = 8 }
        #expect(stack.frame == Rect(x: 10, y: 10, width: 108, height: 30))
        #expect(a.frame == Rect(x: 0, y: 0, width: 40, height: 30))
        #expect(b.frame == Rect(x: 48, y: 0, width: 60, height: 30))
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        let identifiers = Set(stack.constraints.compactMap(\.identifier))
        #expect(identifiers == ["UISV-canvas-connection", "UISV-spacing"])
        #expect(root.layoutIssues.isEmpty)
    }

    @Test("Fill distribution gives the extra length to the view that hugs less")
    func fillDistributesByHugging() {
        let a = Box(40, 20), b = Box(60, 30)
        a.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        let (_, _) = Self.stack([a, b], width: 200) { $0.spacing = 10 }
        #expect(a.frame.size.width == 40)
        #expect(b.frame == Rect(x: 50, y: 0, width: 150, height: 30))
    }

    @Test("Fill equally makes every view as long as the first")
    func fillEqually() {
        let a = Box(40, 20), b = Box(60, 30), c = Box(10, 10)
        let (_, stack) = Self.stack([a, b, c], width: 320) {
            $0.distribution = .fillEqually
            $0.spacing = 10
        }
        #expect([a, b, c].map(\.frame.size.width) == [100, 100, 100])
        #expect(c.frame.origin.x == 220)
        #expect(stack.constraints.contains { $0.identifier == "UISV-fill-equally" })
    }

    @Test("Equal spacing keeps the views' sizes and shares the rest equally between them")
    func equalSpacing() {
        let a = Box(40, 20), b = Box(60, 30), c = Box(20, 10)
        let (_, stack) = Self.stack([a, b, c], width: 300) { $0.distribution = .equalSpacing }
        // 300 − 120 = 180 of space in two gaps of 90.
        #expect(b.frame.origin.x == 130)
        #expect(c.frame.origin.x == 280)
        #expect(stack.layoutGuides.count == 2)
    }

    @Test("Center alignment centres each view across the axis; the stack is as tall as its tallest view")
    func centerAlignment() {
        let a = Box(40, 20), b = Box(60, 30)
        let (root, stack) = Self.stack([a, b], width: nil) { $0.alignment = .center }
        #expect(stack.frame.size.height == 30)
        #expect(a.frame == Rect(x: 0, y: 5, width: 40, height: 20))
        #expect(root.layoutIssues.isEmpty)
    }

    @Test("Top and bottom alignment")
    func edgeAlignment() {
        let a = Box(40, 20), b = Box(60, 30)
        _ = Self.stack([a, b], width: nil) { $0.alignment = .bottom }
        #expect(a.frame.origin.y == 10)
        let c = Box(40, 20), d = Box(60, 30)
        _ = Self.stack([c, d], width: nil) { $0.alignment = .top }
        #expect(c.frame.origin.y == 0)
        #expect(StackView.Alignment.top == .leading && StackView.Alignment.bottom.rawValue == 4)
    }

    @Test("A hidden arranged view collapses and its spacing goes with it")
    func hiddenView() {
        let a = Box(40, 20), b = Box(60, 30), c = Box(20, 10)
        let (root, stack) = Self.stack([a, b, c], width: nil) { $0.spacing = 10 }
        #expect(stack.frame.size.width == 140)
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(stack.frame.size.width == 70)
        #expect(c.frame.origin.x == 50)
        #expect(b.frame.size.width == 0)
        #expect(stack.constraints.contains { $0.identifier == "UISV-hiding" })
    }

    @Test("A margins-relative arrangement insets the views by the stack's margins")
    func marginsRelative() {
        let a = Box(40, 20)
        let (_, stack) = Self.stack([a], width: nil) {
            $0.isLayoutMarginsRelativeArrangement = true
            $0.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        }
        #expect(stack.frame.size == Size(width: 54, height: 32))
        #expect(a.frame.origin == Point(x: 6, y: 5))
    }

    @Test("A vertical stack in a scroll view defines the content size")
    func stackInScrollView() {
        let root = screen()
        let scrollView = autoLayoutView(ScrollView(), "scroll")
        root.addSubview(scrollView)
        pinEdges(of: scrollView, to: root)
        let rows = (0..<20).map { _ in Box(100, 44) }
        let stack = autoLayoutView(StackView(arrangedSubviews: rows), "stack")
        stack.axis = .vertical
        stack.spacing = 1
        scrollView.addSubview(stack)
        pinEdges(of: stack, to: scrollView)
        stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor).isActive = true
        root.layoutIfNeeded()
        // 20 × 44 + 19 × 1 = 899.
        #expect(scrollView.contentSize == Size(width: 375, height: 899))
        #expect(rows[19].frame == Rect(x: 0, y: 855, width: 375, height: 44))
        #expect(root.layoutIssues.isEmpty)
    }
}
