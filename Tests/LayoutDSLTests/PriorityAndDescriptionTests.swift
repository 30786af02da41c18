import LayoutDSL
import OpenAutoLayout
import Testing

@Suite("Priorities, labels and descriptions")
struct PriorityAndDescriptionTests {
    func priorities(_ build: (ConstraintMaker) -> Void) -> [Float] {
        let (container, v1, _) = containerWithTwoViews()
        v1.snp.makeConstraints(build)
        return installed(on: container).map(\.priority.rawValue)
    }

    @Test("SnapKit's named priorities are 1000, 750, 500 and 250")
    func namedPriorities() {
        #expect(ConstraintPriority.required.value == 1000)
        #expect(ConstraintPriority.high.value == 750)
        #expect(ConstraintPriority.medium.value == 500)
        #expect(ConstraintPriority.low.value == 250)
    }

    @Test("priority(_:) takes named priorities, numbers, arithmetic and LayoutPriority")
    func priorityForms() {
        let made = priorities { make in
            make.top.equalToSuperview().priority(.required)
            make.left.equalToSuperview().priority(.high)
            make.right.equalToSuperview().priority(.medium)
            make.bottom.equalToSuperview().priority(.low)
            make.centerX.equalToSuperview().priority(.low + 1)
            make.centerY.equalToSuperview().priority(999)
            make.leading.equalToSuperview().priority(600.5)
            make.trailing.equalToSuperview().priority(LayoutPriority.defaultLow - 1)
        }
        #expect(made == [1000, 750, 500, 250, 251, 999, 600.5, 249])
    }

    @Test("Priorities stride: advanced(by:), distance(to:) and ranges")
    func stride() {
        #expect(ConstraintPriority.low.advanced(by: 1) == ConstraintPriority(251))
        #expect(ConstraintPriority.low.distance(to: .high) == 500)
        #expect(ConstraintPriority.low < ConstraintPriority.medium)
        let steps = Array(Swift.stride(from: ConstraintPriority.low, through: .high, by: 250)).map(\.value)
        #expect(steps == [250, 500, 750])
        let literal: ConstraintPriority = 300.0
        #expect(literal.value == 300)
    }

    @Test("update(priority:) changes optional priorities only: required stays required")
    func updatePriority() {
        let (container, v1, _) = containerWithTwoViews()
        var optional: Constraint?
        var required: Constraint?
        v1.snp.makeConstraints { make in
            optional = make.top.equalToSuperview().priority(.low).constraint
            required = make.left.equalToSuperview().constraint
        }
        optional?.update(priority: .high)
        required?.update(priority: 300)
        #expect(installed(on: container).map(\.priority.rawValue) == [750, 1000])
        optional?.update(priority: ConstraintPriority.required)
        #expect(installed(on: container).map(\.priority.rawValue) == [750, 1000])
    }

    @Test("labeled(_:) sets the identifier of every layout constraint of the line")
    func labeled() {
        let (container, v1, v2) = containerWithTwoViews()
        v1.snp.makeConstraints { make in make.edges.equalTo(v2).labeled("Test-Identifier") }
        #expect(installed(on: container).map(\.identifier) == Array(repeating: "Test-Identifier", count: 4))
        let layout = installed(on: container)[0] as? SnapLayoutConstraint
        #expect(layout?.label == "Test-Identifier")
    }

    @Test("setLabel names a view (its accessibilityIdentifier) and a guide (its identifier)")
    func setLabel() {
        let view = View()
        let guide = LayoutGuide()
        view.snp.setLabel("label")
        guide.snp.setLabel("guide")
        #expect(view.snp.label() == "label" && view.accessibilityIdentifier == "label")
        #expect(guide.snp.label() == "guide" && guide.identifier == "guide")
        view.snp.setLabel(nil)
        #expect(view.snp.label() == nil)
    }

    @Test("Descriptions read like SnapKit's, with the file and line of the relation", arguments: [0, 1, 2, 3])
    func descriptions(index: Int) {
        let container = View()
        container.snp.setLabel("container")
        let label = View(), other = View()
        label.snp.setLabel("label")
        container.addSubview(label)
        container.addSubview(other)
        var lines: [UInt] = []
        label.snp.makeConstraints { make in
            lines.append(#line); make.left.equalTo(other).offset(10).priority(.high)
            lines.append(#line); make.right.equalTo(other).multipliedBy(2).offset(-3)
            lines.append(#line); make.top.equalTo(container).labeled("top")
            lines.append(#line); make.width.equalTo(50)
        }
        let all = installed(on: container) + installed(on: label)
        let expected = [
            "<SnapKit.LayoutConstraint:@PriorityAndDescriptionTests.swift#\(lines[0]) View:label.left == View:container/1.left + 10.0 ^750.0>",
            "<SnapKit.LayoutConstraint:@PriorityAndDescriptionTests.swift#\(lines[1]) View:label.right == View:container/1.right * 2.0 - 3.0>",
            "<SnapKit.LayoutConstraint:top@PriorityAndDescriptionTests.swift#\(lines[2]) View:label.top == View:container.top>",
            "<SnapKit.LayoutConstraint:@PriorityAndDescriptionTests.swift#\(lines[3]) View:label.width == 50.0>",
        ]
        #expect("\(all[index])" == expected[index])
    }

    @Test("Unlabelled items are named by their subview path, the same on every run")
    func deterministicNames() {
        let root = View()
        let a = View(), b = View()
        root.addSubview(a)
        a.addSubview(b)
        let guide = LayoutGuide()
        a.addLayoutGuide(guide)
        b.snp.makeConstraints { make in make.top.equalTo(guide) }
        let text = installed(on: a).first.map { "\($0)" } ?? ""
        #expect(text.hasSuffix(" View:/0/0.top == LayoutGuide:/0.guide0.top>"))
    }

    @Test("Hugging and compression priorities through view.snp")
    func contentPriorities() {
        let view = View()
        view.snp.contentHuggingHorizontalPriority = 251
        view.snp.contentCompressionResistanceVerticalPriority = 700
        #expect(view.contentHuggingPriority(for: .horizontal) == 251)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == 700)
        #expect(view.snp.contentHuggingVerticalPriority == 250)
        #expect(view.snp.contentCompressionResistanceHorizontalPriority == 750)
    }
}
