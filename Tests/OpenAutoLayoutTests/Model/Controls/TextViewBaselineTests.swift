import Testing
import TestSupport
@testable import OpenAutoLayout

/// UIKit's `UITextView` gives Auto Layout its text's baselines when it does not scroll. Expected
/// values from the default measurer's documented rule: a 20-pt line is ceil(1.2 × 20) = 24 tall, so
/// a one-line text view is 8 + 24 + 8 = 40 tall, its first baseline 8 + 20 = 28 below its top and its
/// last one 8 + 24 − 20 = 12 above its bottom (the same line: 40 − 12 = 28).
@Suite("Text views' baselines")
struct TextViewBaselineTests {
    private func layOut(scrolling: Bool) -> (View, View) {
        let root = screen(width: 300, height: 300)
        let textView = autoLayoutView(TextView(), "text")
        textView.text = "Hi"
        textView.font = .systemFont(ofSize: 20)
        textView.isScrollEnabled = scrolling
        let first = autoLayoutView(View(), "first")
        let last = autoLayoutView(View(), "last")
        for view in [textView, first, last] { root.addSubview(view) }
        LayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            textView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            textView.widthAnchor.constraint(equalToConstant: 200),
            textView.heightAnchor.constraint(equalToConstant: 40),
            first.bottomAnchor.constraint(equalTo: textView.firstBaselineAnchor),
            last.topAnchor.constraint(equalTo: textView.lastBaselineAnchor),
        ])
        for view in [first, last] {
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: textView.trailingAnchor),
                view.widthAnchor.constraint(equalToConstant: 10),
                view.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        root.layoutIfNeeded()
        return (first, last)
    }

    @Test("A non-scrolling text view's baselines are its one line's")
    func nonScrolling() {
        let (first, last) = layOut(scrolling: false)
        #expect(first.frame.maxY == 128)
        #expect(last.frame.minY == 128)
    }

    @Test("A scrolling text view has no baseline: its top edge stands for the first, its bottom for the last")
    func scrolling() {
        // UIKit: "If that view does not have a baseline, Auto Layout uses the view's top edge"
        // (`forFirstBaselineLayout`), and its bottom edge for the last (`forBaselineLayout`).
        let (first, last) = layOut(scrolling: true)
        #expect(first.frame.maxY == 100)
        #expect(last.frame.minY == 140)
    }
}
