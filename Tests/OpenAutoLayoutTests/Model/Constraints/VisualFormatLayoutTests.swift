import Testing
import TestSupport
@testable import OpenAutoLayout

@Suite("LayoutConstraint.constraints(withVisualFormat:) lays out real views")
struct VisualFormatLayoutTests {
    @Test("|-20-[a(100)]-[b]-| on a 375 pt screen: a at 20 wide 100, b from 128 to 355")
    func horizontalRow() throws {
        let root = screen()
        let a = autoLayoutView(View(), "a"), b = autoLayoutView(View(), "b")
        root.addSubview(a)
        root.addSubview(b)
        let views = ["a": a, "b": b]
        LayoutConstraint.activate(try LayoutConstraint.constraints(withVisualFormat: "|-20-[a(100)]-[b]-|", views: views))
        LayoutConstraint.activate(try LayoutConstraint.constraints(
            withVisualFormat: "V:|-(top)-[a(44)]", metrics: ["top": 64], views: views))
        LayoutConstraint.activate(try LayoutConstraint.constraints(
            withVisualFormat: "V:[b(==a)]", options: [], views: views))
        b.topAnchor.constraint(equalTo: a.topAnchor).isActive = true
        root.layoutIfNeeded()
        // a: 20 + 100; standard spacing 8 → b starts at 128; trailing standard 20 → b ends at 355.
        #expect(approx(a.frame, Rect(x: 20, y: 64, width: 100, height: 44)))
        #expect(approx(b.frame, Rect(x: 128, y: 64, width: 227, height: 44)))
    }

    @Test("alignment options add equalities between neighbours")
    func alignment() throws {
        let root = screen()
        let a = autoLayoutView(View(), "a"), b = autoLayoutView(View(), "b")
        root.addSubview(a)
        root.addSubview(b)
        let views = ["a": a, "b": b]
        LayoutConstraint.activate(try LayoutConstraint.constraints(
            withVisualFormat: "H:|[a(50)][b(60)]", options: .alignAllTop, views: views))
        LayoutConstraint.activate(try LayoutConstraint.constraints(withVisualFormat: "V:|-30-[a(10)]", views: views))
        b.heightAnchor.constraint(equalToConstant: 5).isActive = true
        root.layoutIfNeeded()
        #expect(approx(b.frame, Rect(x: 50, y: 30, width: 60, height: 5)))
    }

    @Test("a bad format throws UIKit's message instead of trapping")
    func badFormat() {
        #expect(throws: VisualFormatError.self) {
            _ = try LayoutConstraint.constraints(withVisualFormat: "V[a]", views: ["a": View()])
        }
    }
}
