import Testing
import TestSupport
@testable import OpenAutoLayout

/// Seed 004: a horizontal scroll view built in code (SnapKit in the post; anchors here).
/// Screen 375×667; the scroll view is centred vertically, full width, `667 / 3` tall; six boxes
/// `2/3 × 375 = 250` wide with 20-point gaps, the first `20 / 2 = 10` from the content's left.
@Suite("Seed 004: a horizontal scroll view in code")
struct Seed004HorizontalScrollTests {
    static let scrollHeight = 667.0 / 3
    static let boxWidth = 375.0 * 2 / 3
    static let gap = 20.0
    /// 10 + 6 × 250 + 5 × 20 = 1610.
    static let contentWidth = 1610.0

    static func scrollScene() -> (root: View, scrollView: ScrollView) {
        let root = screen()
        let scrollView = autoLayoutView(ScrollView(), "scroll")
        root.addSubview(scrollView)
        LayoutConstraint.activate([
            scrollView.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            scrollView.leftAnchor.constraint(equalTo: root.leftAnchor),
            scrollView.rightAnchor.constraint(equalTo: root.rightAnchor),
            scrollView.heightAnchor.constraint(equalToConstant: scrollHeight),
        ])
        return (root, scrollView)
    }

    /// Six boxes in `parent`; the first box's left is pinned to `firstLeft` + 10.
    static func addBoxes(to parent: View, firstLeft: LayoutXAxisAnchor) -> [View] {
        var boxes: [View] = []
        for index in 0..<6 {
            let box = autoLayoutView(View(), "box\(index)")
            parent.addSubview(box)
            box.widthAnchor.constraint(equalToConstant: boxWidth).isActive = true
            if let previous = boxes.last {
                box.leftAnchor.constraint(equalTo: previous.rightAnchor, constant: gap).isActive = true
            } else {
                box.leftAnchor.constraint(equalTo: firstLeft, constant: gap / 2).isActive = true
            }
            boxes.append(box)
        }
        return boxes
    }

    static func containerScene() -> (root: View, scrollView: ScrollView, container: View, boxes: [View]) {
        let (root, scrollView) = scrollScene()
        let container = autoLayoutView(View(), "container")
        scrollView.addSubview(container)
        pinEdges(of: container, to: scrollView)
        container.heightAnchor.constraint(equalToConstant: scrollHeight).isActive = true
        let boxes = addBoxes(to: container, firstLeft: container.leftAnchor)
        for box in boxes {
            box.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
            box.heightAnchor.constraint(equalTo: container.heightAnchor).isActive = true
        }
        container.rightAnchor.constraint(equalTo: boxes[5].rightAnchor).isActive = true
        return (root, scrollView, container, boxes)
    }

    @Test("With a container, the content size is 1610 × 667/3 and every box is in place")
    func withContainer() {
        let (root, scrollView, container, boxes) = Self.containerScene()
        root.layoutIfNeeded()
        // centerY 333.5 − half of 222.33… = 222.33…
        #expect(approx(scrollView.frame, Rect(x: 0, y: 667.0 / 3, width: 375, height: Self.scrollHeight)))
        #expect(approx(scrollView.contentSize, Size(width: Self.contentWidth, height: Self.scrollHeight)))
        #expect(approx(container.frame, Rect(x: 0, y: 0, width: Self.contentWidth, height: Self.scrollHeight)))
        for (index, box) in boxes.enumerated() {
            let x = 10 + Double(index) * (250 + 20)
            #expect(approx(box.frame, Rect(x: x, y: 0, width: 250, height: Self.scrollHeight)))
        }
        #expect(root.layoutIssues.isEmpty)
    }

    @Test("Scrolling moves what is seen, never a frame: the fifth box is seen 500 points further left")
    func scrollingKeepsFrames() {
        let (root, scrollView, _, boxes) = Self.containerScene()
        root.layoutIfNeeded()
        scrollView.setContentOffset(Point(x: 500, y: 0), animated: false)
        root.layoutIfNeeded()
        #expect(approx(boxes[4].frame.origin.x, 10 + 4 * 270))
        #expect(approx(boxes[4].convert(Point.zero, to: nil).x, 1090 - 500))
        #expect(approx(scrollView.contentSize.width, Self.contentWidth))
    }

    @Test("Without a container: boxes directly in the scroll view, vertical position from the outer view")
    func withoutContainer() {
        let (root, scrollView) = Self.scrollScene()
        let boxes = Self.addBoxes(to: scrollView, firstLeft: scrollView.leftAnchor)
        for box in boxes {
            LayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: scrollView.topAnchor),
                // (667 − 222.33…) / 2 above the outer view's bottom: the scroll view's bottom.
                box.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -(667 - Self.scrollHeight) / 2),
                box.heightAnchor.constraint(equalToConstant: Self.scrollHeight),
            ])
        }
        scrollView.rightAnchor.constraint(equalTo: boxes[5].rightAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(approx(scrollView.contentSize.width, Self.contentWidth))
        for (index, box) in boxes.enumerated() {
            #expect(approx(box.frame, Rect(x: 10 + Double(index) * 270, y: 0, width: 250, height: Self.scrollHeight)))
        }
        // The post claims the vertical rule is met, but the bottom is tied to the outer view, not
        // to the content's bottom edge: nothing forces the content height. Horizontal scrolling
        // works; Xcode would flag the scrollable content height as ambiguous.
        #expect(root.contentAmbiguity(of: scrollView) == [.vertical])
        #expect(root.layoutIssues.count == 1)
    }

    @Test("The trap: a first box pinned to the outer view floats — scrolled by 100, its frame.x grows by 100")
    func trapFloats() {
        let (root, scrollView) = Self.scrollScene()
        let container = autoLayoutView(View(), "container")
        scrollView.addSubview(container)
        pinEdges(of: container, to: scrollView)
        container.heightAnchor.constraint(equalToConstant: Self.scrollHeight).isActive = true
        // make.left.equalTo(view).offset(boxGap / 2): the outer view, not the container.
        let boxes = Self.addBoxes(to: container, firstLeft: root.leftAnchor)
        for box in boxes {
            box.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
            box.heightAnchor.constraint(equalTo: container.heightAnchor).isActive = true
        }
        container.rightAnchor.constraint(equalTo: boxes[5].rightAnchor).isActive = true
        root.layoutIfNeeded()
        // At rest nothing looks wrong: the same frames and content size as the container version.
        #expect(approx(boxes[0].frame.origin.x, 10))
        #expect(approx(scrollView.contentSize.width, Self.contentWidth))

        scrollView.setContentOffset(Point(x: 100, y: 0), animated: false)
        root.layoutIfNeeded()
        // The box stays 10 points from the screen's left edge: its frame moves with the offset.
        #expect(approx(boxes[0].frame.origin.x, 110))
        #expect(approx(boxes[0].convert(Point.zero, to: nil).x, 10))
        // The chain of boxes follows it, so the content grows too.
        #expect(approx(boxes[5].frame.maxX, 1710))
        #expect(approx(scrollView.contentSize.width, 1710))
    }
}
