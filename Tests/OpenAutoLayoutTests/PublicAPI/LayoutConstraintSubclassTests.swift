import Testing
import OpenAutoLayout

/// A subclass made with the public API only (no `@testable`), as a DSL module makes one.
private final class TaggedConstraint: LayoutConstraint {
    let tag: String

    init(tag: String, item: View, attribute: Attribute, toItem: View?, constant: Double) {
        self.tag = tag
        super.init(item: item, attribute: attribute, relatedBy: .equal, toItem: toItem, attribute: attribute,
                   multiplier: 1, constant: constant)
    }

    override var description: String { "<Tagged \(tag)>" }
}

@Suite("LayoutConstraint can be subclassed by other modules")
struct LayoutConstraintSubclassTests {
    @Test("A subclass made with the public initializer is a required user constraint and can be activated")
    func subclassActivates() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let left = TaggedConstraint(tag: "left", item: box, attribute: .left, toItem: root, constant: 7)
        #expect(left.priority == .required && left.kind == .user && left.identifier == nil)
        left.isActive = true
        #expect(root.constraints.count == 1 && root.constraints[0] === left)
        #expect("\(root.constraints[0])" == "<Tagged left>")
    }

    @Test("With no second item the subclass's second attribute is .notAnAttribute")
    func constantOnly() {
        let box = View()
        let width = TaggedConstraint(tag: "w", item: box, attribute: .width, toItem: nil, constant: 50)
        #expect(width.secondItem == nil && width.secondAttribute == .notAnAttribute && width.constant == 50)
    }
}
