import Testing
import TestSupport
@testable import OpenAutoLayout

/// Equal-spacing and equal-centring stacks whose length nothing fixes hug their views: the gaps
/// shrink to the smallest the spacing allows, and the layout is not ambiguous.
@Suite("Equal-spacing and equal-centring stacks hug when their length is free")
struct StackViewDistributingTests {
    typealias Box = StackViewTests.Box

    @Test("Equal spacing without a width: every gap is the spacing, the stack hugs, nothing is ambiguous")
    func equalSpacingHugs() {
        let a = Box(40, 20), b = Box(60, 30), c = Box(20, 10)
        let (root, stack) = StackViewTests.stack([a, b, c], width: nil) {
            $0.distribution = .equalSpacing
            $0.spacing = 8
        }
        // 40 + 8 + 60 + 8 + 20 = 136.
        #expect(stack.frame.size.width == 136)
        #expect(b.frame.origin.x == 48)
        #expect(c.frame.origin.x == 116)
        #expect(root.layoutIssues.isEmpty)
        #expect(!stack.hasAmbiguousLayout && !c.hasAmbiguousLayout)
    }

    @Test("Equal centring without a width: centres equally apart, the tightest gap is the spacing")
    func equalCentringHugs() {
        let a = Box(40, 20), b = Box(60, 30), c = Box(20, 10)
        let (root, stack) = StackViewTests.stack([a, b, c], width: nil) {
            $0.distribution = .equalCentering
            $0.spacing = 10
        }
        // Centre distance d: gaps d − (40 + 60) / 2 = d − 50 and d − (60 + 20) / 2 = d − 40, both
        // ≥ 10, smallest d = 60. Centres 20, 80, 140: b at 50, c at 130, width 150.
        #expect(b.frame.origin.x == 50)
        #expect(c.frame.origin.x == 130)
        #expect(stack.frame.size.width == 150)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test("A vertical equal-spacing stack in a scroll view gives the content height from the minimum gaps")
    func equalSpacingInScrollView() {
        let root = screen()
        let scrollView = autoLayoutView(ScrollView(), "scroll")
        root.addSubview(scrollView)
        pinEdges(of: scrollView, to: root)
        let rows = [Box(100, 120), Box(100, 120)]
        let stack = autoLayoutView(StackView(arrangedSubviews: rows), "stack")
        stack.axis = .vertical
        stack.distribution = .equalSpacing
        stack.alignment = .center
        stack.spacing = 8
        scrollView.addSubview(stack)
        pinEdges(of: stack, to: scrollView)
        stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor).isActive = true
        root.layoutIfNeeded()
        // 120 + 8 + 120 = 248, as Xcode records such a stack.
        #expect(scrollView.contentSize == Size(width: 375, height: 248))
        #expect(rows[1].frame == Rect(x: 137.5, y: 128, width: 100, height: 120))
        #expect(root.layoutIssues.isEmpty)
    }

    @Test("A fixed length still spreads the views: the pull yields to the stack's width")
    func fixedLengthSpreads() {
        let a = Box(40, 20), b = Box(60, 30)
        _ = StackViewTests.stack([a, b], width: 200) {
            $0.distribution = .equalSpacing
            $0.spacing = 8
        }
        #expect(b.frame.origin.x == 140)
    }

    @Test("Center-aligned rows in an equal-spacing stack keep their content's height; the gaps take the rest")
    func alignedRowsKeepTheirHeightBetweenEqualGaps() {
        func row() -> (StackView, Box) {
            let small = Box(40, 40)
            let row = autoLayoutView(StackView(arrangedSubviews: [small, Box(60, 60)]))
            row.alignment = .center
            return (row, small)
        }
        let (first, small) = row(), (second, _) = row()
        let (root, stack) = StackViewTests.stack([first, second], width: 200) {
            $0.axis = .vertical
            $0.distribution = .equalSpacing
            $0.alignment = .center
        }
        stack.heightAnchor.constraint(equalToConstant: 300).isActive = true
        root.layoutIfNeeded()
        // Each row is as tall as its tallest view (60); the one gap is 300 − 2 × 60 = 180, so the
        // second row starts 60 + 180 = 240 down the stack, and the 40-pt box sits (60 − 40) / 2 = 10 down.
        #expect(first.frame.size.height == 60 && second.frame.size.height == 60)
        #expect(second.frame.origin.y == 240)
        #expect(small.frame.origin.y == 10)
        #expect(root.layoutIssues.isEmpty)
        #expect(!first.hasAmbiguousLayout && !second.hasAmbiguousLayout)
    }

    @Test("A centre-aligned row in a tall equal-spacing stack keeps its buttons' height; the gap takes the rest")
    func nestedRowKeepsItsHeight() {
        // element-ios's PIN pad (Xcode 11.4) in small: rows of 60-pt buttons in an equal-spacing
        // column are recorded 60 tall, the slack going to the gaps.
        let icon = Box(40, 40), button = Box(60, 60)
        let row = autoLayoutView(StackView(arrangedSubviews: [button]), "row")
        row.alignment = .center
        let (_, column) = StackViewTests.stack([icon, row], width: nil) {
            $0.axis = .vertical
            $0.distribution = .equalSpacing
            $0.alignment = .center
            $0.spacing = 8
            $0.heightAnchor.constraint(equalToConstant: 300).isActive = true
        }
        // The row is 60 tall (its buttons), so it ends at the column's bottom: 300 − 60 = 240, and
        // the one gap is 240 − 40 = 200. A row stretched to 300 − 40 − 8 = 252 would start at 48.
        #expect(row.frame.size.height == 60)
        #expect(row.frame.origin.y == 240)
        #expect(column.frame.size.height == 300)
    }

    /// threema's `MyIdentityStoryboard` (Xcode 11) in small: an equal-spacing row of a 30-pt icon and a
    /// 90-pt label, arranged with a 51-pt switch in a 343-pt equal-spacing row; Xcode records the inner
    /// row hugging (30 + 8 + 90 = 128) and the outer gap taking the rest.
    @Test("An equal-spacing stack in an equal-spacing stack of its axis hugs; the outer gap takes the rest")
    func nestedEqualSpacingHugs() {
        for innerFirst in [true, false] {
            let icon = Box(30, 30), label = Box(90, 20), toggle = Box(51, 31)
            let inner = autoLayoutView(StackView(), "inner")
            inner.distribution = .equalSpacing
            inner.spacing = 8
            // Both orders of building: the inner stack filled before or after it is arranged.
            if innerFirst { for view in [icon, label] { inner.addArrangedSubview(view) } }
            let (root, outer) = StackViewTests.stack([inner, toggle], width: 343) {
                $0.distribution = .equalSpacing
                $0.spacing = 8
            }
            if !innerFirst {
                for view in [icon, label] { inner.addArrangedSubview(view) }
                root.layoutIfNeeded()
            }
            // Inner: 30 + 8 + 90 = 128; the outer gap: 343 − 128 − 51 = 164, the switch at 292.
            #expect(inner.frame.size.width == 128)
            #expect(label.frame.origin.x == 38)
            #expect(toggle.frame.origin.x == 292)
            #expect(root.layoutIssues.isEmpty)
            #expect(!inner.hasAmbiguousLayout && !label.hasAmbiguousLayout && !outer.hasAmbiguousLayout)
        }
    }

    @Test("A nested equal-spacing stack across its container's axis is not pulled harder than it")
    func nestedAcrossAxisKeepsPriority() {
        let inner = autoLayoutView(StackView(arrangedSubviews: [Box(30, 30), Box(90, 20)]), "inner")
        inner.distribution = .equalSpacing
        let outer = autoLayoutView(StackView(arrangedSubviews: [inner, Box(51, 31)]), "outer")
        outer.distribution = .equalSpacing
        #expect(inner.distributingFit?.priority == LayoutPriority(48.1))
        outer.axis = .vertical
        #expect(inner.distributingFit?.priority == StackView.distributingFitPriority)
        #expect(outer.distributingFit?.priority == StackView.distributingFitPriority)
    }
}
