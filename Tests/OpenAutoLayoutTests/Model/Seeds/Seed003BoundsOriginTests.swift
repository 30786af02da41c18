import Testing
import TestSupport
@testable import OpenAutoLayout

/// Seed 003: what changing a superview's bounds origin does, and a content view whose height
/// constraint is changed from code.
@Suite("Seed 003: bounds origin and content size from code")
struct Seed003BoundsOriginTests {
    @Test("Moving a superview's bounds origin by 10 shifts its subview by −10 on screen; frame and center stay")
    func boundsOrigin() {
        let root = screen()
        let red = autoLayoutView(View(), "red"), white = autoLayoutView(View(), "white")
        root.addSubview(red)
        red.addSubview(white)
        LayoutConstraint.activate([
            red.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            red.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            red.widthAnchor.constraint(equalToConstant: 200),
            red.heightAnchor.constraint(equalToConstant: 200),
            white.leftAnchor.constraint(equalTo: red.leftAnchor, constant: 20),
            white.topAnchor.constraint(equalTo: red.topAnchor, constant: 20),
            white.widthAnchor.constraint(equalToConstant: 97),
            white.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        // The seed's log prints 68.5 before and after: 20 + 97 / 2.
        #expect(white.center.x == 68.5)
        #expect(approx(white.convert(Point.zero, to: nil), Point(x: 40, y: 120)))

        red.bounds.origin = Point(x: 10, y: 0)
        root.layoutIfNeeded()
        #expect(white.center.x == 68.5)
        #expect(approx(white.frame, Rect(x: 20, y: 20, width: 97, height: 50)))
        #expect(approx(white.convert(Point.zero, to: nil), Point(x: 30, y: 120)))
        #expect(approx(red.frame, Rect(x: 20, y: 100, width: 200, height: 200)))
    }

    @Test("Changing the content view's height constraint from code changes the content size on the next pass")
    func heightConstraintFromCode() {
        let root = screen()
        let scrollView = autoLayoutView(ScrollView(), "scroll")
        root.addSubview(scrollView)
        pinEdges(of: scrollView, to: root)
        let contentView = autoLayoutView(View(), "content")
        scrollView.addSubview(contentView)
        pinEdges(of: contentView, to: scrollView)
        // The seed's item/attribute form: width = view width, height = 250, held by the content view.
        let width = LayoutConstraint(item: contentView, attribute: .width, relatedBy: .equal, toItem: nil,
                                     attribute: .notAnAttribute, multiplier: 1, constant: root.bounds.size.width)
        let height = LayoutConstraint(item: contentView, attribute: .height, relatedBy: .equal, toItem: nil,
                                      attribute: .notAnAttribute, multiplier: 1, constant: 250)
        contentView.addConstraint(width)
        contentView.addConstraint(height)
        root.layoutIfNeeded()
        #expect(approx(scrollView.contentSize, Size(width: 375, height: 250)))

        height.constant = 1200
        #expect(approx(scrollView.contentSize, Size(width: 375, height: 250)), "not before the next pass")
        root.layoutIfNeeded()
        #expect(approx(scrollView.contentSize, Size(width: 375, height: 1200)))
        #expect(approx(contentView.frame, Rect(x: 0, y: 0, width: 375, height: 1200)))
        #expect(root.layoutIssues.isEmpty)
    }
}
