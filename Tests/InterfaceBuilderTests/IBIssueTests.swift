import Testing
import InterfaceBuilder

@Suite("Validation: a well-formed but inconsistent storyboard")
struct IBIssueTests {
    let document: IBDocument
    let name = "Invalid.storyboard"

    init() throws { document = try Fixture.read("Invalid.storyboard") }

    /// The issues about one object, in order.
    func kinds(_ id: String?) -> [IBIssue.Kind] { document.issues.filter { $0.objectID == id }.map(\.kind) }

    func line(of id: String, _ element: String) throws -> IBSourceLocation? {
        try Fixture.location(of: "id=\"\(id)\"", element: element, in: name)
    }

    @Test("a duplicated id is reported at the second use, naming the first")
    func duplicateIDs() throws {
        let first = try #require(try line(of: "Inv-dp-001", "view"))
        let second = try #require(try Fixture.location(of: "text=\"Twin\"", element: "label", in: name))
        let issue = try #require(document.issues.first { $0.elementName == "label" })
        #expect(issue.kind == .duplicateID(firstLocation: first))
        #expect(issue.location == second)
        #expect(issue.objectID == "Inv-dp-001")
        #expect(issue.severity == .error)
        #expect(kinds("Inv-c01-001").contains { if case .duplicateID = $0 { true } else { false } })
    }

    @Test("items that name no object, or an object that is not a view or guide")
    func danglingItems() {
        #expect(kinds("Inv-c01-001").contains(.danglingReference(attribute: "firstItem", target: "Inv-no-001")))
        #expect(kinds("Inv-c02-001") == [.notALayoutItem(attribute: "secondItem", target: "Inv-ol-001")])
        #expect(document.issues.contains { $0.kind == .danglingReference(attribute: "reference", target: "Inv-gone-01") })
    }

    @Test("unreadable constraints are reported and left out", arguments: [
        ("Inv-c03-001", IBIssue.Kind.invalidNumber(attribute: "constant", value: "nan")),
        ("Inv-c04-001", .invalidNumber(attribute: "multiplier", value: "abc")),
        ("Inv-c05-001", .unknownLayoutAttribute(attribute: "firstAttribute", value: "middle")),
        ("Inv-c06-001", .unknownRelation(value: "approximately")),
        ("Inv-c07-001", .priorityOutOfRange(value: 1001)),
        ("Inv-c08-001", .invalidNumber(attribute: "multiplier", value: "1:0")),
    ])
    func droppedConstraints(id: String, kind: IBIssue.Kind) throws {
        #expect(kinds(id) == [kind])
        #expect(document.constraint(withID: id) == nil)
        let issue = try #require(document.issues.first { $0.objectID == id })
        #expect(try issue.location == line(of: id, "constraint"))
    }

    @Test("the readable constraints stay, the duplicate id included")
    func keptConstraints() {
        #expect(document.constraints.map(\.id) == ["Inv-c01-001", "Inv-c02-001", "Inv-c01-001"])
    }

    @Test("bad numbers in a frame drop the frame; unknown stack values are reported")
    func badViewValues() throws {
        let view = try #require(document.views.first { $0.elementName == "view" && $0.id == "Inv-dp-001" })
        #expect(view.recordedFrame == nil)
        let frameIssues = document.issues.filter { $0.elementName == "rect" }.map(\.kind)
        #expect(frameIssues == [.invalidNumber(attribute: "x", value: "NaN"), .invalidNumber(attribute: "width", value: "1e999")])
        #expect(kinds("Inv-st-001") == [.unknownValue(attribute: "axis", value: "diagonal"),
                                        .invalidNumber(attribute: "spacing", value: "wide")])
        #expect(try document.requireView("Inv-st-001").stackView?.axis == nil)
    }

    @Test("issues are ordered by place and printed as path:line:column")
    func ordering() throws {
        #expect(document.issues.map(\.location) == document.issues.map(\.location).sorted())
        let issue = try #require(document.issues.first { $0.objectID == "Inv-c06-001" })
        let location = try #require(try line(of: "Inv-c06-001", "constraint"))
        #expect(issue.description ==
            "\(document.path):\(location.line):\(location.column): error: constraint \"Inv-c06-001\": relation=\"approximately\" is not a relation")
    }
}
