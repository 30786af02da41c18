import Testing
@testable import OpenAutoLayout

/// The typed description the parser gives, before any options apply.
@Suite("Visual format parsing")
struct VisualFormatParserTests {
    typealias Predicate = VisualFormat.Predicate

    @Test("The orientation defaults to horizontal; H: and V: set it")
    func orientation() throws {
        #expect(try VisualFormat.parse("[a]", viewNames: ["a"]).orientation == .horizontal)
        #expect(try VisualFormat.parse("H:[a]", viewNames: ["a"]).orientation == .horizontal)
        #expect(try VisualFormat.parse("V:[a]", viewNames: ["a"]).orientation == .vertical)
    }

    @Test("A full format gives superview connections, views and the connections between them")
    func fullFormat() throws {
        let format = "|-[find]-[findNext]-[findField(>=20)]-|"
        let parsed = try VisualFormat.parse(format, viewNames: ["find", "findNext", "findField"])
        #expect(parsed.format == format)
        #expect(parsed.views == [
            .init(name: "find"), .init(name: "findNext"),
            .init(name: "findField", predicates: [Predicate(.greaterThanOrEqual, .constant(20))]),
        ])
        // Each connection ends just past the item on its right: "|-[find]" is 8 characters.
        #expect(parsed.leadingSuperview == .init(spacing: .standard, endPosition: 8))
        #expect(parsed.connections == [
            .init(spacing: .standard, endPosition: 19),
            .init(spacing: .standard, endPosition: 37),
        ])
        #expect(parsed.trailingSuperview == .init(spacing: .standard, endPosition: 39))
    }

    @Test("Adjacent views have an adjacent connection, and no bars mean no superview connections")
    func adjacent() throws {
        let parsed = try VisualFormat.parse("[maroonView][blueView]", viewNames: ["maroonView", "blueView"])
        #expect(parsed.leadingSuperview == nil)
        #expect(parsed.trailingSuperview == nil)
        #expect(parsed.connections.map(\.spacing) == [.adjacent])
    }

    @Test("Connection predicates: numbers, negative numbers in parentheses, lists, relations, priorities")
    func connectionPredicates() throws {
        let names: Set = ["a", "b"]
        let cases: [(String, [Predicate])] = [
            ("[a]-50-[b]", [Predicate(.constant(50))]),
            ("[a]-(-5)-[b]", [Predicate(.constant(-5))]),
            ("[a]->=20-[b]", [Predicate(.greaterThanOrEqual, .constant(20))]),
            ("[a]-20@750-[b]", [Predicate(.constant(20), priority: 750)]),
            ("[a]-(>=8,<=20@250)-[b]",
             [Predicate(.greaterThanOrEqual, .constant(8)), Predicate(.lessThanOrEqual, .constant(20), priority: 250)]),
            ("[a]-gap-[b]", [Predicate(.constant(12))]),
            ("[a]-(==gap@low)-[b]", [Predicate(.constant(12), priority: 250)]),
        ]
        for (format, predicates) in cases {
            let parsed = try VisualFormat.parse(format, metrics: ["gap": 12, "low": 250], viewNames: names)
            #expect(parsed.connections.map(\.spacing) == [.predicates(predicates)], "\(format)")
        }
    }

    @Test("A predicate on the superview connection")
    func superviewPredicate() throws {
        let parsed = try VisualFormat.parse("|-(>=20)-[a]", viewNames: ["a"])
        #expect(parsed.leadingSuperview?.spacing == .predicates([Predicate(.greaterThanOrEqual, .constant(20))]))
    }

    @Test("View predicates may name another view; a relation may be left out")
    func viewPredicates() throws {
        let names: Set = ["button1", "button2"]
        let equal = try VisualFormat.parse("[button1(==button2)]", viewNames: names)
        #expect(equal.views[0].predicates == [Predicate(.view("button2"))])
        let bare = try VisualFormat.parse("[button1(button2@750)]", viewNames: names)
        #expect(bare.views[0].predicates == [Predicate(.view("button2"), priority: 750)])
    }

    @Test("Metrics win over views of the same name, as in UIKit")
    func metricsBeforeViews() throws {
        let parsed = try VisualFormat.parse("[a(b)]", metrics: ["b": 40], viewNames: ["a", "b"])
        #expect(parsed.views[0].predicates == [Predicate(.constant(40))])
    }

    @Test("Numbers are read as strtod reads them in the C locale", arguments: [
        ("5", 5.0), ("-5", -5), ("10.5", 10.5), ("1e2", 100), ("1E+2", 100), ("2.5e-1", 0.25),
        ("5.", 5), ("-.5", -0.5), ("0x10", 16), ("0x1p3", 8), ("007", 7),
    ])
    func numbers(text: String, value: Double) throws {
        let parsed = try VisualFormat.parse("[a(\(text))]", viewNames: ["a"])
        #expect(parsed.views[0].predicates == [Predicate(.constant(value))])
    }

    @Test("A number stops where strtod stops: an exponent needs digits")
    func numberPrefix() throws {
        // strtod reads "1" from "1e", leaving "e)" — and 'e' is no way to continue a predicate.
        #expect(throws: VisualFormatError(.unterminatedViewPredicate, format: "[a(1e)]", position: 4)) {
            try VisualFormat.parse("[a(1e)]", viewNames: ["a"])
        }
    }

    @Test("Priorities accept metrics and the whole range (0, 1000]")
    func priorities() throws {
        let parsed = try VisualFormat.parse("[a(10@0.5,20@1000,30@p)]", metrics: ["p": 999], viewNames: ["a"])
        #expect(parsed.views[0].predicates.map(\.priority) == [0.5, 1000, 999])
    }

    @Test("View names are C identifiers")
    func identifiers() throws {
        let parsed = try VisualFormat.parse("[_a1]-[B_2]", viewNames: ["_a1", "B_2"])
        #expect(parsed.views.map(\.name) == ["_a1", "B_2"])
    }
}
