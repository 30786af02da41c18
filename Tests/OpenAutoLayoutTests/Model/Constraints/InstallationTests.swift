import Testing
import TestSupport
@testable import OpenAutoLayout

@Suite("Activation installs constraints like UIKit")
struct InstallationTests {
    @Test("A two-item constraint is installed on the closest common ancestor, a size-only one on the view")
    func closestCommonAncestor() {
        let root = screen()
        let container = autoLayoutView(View(), "container")
        let a = autoLayoutView(View(), "a"), b = autoLayoutView(View(), "b")
        root.addSubview(container)
        container.addSubview(a)
        container.addSubview(b)
        let between = a.trailingAnchor.constraint(equalTo: b.leadingAnchor)
        let toRoot = a.topAnchor.constraint(equalTo: root.topAnchor)
        let size = a.widthAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate([between, toRoot, size])
        #expect(container.constraints.count == 1 && container.constraints[0] === between)
        #expect(root.constraints.count == 1 && root.constraints[0] === toRoot)
        #expect(a.constraints.count == 1 && a.constraints[0] === size)
        #expect(between.isActive && toRoot.isActive && size.isActive)
        LayoutConstraint.deactivate([between])
        #expect(container.constraints.isEmpty)
        #expect(!between.isActive)
    }

    @Test("Items in different hierarchies cannot be activated")
    func noCommonAncestor() {
        let a = View(), b = View()
        let constraint = a.leftAnchor.constraint(equalTo: b.leftAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
    }

    @Test("Removing a view removes the constraints that ancestors hold on it")
    func removal() {
        let root = screen()
        let box = autoLayoutView(View(), "box")
        let inner = autoLayoutView(View(), "inner")
        root.addSubview(box)
        box.addSubview(inner)
        let outer = box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5)
        let own = inner.leftAnchor.constraint(equalTo: box.leftAnchor)
        LayoutConstraint.activate([outer, own])
        box.removeFromSuperview()
        #expect(!outer.isActive)
        #expect(own.isActive)
        #expect(root.constraints.isEmpty)
    }

    @Test("The item/attribute initializer keeps every part, and a nil second item has .notAnAttribute")
    func itemAttributeInit() {
        let a = View(), b = View()
        let constraint = LayoutConstraint(item: a, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: b,
                                          attribute: .height, multiplier: 0.5, constant: 3)
        #expect(constraint.firstItem === a && constraint.secondItem === b)
        #expect(constraint.firstAttribute == .width && constraint.secondAttribute == .height)
        #expect(constraint.relation == .greaterThanOrEqual)
        #expect(constraint.multiplier == 0.5 && constraint.constant == 3)
        #expect(constraint.priority == .required)
        let single = LayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: nil,
                                      attribute: .height, multiplier: 1, constant: 40)
        #expect(single.secondAttribute == .notAnAttribute)
        #expect(single.kind == .user)
    }

    @Test("Anchors build the whole constraint(equalTo:…) family")
    func anchorFamily() {
        let a = View(), b = View()
        let cases: [(LayoutConstraint, LayoutConstraint.Relation, Double, Double)] = [
            (a.leadingAnchor.constraint(equalTo: b.leadingAnchor), .equal, 1, 0),
            (a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor, constant: 8), .greaterThanOrEqual, 1, 8),
            (a.centerXAnchor.constraint(lessThanOrEqualTo: b.centerXAnchor, constant: -4), .lessThanOrEqual, 1, -4),
            (a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5), .equal, 0.5, 0),
            (a.heightAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2, constant: 1), .equal, 2, 1),
            (a.widthAnchor.constraint(greaterThanOrEqualToConstant: 44), .greaterThanOrEqual, 1, 44),
            (a.heightAnchor.constraint(lessThanOrEqualToConstant: 10), .lessThanOrEqual, 1, 10),
            (a.leadingAnchor.constraint(equalToSystemSpacingAfter: b.trailingAnchor, multiplier: 2), .equal, 1, 16),
        ]
        for (constraint, relation, multiplier, constant) in cases {
            #expect(constraint.relation == relation)
            #expect(constraint.multiplier == multiplier)
            #expect(constraint.constant == constant)
            #expect(!constraint.isActive)
        }
    }

    @Test("Priorities are UIKit's: required 1000, defaultHigh 750, defaultLow 250, fittingSizeLevel 50")
    func priorities() {
        #expect(LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.defaultLow.rawValue == 250)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(LayoutPriority(rawValue: 999) < .required)
        #expect(LayoutPriority.defaultLow + 1 == LayoutPriority(251))
    }

    @Test("An optional constraint gives way to a required one; its priority can be changed while active")
    func optionalPriority() {
        let root = screen(width: 300, height: 100)
        let box = autoLayoutView(View(), "box")
        root.addSubview(box)
        let wish = box.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultHigh
        let limit = box.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor)
        let fallback = box.widthAnchor.constraint(equalToConstant: 50)
        fallback.priority = .defaultLow
        LayoutConstraint.activate([wish, limit, fallback])
        root.layoutIfNeeded()
        #expect(box.frame.size.width == 300)
        wish.priority = LayoutPriority(200)
        root.layoutIfNeeded()
        #expect(box.frame.size.width == 50)
    }
}
