import Testing
import TestSupport
@testable import OpenAutoLayout

/// A stack view whose arranged views are all hidden collapses to zero length along its axis where
/// nothing else gives it one (element-ios's `RoomViewController` and muun's `NewOperationView`,
/// Xcode 12, record such stacks 0 tall and unflagged; `docs/corpus.md`, "Issue 23, ambiguity pass
/// (branch amb29)").
@Suite("Stack views whose arranged views are all hidden")
struct StackViewAllHiddenTests {
    typealias Box = StackViewTests.Box

    private func hiddenColumn(height: Double?) -> (View, StackView) {
        let first = Box(375, 54), second = Box(375, 76)
        first.isHidden = true
        second.isHidden = true
        return StackViewTests.stack([first, second], width: 300) {
            $0.axis = .vertical
            $0.distribution = .equalSpacing
            if let height { $0.heightAnchor.constraint(equalToConstant: height).isActive = true }
        }
    }

    @Test("Nothing gives it a height: the column is 0 tall, and nothing is ambiguous")
    func collapses() {
        let (root, stack) = hiddenColumn(height: nil)
        // Placed at (10, 10) by `StackViewTests.stack`, 300 wide.
        #expect(stack.frame == Rect(x: 10, y: 10, width: 300, height: 0))
        #expect(root.layoutIssues.isEmpty)
        #expect(!stack.hasAmbiguousLayout)
    }

    @Test("A height of its own wins over the collapse")
    func ownHeightWins() {
        let (root, stack) = hiddenColumn(height: 100)
        #expect(stack.frame.size.height == 100)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test("Showing a view again gives the stack its content's length")
    func showingRestoresLength() {
        let (root, stack) = hiddenColumn(height: nil)
        stack.arrangedSubviews[1].isHidden = false
        root.layoutIfNeeded()
        #expect(stack.frame.size.height == 76)
        #expect(root.layoutIssues.isEmpty)
    }
}
