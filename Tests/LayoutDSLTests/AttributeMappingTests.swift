import LayoutDSL
import OpenAutoLayout
import Testing

/// Which attribute each generated constraint relates to: the same attribute for an item target,
/// the one attribute named, or SnapKit's edges ↔ margins mappings.
@Suite("Attributes, composites and their mappings")
struct AttributeMappingTests {
    func pairs(_ build: (ConstraintMaker, View) -> Void) -> [String] {
        let (container, v1, v2) = containerWithTwoViews()
        v1.snp.makeConstraints { make in build(make, v2) }
        return installed(on: container).map { "\($0.firstAttribute)>\($0.secondAttribute)" }
    }

    @Test("Composites expand in SnapKit's order", arguments: [
        ("edges", ["left>left", "top>top", "right>right", "bottom>bottom"]),
        ("horizontalEdges", ["left>left", "right>right"]),
        ("verticalEdges", ["top>top", "bottom>bottom"]),
        ("directionalEdges", ["top>top", "bottom>bottom", "leading>leading", "trailing>trailing"]),
        ("directionalHorizontalEdges", ["leading>leading", "trailing>trailing"]),
        ("directionalVerticalEdges", ["top>top", "bottom>bottom"]),
        ("size", ["width>width", "height>height"]),
        ("center", ["centerX>centerX", "centerY>centerY"]),
        ("margins", ["leftMargin>leftMargin", "rightMargin>rightMargin", "topMargin>topMargin",
                     "bottomMargin>bottomMargin"]),
        ("directionalMargins", ["topMargin>topMargin", "bottomMargin>bottomMargin", "leadingMargin>leadingMargin",
                                "trailingMargin>trailingMargin"]),
        ("centerWithinMargins", ["centerXWithinMargins>centerXWithinMargins",
                                 "centerYWithinMargins>centerYWithinMargins"]),
    ])
    func composites(name: String, expected: [String]) {
        let made = pairs { make, other in
            let line: ConstraintMakerExtendable = switch name {
            case "edges": make.edges
            case "horizontalEdges": make.horizontalEdges
            case "verticalEdges": make.verticalEdges
            case "directionalEdges": make.directionalEdges
            case "directionalHorizontalEdges": make.directionalHorizontalEdges
            case "directionalVerticalEdges": make.directionalVerticalEdges
            case "size": make.size
            case "center": make.center
            case "margins": make.margins
            case "directionalMargins": make.directionalMargins
            default: make.centerWithinMargins
            }
            line.equalTo(other)
        }
        #expect(made == expected)
    }

    @Test("Every single attribute of the maker relates to the same attribute of a view target")
    func singleAttributes() {
        let made = pairs { make, other in
            make.left.equalTo(other); make.top.equalTo(other); make.bottom.equalTo(other)
            make.right.equalTo(other); make.leading.equalTo(other); make.trailing.equalTo(other)
            make.width.equalTo(other); make.height.equalTo(other); make.centerX.equalTo(other)
            make.centerY.equalTo(other); make.lastBaseline.equalTo(other); make.firstBaseline.equalTo(other)
            make.leftMargin.equalTo(other); make.rightMargin.equalTo(other); make.topMargin.equalTo(other)
            make.bottomMargin.equalTo(other); make.leadingMargin.equalTo(other)
            make.trailingMargin.equalTo(other); make.centerXWithinMargins.equalTo(other)
            make.centerYWithinMargins.equalTo(other)
        }
        let names = ["left", "top", "bottom", "right", "leading", "trailing", "width", "height", "centerX",
                     "centerY", "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin",
                     "bottomMargin", "leadingMargin", "trailingMargin", "centerXWithinMargins",
                     "centerYWithinMargins"]
        #expect(made == names.map { "\($0)>\($0)" })
    }

    @Test("Chained attributes make one constraint each: make.left.top.width")
    func chaining() {
        #expect(pairs { make, other in make.left.top.width.equalTo(other) } == ["left>left", "top>top", "width>width"])
    }

    @Test("Edges to margins and back map each edge to its margin")
    func edgesAndMargins() {
        #expect(pairs { make, other in make.edges.equalTo(other.snp.margins) }
            == ["left>leftMargin", "top>topMargin", "right>rightMargin", "bottom>bottomMargin"])
        #expect(pairs { make, other in make.margins.equalTo(other.snp.edges) }
            == ["leftMargin>left", "rightMargin>right", "topMargin>top", "bottomMargin>bottom"])
        #expect(pairs { make, other in make.directionalEdges.equalTo(other.snp.directionalMargins) }
            == ["top>topMargin", "bottom>bottomMargin", "leading>leadingMargin", "trailing>trailingMargin"])
        #expect(pairs { make, other in make.directionalMargins.equalTo(other.snp.directionalEdges) }
            == ["topMargin>top", "bottomMargin>bottom", "leadingMargin>leading", "trailingMargin>trailing"])
        #expect(pairs { make, other in make.edges.equalTo(other.snp.edges) }
            == ["left>left", "top>top", "right>right", "bottom>bottom"])
    }

    @Test("A single target attribute is used for every attribute of the line")
    func singleTargetAttribute() {
        #expect(pairs { make, other in make.left.right.equalTo(other.snp.centerX) }
            == ["left>centerX", "right>centerX"])
    }

    @Test("Several target attributes that are not the same set: an issue, no constraint, no crash")
    func nonIdenticalAttributes() {
        let (container, v1, v2) = containerWithTwoViews()
        let issues = v1.snp.makeConstraints { make in
            make.edges.equalTo(v2.snp.center)
            make.width.equalTo(v2)
        }
        #expect(issues.map(\.kind) == [.multipleNonIdenticalAttributes])
        #expect(installed(on: container).count == 1)
    }

    @Test("…ToSuperview, the closure form and the inequalities pick the superview (or what it gives)")
    func superviewForms() {
        let (container, v1, _) = containerWithTwoViews()
        v1.snp.makeConstraints { make in
            make.top.equalToSuperview()
            make.left.lessThanOrEqualToSuperview()
            make.right.greaterThanOrEqualToSuperview()
            make.bottom.equalToSuperview { $0.safeAreaLayoutGuide }
            make.width.lessThanOrEqualTo(100)
            make.height.greaterThanOrEqualTo(container).offset(-4)
        }
        let made = installed(on: container)
        #expect(made.map(\.relation) == [.equal, .lessThanOrEqual, .greaterThanOrEqual, .equal, .greaterThanOrEqual])
        #expect(made[3].secondItem === container.safeAreaLayoutGuide)
        #expect(made.prefix(3).allSatisfy { $0.secondItem === container })
        #expect(installed(on: v1).map(\.relation) == [.lessThanOrEqual])
    }

    @Test("equalToSuperviewSafeAreaLayoutGuide picks an attribute of the superview's safe area")
    func safeAreaForm() {
        let (container, v1, _) = containerWithTwoViews()
        v1.snp.makeConstraints { make in
            make.top.equalToSuperviewSafeAreaLayoutGuide { $0.snp.top }.offset(8)
            make.bottom.lessThanOrEqualToSuperviewSafeAreaLayoutGuide { $0.snp.bottom }
        }
        let made = installed(on: container)
        #expect(made.count == 2)
        #expect(made.allSatisfy { $0.secondItem === container.safeAreaLayoutGuide })
        #expect(made.map(\.constant) == [8, 0] && made.map(\.relation) == [.equal, .lessThanOrEqual])
    }

    @Test("Without a superview, implied and …ToSuperview targets are issues, not crashes")
    func missingSuperview() {
        let lonely = View()
        let issues = lonely.snp.makeConstraints { make in
            make.top.equalToSuperview()
            make.left.equalTo(10)
            make.width.equalTo(10)
        }
        #expect(issues.map(\.kind) == [.missingSuperview, .missingSuperview])
        #expect(installed(on: lonely).map(\.firstAttribute) == [.width])
    }

    @Test("Items in different hierarchies cannot be activated: an issue")
    func noCommonAncestor() {
        let a = View(), b = View()
        let issues = a.snp.makeConstraints { make in make.left.equalTo(b) }
        #expect(issues.map(\.kind) == [.noCommonAncestor])
    }

    @Test("The grammar is in the types: an attribute line has no offset until it has a relation")
    func grammar() {
        // `make.top.offset(8)` does not compile: Extendable is not Editable. The chain's steps:
        #expect(!isKind(ConstraintMakerExtendable.self, of: ConstraintMakerEditable.self))
        #expect(isKind(ConstraintMakerEditable.self, of: ConstraintMakerPrioritizable.self))
        #expect(isKind(ConstraintMakerPrioritizable.self, of: ConstraintMakerFinalizable.self))
        #expect(!isKind(ConstraintMakerFinalizable.self, of: ConstraintMakerEditable.self))
        #expect(!isKind(ConstraintMakerRelatable.self, of: ConstraintMakerFinalizable.self))
    }
}

/// Whether `type` is `base` or a subclass of it, asked at run time.
private func isKind<Base>(_ type: Any.Type, of base: Base.Type) -> Bool { type is Base.Type }
