import Testing
import TestSupport
@testable import OpenAutoLayout
import TestSupport

/// UIKit breaks a required constraint to recover from a conflict but keeps it active, and its
/// engine tries it again on the next layout pass: once the constraint it fought is deactivated,
/// it holds. Shipped code often activates the new constraint before deactivating the old one.
@Suite("Transient conflicts recover as UIKit's do")
struct TransientConflictTests {
    static func box(in root: View) -> (View, LayoutConstraint) {
        let box = autoLayoutView(View(), "box")
        root.addSubview(box)
        let old = box.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            old,
        ])
        return (box, old)
    }

    @Test("Activating the new width before deactivating the old one ends with the new width")
    func activateThenDeactivate() {
        let root = screen(width: 300, height: 300)
        let (box, old) = Self.box(in: root)
        root.layoutIfNeeded()
        let new = box.widthAnchor.constraint(equalToConstant: 200)
        new.isActive = true
        root.layoutIfNeeded()
        // The newest constraint is the one broken: the box keeps 100 and a conflict is reported.
        #expect(approx(box.frame.size.width, 100))
        #expect(root.layoutIssues.contains { $0.brokenConstraint === new })
        old.isActive = false
        root.layoutIfNeeded()
        #expect(new.isActive)
        #expect(approx(box.frame, Rect(x: 0, y: 0, width: 200, height: 10)))
        #expect(root.layoutIssues.isEmpty)
    }

    @Test("The same change inside one pass never shows the conflict")
    func bothBeforeLayout() {
        let root = screen(width: 300, height: 300)
        let (box, old) = Self.box(in: root)
        root.layoutIfNeeded()
        let new = box.widthAnchor.constraint(equalToConstant: 200)
        new.isActive = true
        old.isActive = false
        root.layoutIfNeeded()
        #expect(approx(box.frame.size.width, 200))
        #expect(root.layoutIssues.isEmpty)
    }

    @Test("A conflict that is still there stays broken and reported")
    func persistentConflict() {
        let root = screen(width: 300, height: 300)
        let (box, _) = Self.box(in: root)
        let new = box.widthAnchor.constraint(equalToConstant: 200)
        new.isActive = true
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(approx(box.frame.size.width, 100))
        #expect(root.layoutIssues.filter { $0.brokenConstraint === new }.count == 1)
    }
}
