import Testing
import TestSupport
@testable import OpenAutoLayout

@Suite("Unsatisfiable constraints and autoresizing masks")
struct ConflictTests {
    @Test("Two required widths conflict: the later one is broken, the first holds")
    func twoWidths() {
        let root = screen()
        let box = autoLayoutView(View(), "box")
        root.addSubview(box)
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        let second = box.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            first, second,
        ])
        root.layoutIfNeeded()
        #expect(box.frame.size.width == 100)
        #expect(root.conflicts.count == 1)
        let conflict = root.conflicts[0]
        #expect(conflict.broken === second)
        #expect(conflict.conflicting.count == 2)
        #expect(conflict.conflicting.contains { $0 === first } && conflict.conflicting.contains { $0 === second })
        #expect(second.isActive, "a broken constraint stays active, as in UIKit")
    }

    @Test("Deactivating the broken constraint clears the conflict")
    func deactivateBroken() {
        let root = screen()
        let box = autoLayoutView(View(), "box")
        root.addSubview(box)
        let second = box.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 100), second])
        root.layoutIfNeeded()
        #expect(root.conflicts.count == 1)
        second.isActive = false
        root.layoutIfNeeded()
        #expect(root.conflicts.isEmpty)
    }

    @Test("A constant change that cannot hold breaks that constraint and keeps the rest")
    func constantChange() {
        let root = screen(width: 300, height: 100)
        let box = autoLayoutView(View(), "box")
        root.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([leading, width, root.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 190)])
        root.layoutIfNeeded()
        #expect(root.layoutIssues.compactMap(\.conflict).isEmpty)
        width.constant = 150
        root.layoutIfNeeded()
        #expect(root.conflicts.count == 1)
        #expect(root.conflicts.first?.broken === width)
        #expect(approx(box.frame.size.width, 100), "the broken constant 150 does not apply")
    }

    @Test("A view made in code keeps its frame through autoresizing constraints; adding a width conflicts")
    func autoresizingConflict() {
        let root = screen()
        let box = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        root.addSubview(box)
        #expect(box.translatesAutoresizingMaskIntoConstraints)
        let width = box.widthAnchor.constraint(equalToConstant: 200)
        width.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 10, y: 20, width: 100, height: 50))
        let conflict = root.conflicts.first
        #expect(conflict?.broken === width)
        #expect(conflict?.conflicting.contains { $0.kind == .autoresizingMask } == true)
        #expect(conflict?.conflicting.first?.kind.className == "NSAutoresizingMaskLayoutConstraint")
    }

    @Test("Flexible width and height follow the superview, keeping the margins")
    func flexibleMask() {
        let root = screen(width: 300, height: 200)
        let box = View(frame: Rect(x: 10, y: 20, width: 280, height: 160))
        box.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(box)
        root.layoutIfNeeded()
        root.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 10, y: 20, width: 380, height: 260))
    }

    @Test("Flexible left margin keeps the right margin; flexible both margins keep it centred")
    func flexibleMargins() {
        let root = screen(width: 300, height: 200)
        let pinnedRight = View(frame: Rect(x: 250, y: 0, width: 40, height: 10))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let centred = View(frame: Rect(x: 100, y: 0, width: 100, height: 10))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        root.addSubview(pinnedRight)
        root.addSubview(centred)
        root.frame = Rect(x: 0, y: 0, width: 500, height: 200)
        root.layoutIfNeeded()
        #expect(pinnedRight.frame.origin.x == 450)   // right margin stays 10
        #expect(centred.frame.origin.x == 200)       // margins 100:100 share the extra 200 equally
    }
}
