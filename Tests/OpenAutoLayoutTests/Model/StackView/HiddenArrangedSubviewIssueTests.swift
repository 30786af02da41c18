import Testing
import TestSupport
@testable import OpenAutoLayout
import TestSupport

/// A hidden arranged subview collapses ('UISV-hiding'); UIKit and Xcode report no ambiguity for
/// views inside it. Two labels side by side in a fixed-width row, both at hugging 250, are a
/// content-priority ambiguity while the row is shown.
@Suite("No issues for views inside hidden arranged subviews")
struct HiddenArrangedSubviewIssueTests {
    static func stackWithAmbiguousRow() -> (root: View, row: View) {
        let root = screen(width: 300, height: 300)
        let stack = autoLayoutView(StackView(), "stack")
        stack.axis = .vertical
        root.addSubview(stack)
        pinEdges(of: stack, to: root)
        let row = View()
        row.accessibilityIdentifier = "row"
        let left = autoLayoutView(Label(text: "left"), "left")
        let right = autoLayoutView(Label(text: "right"), "right")
        row.addSubview(left)
        row.addSubview(right)
        LayoutConstraint.activate([
            left.topAnchor.constraint(equalTo: row.topAnchor),
            left.bottomAnchor.constraint(equalTo: row.bottomAnchor),
            right.topAnchor.constraint(equalTo: row.topAnchor),
            left.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: row.trailingAnchor),
        ])
        stack.addArrangedSubview(row)
        stack.addArrangedSubview(autoLayoutView(View(), "filler"))
        return (root, row)
    }

    @Test("A shown row reports its content-priority ambiguity")
    func shownRowIsReported() {
        let (root, _) = Self.stackWithAmbiguousRow()
        root.layoutIfNeeded()
        #expect(root.layoutIssues.contains {
            if case .contentPriorityAmbiguity = $0 { return true }
            return false
        })
    }

    @Test("The same row hidden reports nothing for the views inside it")
    func hiddenRowIsNotReported() {
        let (root, row) = Self.stackWithAmbiguousRow()
        row.isHidden = true
        root.layoutIfNeeded()
        // Issues name views by their identifiers ("Label 'left'").
        let text = root.layoutIssues.map(\.description).joined(separator: "\n")
        for name in ["'left'", "'right'", "'row'"] { #expect(!text.contains(name)) }
    }
}
