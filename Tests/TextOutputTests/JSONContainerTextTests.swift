import Testing
import TextOutput

@Suite("JSON written one element at a time")
struct JSONContainerTextTests {
    /// `value` written through `JSONContainerText`, every container entry by entry down to
    /// `depth` levels (below that, each entry's whole text at once), into pieces.
    static func streamed(_ value: JSONValue, indent: Int = 0, depth: Int = .max, into pieces: inout [String]) {
        guard depth > 0 else { pieces.append(value.text(indent: indent)); return }
        switch value {
        case .array(let elements):
            var container = JSONContainerText(.array, indent: indent)
            for element in elements {
                pieces.append(container.openElement())
                streamed(element, indent: container.childIndent, depth: depth - 1, into: &pieces)
            }
            pieces.append(container.close())
        case .object(let members):
            var container = JSONContainerText(.object, indent: indent)
            for (key, member) in members {
                pieces.append(container.openMember(key))
                streamed(member, indent: container.childIndent, depth: depth - 1, into: &pieces)
            }
            pieces.append(container.close())
        default: pieces.append(value.text(indent: indent))
        }
    }

    static func streamed(_ value: JSONValue, depth: Int = .max) -> String {
        var pieces: [String] = []
        streamed(value, depth: depth, into: &pieces)
        return pieces.joined()
    }

    static let values: [JSONValue] = [
        .null, .bool(false), .integer(-4), .number(0.1), .number(.infinity), .string("a\n\"b\"\u{2028}"),
        .array([]), .object([]),
        .array([.array([]), .object([]), .array([.array([.integer(1)])])]),
        .object([("empty", .object([])), ("none", .array([])), ("deep", .object([("list", .array([.null, .bool(true)]))]))]),
        .object([
            ("schema", .string("x/1")),
            ("documents", .array([
                .object([("path", .string("A")), ("scenes", .array([])), ("issues", .array([.object([("k", .number(375))])]))]),
                .object([("path", .string("B")), ("scenes", .array([.object([]), .array([.string("s")])]))]),
            ])),
            ("summary", .object([("errors", .integer(0))])),
        ]),
    ]

    @Test("Byte for byte the whole value's text: empty, nested, scalars, escapes", arguments: values.indices)
    func sameBytes(index: Int) {
        let value = Self.values[index]
        #expect(Self.streamed(value) == value.text)
        for depth in 1...3 { #expect(Self.streamed(value, depth: depth) == value.text) }
    }

    @Test("Whole elements and members at an indent, as the element of an enclosing container")
    func wholeEntries() {
        let inner = JSONValue.array([.object([("a", .array([.integer(1), .integer(2)]))]), .array([])])
        var container = JSONContainerText(.object, indent: 2)
        let text = container.member("x", inner) + container.member("y", .object([])) + container.close()
        let whole = JSONValue.array([.object([("x", inner), ("y", .object([]))])]).text
        #expect("[\n  " + text + "\n]" == whole)
        #expect(container.count == 2)
    }

    @Test("An empty container is one piece, written when it is closed")
    func emptyContainers() {
        #expect(JSONContainerText(.array, indent: 6).close() == "[]")
        #expect(JSONContainerText(.object).close() == "{}")
        var array = JSONContainerText(.array)
        #expect(array.element(.integer(1)) == "[\n  1")
        #expect(array.element(.integer(2)) == ",\n  2")
        #expect(array.close() == "\n]")
    }
}
