import Testing
import TestSupport
@testable import OpenAutoLayout

/// Seed 001: a container pinned to the scroll view's four edges, and on the left and right to the
/// scroll view's superview as well; the container's subviews define its height.
@Suite("Seed 001: a container for vertical-only scrolling")
struct Seed001VerticalContainerTests {
    @Test("The container's left and right pinned to the outer view fix the content width: vertical scrolling only")
    func verticalOnly() {
        let root = screen()
        let scrollView = autoLayoutView(ScrollView(), "scroll")
        root.addSubview(scrollView)
        pinEdges(of: scrollView, to: root)
        let container = autoLayoutView(View(), "container")
        scrollView.addSubview(container)
        pinEdges(of: container, to: scrollView)                         // Constraints 1
        LayoutConstraint.activate([                                     // Constraints 2
            container.leftAnchor.constraint(equalTo: root.leftAnchor),
            container.rightAnchor.constraint(equalTo: root.rightAnchor),
        ])
        let first = autoLayoutView(View(), "first"), second = autoLayoutView(View(), "second")
        container.addSubview(first)
        container.addSubview(second)
        LayoutConstraint.activate([
            first.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            first.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            first.heightAnchor.constraint(equalToConstant: 400),
            second.topAnchor.constraint(equalTo: first.bottomAnchor, constant: 30),
            second.leadingAnchor.constraint(equalTo: first.leadingAnchor),
            second.trailingAnchor.constraint(equalTo: first.trailingAnchor),
            second.heightAnchor.constraint(equalToConstant: 500),
            container.bottomAnchor.constraint(equalTo: second.bottomAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        // Height 20 + 400 + 30 + 500 + 20 = 970; width = the outer view's 375.
        #expect(approx(scrollView.contentSize, Size(width: 375, height: 970)))
        #expect(approx(container.frame, Rect(x: 0, y: 0, width: 375, height: 970)))
        #expect(approx(second.frame, Rect(x: 16, y: 450, width: 343, height: 500)))
        #expect(root.layoutIssues.isEmpty)
        // The content is no wider than the frame, so there is nothing to scroll horizontally.
        #expect(scrollView.contentOffsetRange.max.x == 0)
        #expect(approx(scrollView.contentOffsetRange.max.y, 970 - 667))
    }

    @Test("Without the container's subviews its height is not defined: the content height is ambiguous")
    func emptyContainer() {
        let root = screen()
        let scrollView = autoLayoutView(ScrollView(), "scroll")
        root.addSubview(scrollView)
        pinEdges(of: scrollView, to: root)
        let container = autoLayoutView(View(), "container")
        scrollView.addSubview(container)
        pinEdges(of: container, to: scrollView)
        container.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        container.rightAnchor.constraint(equalTo: root.rightAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(root.contentAmbiguity(of: scrollView) == [.vertical])
        #expect(root.ambiguity(of: container) == [.height])
    }
}
