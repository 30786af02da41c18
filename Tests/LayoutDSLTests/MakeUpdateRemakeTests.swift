import LayoutDSL
import OpenAutoLayout
import Testing

/// The make / update / remake / remove / prepare categories of SnapKit's own test suite. Counts are
/// of active DSL constraints installed on the container, the closest common ancestor.
@Suite("Making, updating, remaking, removing and preparing constraints")
struct MakeUpdateRemakeTests {
    @Test("Two one-attribute lines install 2 constraints; edges to a sibling adds 4 more")
    func make() {
        let (container, v1, v2) = containerWithTwoViews()
        v1.snp.makeConstraints { make in
            make.top.equalTo(v2.snp.top).offset(50)
            make.left.equalTo(v2.snp.top).offset(50)
        }
        #expect(installed(on: container).count == 2)
        v2.snp.makeConstraints { make in
            make.edges.equalTo(v1)
        }
        #expect(installed(on: container).count == 6)
    }

    @Test("makeConstraints turns off translatesAutoresizingMaskIntoConstraints")
    func autoresizing() {
        let (container, v1, _) = containerWithTwoViews()
        #expect(v1.translatesAutoresizingMaskIntoConstraints)
        v1.snp.makeConstraints { make in make.top.equalToSuperview() }
        #expect(!v1.translatesAutoresizingMaskIntoConstraints)
        #expect(installed(on: container).count == 1)
    }

    @Test("A layout guide is a target and has makeConstraints of its own")
    func guides() {
        let container = View()
        let v1 = View()
        let g1 = LayoutGuide()
        container.addSubview(v1)
        container.addLayoutGuide(g1)
        v1.snp.makeConstraints { make in
            make.top.equalTo(g1).offset(50)
            make.left.equalTo(g1.snp.top).offset(50)
        }
        #expect(installed(on: container).count == 2)
        g1.snp.makeConstraints { make in
            make.edges.equalTo(v1)
        }
        #expect(installed(on: container).count == 6)
    }

    @Test("A number with no item means the superview: top == superview.top + 50")
    func impliedSuperview() {
        let (container, v1, v2) = containerWithTwoViews()
        v1.snp.makeConstraints { make in
            make.top.equalTo(50.0)
            make.left.equalTo(50.0)
        }
        let made = installed(on: container)
        #expect(made.count == 2)
        #expect(made.allSatisfy { $0.secondItem === container && $0.constant == 50 })
        #expect(made.map(\.secondAttribute) == [.top, .left])
        v2.snp.makeConstraints { make in make.edges.equalTo(v1) }
        #expect(installed(on: container).count == 6)
    }

    @Test("updateConstraints changes the constant of the matching constraint and adds none")
    func update() {
        let (container, v1, v2) = containerWithTwoViews()
        v1.snp.makeConstraints { make in
            make.top.equalTo(v2.snp.top).offset(50)
            make.left.equalTo(v2.snp.top).offset(50)
        }
        let top = installed(on: container)[0]
        let issues = v1.snp.updateConstraints { make in
            make.top.equalTo(v2.snp.top).offset(15)
        }
        #expect(issues.isEmpty)
        #expect(installed(on: container).count == 2)
        #expect(installed(on: container)[0] === top && top.constant == 15)
        #expect(installed(on: container)[1].constant == 50)
    }

    @Test("updateConstraints with no DSL constraints yet behaves as makeConstraints")
    func updateFirstTime() {
        let (container, v1, v2) = containerWithTwoViews()
        let issues = v1.snp.updateConstraints { make in
            make.top.equalTo(v2).offset(5)
        }
        #expect(issues.isEmpty)
        #expect(installed(on: container).count == 1)
        #expect(installed(on: container).first?.constant == 5)
    }

    @Test("An update that matches nothing is reported with its file and line, adds nothing, and does not stop")
    func updateWithoutMatch() {
        let (container, v1, v2) = containerWithTwoViews()
        v1.snp.makeConstraints { make in make.top.equalTo(v2).offset(50) }
        var line: UInt = 0
        let issues = v1.snp.updateConstraints { make in
            make.top.equalTo(v2).offset(7)
            line = #line; make.left.equalTo(v2).offset(9)
        }
        #expect(issues.count == 1)
        #expect(issues.first?.kind == .noMatchingConstraintToUpdate)
        #expect(issues.first?.fileName == "MakeUpdateRemakeTests.swift")
        #expect(issues.first?.line == line)
        #expect(issues.first?.description.hasPrefix("MakeUpdateRemakeTests.swift:\(line): error: "
            + "Updated constraint could not find existing matching constraint to update: ") == true)
        // The matching line was still applied; the other one made nothing.
        #expect(installed(on: container).map(\.constant) == [7])
    }

    @Test("A different priority or multiplier does not match: SnapKit compares them too")
    func updateComparesPriorityAndMultiplier() {
        let (container, v1, v2) = containerWithTwoViews()
        v1.snp.makeConstraints { make in make.width.equalTo(v2).multipliedBy(2).priority(.high) }
        #expect(v1.snp.updateConstraints { make in make.width.equalTo(v2).multipliedBy(2) }.count == 1)
        #expect(v1.snp.updateConstraints { make in make.width.equalTo(v2).priority(.high) }.count == 1)
        #expect(v1.snp.updateConstraints { make in make.width.equalTo(v2).multipliedBy(2).priority(.high) }.isEmpty)
        #expect(installed(on: container).count == 1)
    }

    @Test("remakeConstraints replaces the DSL constraints: 2, then the 4 edges")
    func remake() {
        let (container, v1, v2) = containerWithTwoViews()
        v1.snp.makeConstraints { make in
            make.top.equalTo(v2.snp.top).offset(50)
            make.left.equalTo(v2.snp.top).offset(50)
        }
        #expect(installed(on: container).count == 2)
        v1.snp.remakeConstraints { make in make.edges.equalTo(v2) }
        #expect(installed(on: container).count == 4)
    }

    @Test("removeConstraints removes only the constraints the DSL made for that view")
    func remove() {
        let (container, v1, v2) = containerWithTwoViews()
        v1.snp.makeConstraints { make in
            make.top.equalTo(v2).offset(50)
            make.left.equalTo(v2).offset(50)
        }
        v2.snp.makeConstraints { make in make.width.equalTo(v1) }
        let manual = v1.bottomAnchor.constraint(equalTo: v2.bottomAnchor)
        manual.isActive = true
        v1.snp.removeConstraints()
        #expect(installed(on: container).count == 1)   // v2's width stays
        #expect(manual.isActive)
    }

    @Test("prepareConstraints makes inactive constraints: 0, then 4 when activated, 0 when deactivated")
    func prepare() {
        let (container, v1, v2) = containerWithTwoViews()
        let constraints = v1.snp.prepareConstraints { make in make.edges.equalTo(v2) }
        #expect(constraints.count == 1 && constraints[0].layoutConstraints.count == 4)
        #expect(installed(on: container).isEmpty)
        for constraint in constraints { constraint.activate() }
        #expect(installed(on: container).count == 4)
        for constraint in constraints { constraint.deactivate() }
        #expect(installed(on: container).isEmpty)
        for constraint in constraints { constraint.activate() }
        #expect(installed(on: container).count == 4)
    }

    @Test("Constraint references from `.constraint`: activate, deactivate and isActive")
    func references() {
        let (container, v1, v2) = containerWithTwoViews()
        var c1: Constraint?
        var c2: Constraint?
        v1.snp.prepareConstraints { make in
            c1 = make.top.equalTo(v2.snp.top).offset(50).constraint
            c2 = make.left.equalTo(v2.snp.top).offset(50).constraint
        }
        #expect(installed(on: container).isEmpty)
        c1?.isActive = true
        c2?.isActive = false
        #expect(installed(on: container).count == 1)
        #expect(c1?.isActive == true && c2?.isActive == false)
        c2?.activate()
        #expect(installed(on: container).count == 2)
        c1?.deactivate()
        c2?.isActive = false
        #expect(installed(on: container).isEmpty)
    }

    @Test("A line without a relation (`make.top` alone) makes nothing")
    func lineWithoutRelation() {
        let (container, v1, _) = containerWithTwoViews()
        v1.snp.makeConstraints { make in _ = make.top }
        #expect(installed(on: container).isEmpty && installed(on: v1).isEmpty)
    }

    @Test("A view controller's top and bottom layout guides are targets; the constraints live on its view")
    func legacyLayoutGuides() {
        let controller = ViewController()
        let v1 = View()
        controller.view.addSubview(v1)
        v1.snp.makeConstraints { make in
            make.top.equalTo(controller.topLayoutGuide.snp.bottom)
            make.bottom.equalTo(controller.bottomLayoutGuide.snp.top)
        }
        let made = installed(on: controller.view)
        #expect(made.count == 2)
        #expect(made[0].secondItem === controller.topLayoutGuide && made[0].secondAttribute == .bottom)
        #expect(made[1].secondItem === controller.bottomLayoutGuide && made[1].secondAttribute == .top)
    }
}
