import Testing
import TestSupport
@testable import OpenAutoLayout

/// Fill proportionally, as UIKit builds it: each arranged view's length is tied to the stack's at
/// priority 999, 998, … with the multiplier length / (sum of lengths and spacings); a view's length
/// is its intrinsic one, or its current one when it has none.
@Suite("Fill-proportionally stack views")
struct StackViewProportionalTests {
    final class Box: View {
        let size: Size
        init(_ width: Double, _ height: Double) {
            size = Size(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: Coder) { nil }
        override var intrinsicContentSize: Size { size }
    }

    /// A horizontal fill-proportionally stack at (0, 0), 40 tall, `width` wide (nil: not fixed).
    static func stack(_ views: [View], width: Double?, spacing: Double = 0) -> (View, StackView) {
        let root = screen(width: 400, height: 400)
        let stack = autoLayoutView(StackView(arrangedSubviews: views), "stack")
        stack.distribution = .fillProportionally
        stack.spacing = spacing
        root.addSubview(stack)
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        stack.heightAnchor.constraint(equalToConstant: 40).isActive = true
        if let width { stack.widthAnchor.constraint(equalToConstant: width).isActive = true }
        root.layoutIfNeeded()
        return (root, stack)
    }

    @Test("Views share the stack in proportion to their intrinsic lengths")
    func intrinsicShares() {
        let a = Box(40, 10), b = Box(120, 10)
        let (root, _) = Self.stack([a, b], width: 320)
        // 320 × 40 / 160 = 80 and 320 × 120 / 160 = 240.
        #expect(a.frame.size.width == 80)
        #expect(b.frame == Rect(x: 80, y: 0, width: 240, height: 40))
        #expect(root.layoutIssues.isEmpty)
    }

    @Test("Views without an intrinsic length share by their current lengths and are not ambiguous")
    func currentLengthShares() {
        let a = View(frame: Rect(x: 0, y: 0, width: 100, height: 10))
        let b = View(frame: Rect(x: 0, y: 0, width: 300, height: 10))
        let (root, _) = Self.stack([a, b], width: 200)
        // 200 × 100 / 400 = 50 and 200 × 300 / 400 = 150.
        #expect(a.frame.size.width == 50)
        #expect(b.frame.size.width == 150)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test("With spacing, equal views come out equal but for the last, which takes the rest")
    func spacingLeavesTheRestToTheLast() {
        let a = Box(50, 10), b = Box(50, 10)
        let (_, _) = Self.stack([a, b], width: 210, spacing: 10)
        // Multiplier 50 / (50 + 50 + 10) = 5/11: the first is 210 × 5/11 = 1050/11; the last,
        // at the lower priority, gives way to the required spacing: 210 − 10 − 1050/11 = 1150/11.
        #expect(abs(a.frame.size.width - 1050.0 / 11) < 1e-6)
        #expect(abs(b.frame.size.width - 1150.0 / 11) < 1e-6)
    }

    @Test("A stack whose length nothing fixes is as long as its views' lengths and spacings")
    func huggingStack() {
        let a = Box(30, 10), b = Box(60, 10)
        let (_, stack) = Self.stack([a, b], width: nil, spacing: 10)
        #expect(stack.frame.size.width == 100)
        #expect(a.frame.size.width == 30 && b.frame.size.width == 60)
    }
}
