import Testing
@testable import OpenAutoLayout

/// UIKit's order: a controller hears `viewWillLayoutSubviews` just before its view's
/// `layoutSubviews()` and `viewDidLayoutSubviews` just after; `viewSafeAreaInsetsDidChange`
/// follows the view's `safeAreaInsetsDidChange()`. Containment follows "Implementing a Container
/// View Controller": `addChild` calls `willMove(toParent:)`, `removeFromParent` calls
/// `didMove(toParent: nil)`.
@Suite("View-controller lifecycle and containment")
struct ViewControllerLifecycleTests {
    final class Journal { var entries: [String] = [] }

    final class JournalView: View {
        let journal: Journal
        init(journal: Journal) {
            self.journal = journal
            super.init(frame: .zero)
        }
        required init?(coder: Coder) { nil }
        override func layoutSubviews() {
            journal.entries.append("view.layoutSubviews")
            super.layoutSubviews()
        }
        override func safeAreaInsetsDidChange() { journal.entries.append("view.safeAreaInsetsDidChange") }
    }

    final class JournalController: ViewController {
        let journal: Journal
        init(journal: Journal) {
            self.journal = journal
            super.init()
        }
        override func loadView() { view = JournalView(journal: journal) }
        override func viewWillLayoutSubviews() { journal.entries.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { journal.entries.append("viewDidLayoutSubviews") }
        override func viewSafeAreaInsetsDidChange() { journal.entries.append("viewSafeAreaInsetsDidChange") }
        override func willMove(toParent parent: ViewController?) {
            journal.entries.append("willMove(\(parent == nil ? "nil" : "parent"))")
        }
        override func didMove(toParent parent: ViewController?) {
            journal.entries.append("didMove(\(parent == nil ? "nil" : "parent"))")
        }
    }

    @Test("The layout pass calls the controller around its view's layoutSubviews")
    func layoutOrder() {
        let journal = Journal()
        let window = Window(device: .iPhone8)
        window.rootViewController = JournalController(journal: journal)
        window.layoutIfNeeded()
        let layoutEntries = journal.entries.filter { !$0.lowercased().contains("safearea") }
        #expect(layoutEntries.prefix(3) == ["viewWillLayoutSubviews", "view.layoutSubviews", "viewDidLayoutSubviews"])
        // The iPhone 8's status bar gives the root view a 20-point top inset: both hear of it, view first.
        let safeArea = journal.entries.filter { $0.lowercased().contains("safearea") }
        #expect(safeArea == ["view.safeAreaInsetsDidChange", "viewSafeAreaInsetsDidChange"])
    }

    @Test("addChild calls willMove(toParent:), removeFromParent calls didMove(toParent: nil)")
    func containment() {
        let journal = Journal()
        let parent = ViewController()
        let child = JournalController(journal: journal)
        parent.addChild(child)
        #expect(parent.children == [child])
        #expect(child.parent === parent)
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
        #expect(journal.entries == ["willMove(parent)", "didMove(parent)", "willMove(nil)", "didMove(nil)"])
    }

    @Test("A child's view laid out inside its parent's view calls the child's lifecycle too")
    func childLayout() {
        let journal = Journal()
        let window = Window(device: .iPhone8)
        let parent = ViewController()
        window.rootViewController = parent
        let child = JournalController(journal: journal)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.layoutIfNeeded()
        #expect(journal.entries.contains("viewWillLayoutSubviews"))
        #expect(journal.entries.contains("viewDidLayoutSubviews"))
    }
}
