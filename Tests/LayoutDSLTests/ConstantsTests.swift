import LayoutDSL
import TestSupport
import OpenAutoLayout
import Testing

/// Constants as SnapKit documents them: `offset` is the raw constant on every attribute; `inset`
/// pushes inwards (+ on left/top/leading, − on right/bottom/trailing, −(l+r) on width);
/// `Size` and `Point` targets give each attribute its component.
@Suite("Offsets, insets, sizes and centers as constants")
struct ConstantsTests {
    /// A view in a container, with the constraints `build` makes (installed on the container).
    func made(_ build: (ConstraintMaker, View) -> Void) -> (container: View, view: View, constraints: [LayoutConstraint]) {
        let container = View()
        let view = View()
        container.addSubview(view)
        view.snp.makeConstraints { make in build(make, container) }
        return (container, view, installed(on: container))
    }

    @Test("edges with offset(50): four constraints, each constant 50")
    func edgesOffset() {
        let result = made { make, container in make.edges.equalTo(container).offset(50.0) }
        #expect(result.constraints.count == 4)
        #expect(result.constraints.map(\.constant) == [50, 50, 50, 50])
    }

    @Test("edges.equalToSuperview().inset(10): left, top, right, bottom get +10, +10, −10, −10")
    func edgesInset() {
        let result = made { make, _ in make.edges.equalToSuperview().inset(10) }
        #expect(result.constraints.map(\.firstAttribute) == [.left, .top, .right, .bottom])
        #expect(result.constraints.map(\.constant) == [10, 10, -10, -10])
    }

    @Test("EdgeInsets as an implied target: relative to the superview, right and bottom negated")
    func insetsAsTarget() {
        let result = made { make, _ in make.edges.equalTo(ConstraintInsets(top: 25, left: 26, bottom: 27, right: 28)) }
        #expect(result.constraints.allSatisfy { $0.secondItem === result.container })
        #expect(result.constraints.map(\.constant) == [26, 25, -28, -27])
    }

    @Test("inset(EdgeInsets) gives each edge its own inset")
    func insetWithInsets() {
        let result = made { make, container in
            make.edges.equalTo(container).inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
        #expect(result.constraints.map(\.constant) == [2, 1, -4, -3])
    }

    @Test("Directional insets: leading/trailing on directional edges, and left/right fall back to them")
    func directionalInsets() {
        let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let directional = made { make, _ in make.directionalEdges.equalToSuperview().inset(insets) }
        #expect(directional.constraints.map(\.firstAttribute) == [.top, .bottom, .leading, .trailing])
        #expect(directional.constraints.map(\.constant) == [1, -3, 2, -4])
        let plain = made { make, _ in make.edges.equalToSuperview().inset(insets) }
        #expect(plain.constraints.map(\.constant) == [2, 1, -4, -3])
    }

    @Test("inset on sizes and centers: width −(l+r), height −(t+b), centers half the difference")
    func insetOnSizeAndCenter() {
        let result = made { make, _ in
            make.width.equalToSuperview().inset(10)
            make.height.equalToSuperview().inset(EdgeInsets(top: 1, left: 0, bottom: 2, right: 0))
            make.centerX.equalToSuperview().inset(EdgeInsets(top: 0, left: 10, bottom: 0, right: 4))
            make.centerY.equalToSuperview().inset(EdgeInsets(top: 3, left: 0, bottom: 9, right: 0))
        }
        #expect(result.constraints.map(\.constant) == [-20, -3, 3, -3])
    }

    @Test("A size target: two constraints on the view itself, width and height 50")
    func size() {
        let result = made { make, container in
            make.size.equalTo(Size(width: 50, height: 50))
            make.left.top.equalTo(container)
        }
        let own = installed(on: result.view)
        #expect(own.count == 2)
        #expect(own.map(\.firstAttribute) == [.width, .height])
        #expect(own.allSatisfy { $0.constant == 50 && $0.secondItem == nil && $0.secondAttribute == .notAnAttribute })
        #expect(result.constraints.count == 2)
    }

    @Test("center with offset(50): centerX and centerY to the container's, both constant 50")
    func centerOffset() {
        let result = made { make, container in make.center.equalTo(container).offset(50.0) }
        #expect(result.constraints.map(\.secondAttribute) == [.centerX, .centerY])
        #expect(result.constraints.map(\.constant) == [50, 50])
    }

    @Test("A number for centerX means the superview's left; for centerY its top")
    func centerWithNumber() {
        let result = made { make, _ in
            make.centerX.equalTo(50)
            make.centerY.equalTo(Point(x: 7, y: 9))
        }
        #expect(result.constraints.map(\.secondAttribute) == [.left, .top])
        #expect(result.constraints.map(\.constant) == [50, 9])
        #expect(result.constraints.allSatisfy { $0.secondItem === result.container })
    }

    @Test("make.center.equalTo(0) puts the center at the superview's origin (the 3.0 quirk), laid out")
    func centerZeroQuirk() {
        let root = screen(width: 200, height: 100)
        let view = View()
        root.addSubview(view)
        view.snp.makeConstraints { make in
            make.center.equalTo(0)
            make.size.equalTo(Size(width: 20, height: 10))
        }
        root.layoutIfNeeded()
        #expect(approx(view.frame, Rect(x: -10, y: -5, width: 20, height: 10)))
    }

    @Test("A width with a number is a constant; multipliedBy and dividedBy set the multiplier")
    func multipliers() {
        let result = made { make, container in
            make.width.equalTo(30)
            make.height.equalTo(container).multipliedBy(0.5)
            make.centerX.equalTo(container).dividedBy(4)
        }
        let width = installed(on: result.view)
        #expect(width.count == 1 && width[0].constant == 30 && width[0].secondItem == nil)
        #expect(result.constraints.map(\.multiplier) == [0.5, 0.25])
    }

    @Test("update(offset:) and update(inset:) recompute each layout constraint's constant")
    func updateReferenced() {
        var c1: Constraint?
        var c2: Constraint?
        let result = made { make, container in
            c1 = make.top.equalTo(container).offset(50).constraint
            c2 = make.bottom.equalTo(container).offset(25).constraint
        }
        #expect(result.constraints.map(\.constant) == [50, 25])
        c1?.update(offset: 15)
        c2?.update(offset: 20)
        #expect(result.constraints.map(\.constant) == [15, 20])
        c1?.update(inset: 15)
        c2?.update(inset: 20)
        #expect(result.constraints.map(\.constant) == [15, -20])
        #expect(installed(on: result.container).count == 2)
    }

    @Test("A DSL layout solves: edges inset 10 in a 375×667 screen is (10, 10, 355, 647)")
    func solvedInsets() {
        let root = screen()
        let view = View()
        root.addSubview(view)
        view.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        root.layoutIfNeeded()
        #expect(approx(view.frame, Rect(x: 10, y: 10, width: 355, height: 647)))
        #expect(root.layoutIssues.isEmpty)
    }
}
