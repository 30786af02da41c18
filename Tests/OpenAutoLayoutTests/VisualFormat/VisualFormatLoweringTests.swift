import Testing
@testable import OpenAutoLayout

/// The constraints each format gives with default options, written out by hand from Apple's
/// rules: a connection reads `right == left + gap` (leading/trailing in H, top/bottom in V);
/// `-` is 8 between views and 20 to the superview; a view predicate sets its width (H) or
/// height (V).
@Suite("Visual format constraints")
struct VisualFormatLoweringTests {
    static let names: Set = [
        "a", "b", "c", "button", "textField", "purpleBox", "topField", "bottomField", "maroonView",
        "blueView", "button1", "button2", "flexibleButton", "find", "findNext", "findField",
    ]

    static func lower(_ format: String, metrics: [String: Double] = [:]) throws -> [String] {
        try VisualFormat.constraints(withVisualFormat: format, metrics: metrics, viewNames: names)
            .map(\.description)
    }

    @Test("Every example of Apple's guide", arguments: [
        ("[button]-[textField]", ["textField.leading == button.trailing + 8 (standard)"]),
        ("[button(>=50)]", ["button.width >= 50"]),
        ("|-50-[purpleBox]-50-|", [
            "purpleBox.leading == superview.leading + 50",
            "superview.trailing == purpleBox.trailing + 50",
        ]),
        ("V:[topField]-10-[bottomField]", ["bottomField.top == topField.bottom + 10"]),
        ("[maroonView][blueView]", ["blueView.leading == maroonView.trailing"]),
        ("[button(100@20)]", ["button.width == 100 @20"]),
        ("[button1(==button2)]", ["button1.width == button2.width"]),
        ("[flexibleButton(>=70,<=100)]", ["flexibleButton.width >= 70", "flexibleButton.width <= 100"]),
        ("|-[find]-[findNext]-[findField(>=20)]-|", [
            "find.leading == superview.leading + 20 (standard)",
            "findNext.leading == find.trailing + 8 (standard)",
            "findField.leading == findNext.trailing + 8 (standard)",
            "findField.width >= 20",
            "superview.trailing == findField.trailing + 20 (standard)",
        ]),
    ])
    func guideExamples(format: String, expected: [String]) throws {
        #expect(try Self.lower(format) == expected)
    }

    @Test("Superview connections, zero gaps, predicates and negative gaps", arguments: [
        ("|-[a]-|", [
            "a.leading == superview.leading + 20 (standard)",
            "superview.trailing == a.trailing + 20 (standard)",
        ]),
        ("|[a]|", ["a.leading == superview.leading", "superview.trailing == a.trailing"]),
        ("V:|-50-[a]", ["a.top == superview.top + 50"]),
        ("V:|[a]-[b]-|", [
            "a.top == superview.top", "b.top == a.bottom + 8 (standard)",
            "superview.bottom == b.bottom + 20 (standard)",
        ]),
        ("[a]-[b]", ["b.leading == a.trailing + 8 (standard)"]),
        ("[a][b]", ["b.leading == a.trailing"]),
        ("[a(100@20)]", ["a.width == 100 @20"]),
        ("V:[a(44)]", ["a.height == 44"]),
        ("V:[a(==b)]", ["a.height == b.height"]),
        ("|-(>=20)-[a]", ["a.leading >= superview.leading + 20"]),
        ("[a]-(-5)-[b]", ["b.leading == a.trailing - 5"]),
        ("[a]-(>=8,<=20@250)-[b]", ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20 @250"]),
        ("[a]-(<=-4)-|", ["superview.trailing <= a.trailing - 4"]),
    ])
    func connections(format: String, expected: [String]) throws {
        #expect(try Self.lower(format) == expected)
    }

    @Test("A view's predicates follow the connection that reaches it; the first view's come first")
    func order() throws {
        #expect(try Self.lower("[a(50)]-[b(60)]|") == [
            "a.width == 50",
            "b.leading == a.trailing + 8 (standard)",
            "b.width == 60",
            "superview.trailing == b.trailing",
        ])
        #expect(try Self.lower("|-[a(50)]") == ["a.leading == superview.leading + 20 (standard)", "a.width == 50"])
    }

    @Test("Metrics stand in for numbers and priorities")
    func metrics() throws {
        let metrics: [String: Double] = ["margin": 15, "side": 100, "low": 250]
        #expect(try Self.lower("|-margin-[a(side@low)]-(margin@low)-|", metrics: metrics) == [
            "a.leading == superview.leading + 15",
            "a.width == 100 @250",
            "superview.trailing == a.trailing + 15 @250",
        ])
    }

    @Test("The constraint values themselves, not only their text")
    func values() throws {
        let constraints = try VisualFormat.constraints(
            withVisualFormat: "|-[a(>=b@750)]", viewNames: ["a", "b"])
        #expect(constraints == [
            VisualFormatConstraint(
                .view("a"), .leading, .equal, .superview, .leading,
                multiplier: 1, constant: 20, priority: 1000, isStandardSpacing: true),
            VisualFormatConstraint(
                .view("a"), .width, .greaterThanOrEqual, .view("b"), .width,
                multiplier: 1, constant: 0, priority: 750, isStandardSpacing: false),
        ])
        let size = try VisualFormat.constraints(withVisualFormat: "[a(30)]", viewNames: ["a"])
        #expect(size == [VisualFormatConstraint(.view("a"), .width, .equal, nil, .notAnAttribute, constant: 30)])
    }

    @Test("Layout-margin spacing pins a lone '-' to the superview's margins, and only that")
    func layoutMargins() throws {
        let constraints = try VisualFormat.constraints(
            withVisualFormat: "|-[a]-[b]-10-|", viewNames: ["a", "b"], superviewSpacing: .layoutMargins)
        #expect(constraints.map(\.description) == [
            "a.leading == superview.leadingMargin (standard)",
            "b.leading == a.trailing + 8 (standard)",
            "superview.trailing == b.trailing + 10",
        ])
        let vertical = try VisualFormat.constraints(
            withVisualFormat: "V:[a]-|", viewNames: ["a"], superviewSpacing: .layoutMargins)
        #expect(vertical.map(\.description) == ["superview.bottomMargin == a.bottom (standard)"])
    }

    @Test("A custom fixed superview spacing")
    func fixedSuperviewSpacing() throws {
        let constraints = try VisualFormat.constraints(
            withVisualFormat: "|-[a]", viewNames: ["a"], superviewSpacing: .fixed(16))
        #expect(constraints.map(\.description) == ["a.leading == superview.leading + 16 (standard)"])
    }

    @Test("A lone view with no predicates asks for nothing")
    func nothing() throws {
        #expect(try Self.lower("[a]").isEmpty)
        #expect(try Self.lower("V:[a]").isEmpty)
    }

    @Test("Two-step use gives the same constraints as the one-step call")
    func twoSteps() throws {
        let format = "V:|-[a(>=20)]-(8@750)-[b]|"
        let parsed = try VisualFormat.parse(format, viewNames: Self.names)
        #expect(try parsed.constraints() == VisualFormat.constraints(withVisualFormat: format, viewNames: Self.names))
    }
}
