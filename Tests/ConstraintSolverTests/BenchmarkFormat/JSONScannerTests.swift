@testable import BenchmarkFormat
import Foundation
import Testing

/// The value of a whole JSON document as the scanner materialises it.
private func scanned(_ json: String) throws(WorkloadError) -> Any {
    let scanner = JSONScanner(bytes: Array(json.utf8))
    var result: Any = NSNull()
    try scanner.readDocument { (start) throws(WorkloadError) in
        let (value, end) = try scanner.readValue(at: start)
        result = value
        return end
    }
    return result
}

/// A one-variable document whose only variable's name is the given JSON string literal.
private func variableNamed(_ literal: String) throws(WorkloadError) -> String {
    try parse(workloadJSON(variables: "[\(literal)]", constraints: "[]")).variables[0]
}

private func isInvalidJSON(_ json: String) -> Bool {
    if case .invalidJSON = problem(json) { return true }
    return false
}

@Suite("Reading JSON one element at a time")
struct JSONScannerTests {
    @Test("escapes decode to the characters they stand for")
    func escapes() throws {
        #expect(try variableNamed(#""a\"b\\c\/d\b\f\n\r\t""#) == "a\"b\\c/d\u{08}\u{0C}\n\r\t")
        #expect(try variableNamed(#""\u00e9\u00C9""#) == "\u{E9}\u{C9}")
        // U+1F600 is D83D DE00 in UTF-16: 0x10000 + (0x03D << 10) + 0x200.
        #expect(try variableNamed(#""x\ud83d\ude00y""#) == "x\u{1F600}y")
        #expect(try variableNamed("\"caf\u{E9}\"") == "caf\u{E9}")
    }

    @Test("an unpaired surrogate is refused, not replaced", arguments: [
        #""\ud83d""#, #""\ude00""#, #""\ud83d\u0041""#, #""\ud83dx""#,
    ])
    func unpairedSurrogate(literal: String) {
        #expect(isInvalidJSON(workloadJSON(variables: "[\(literal)]", constraints: "[]")))
    }

    @Test("malformed documents are refused as invalid JSON", arguments: [
        #"{"format": "autolayout-bench/1"#,                       // unterminated string
        #"{"format": "autolayout-bench/1", "x": "\q"}"#,          // bad escape
        #"{"format": "autolayout-bench/1", "x": "\u12G4"}"#,      // bad \u escape
        "{\"format\": \"autolayout-\tbench/1\"}",                // control character in a string
        #"{"format": "autolayout-bench/1", "x": 01}"#,           // leading zero
        #"{"format": "autolayout-bench/1", "x": -01}"#,
        #"{"format": "autolayout-bench/1", "x": +1}"#,
        #"{"format": "autolayout-bench/1", "x": .5}"#,
        #"{"format": "autolayout-bench/1", "x": 1.}"#,
        #"{"format": "autolayout-bench/1", "x": 1e}"#,
        #"{"format": "autolayout-bench/1", "x": -}"#,
        #"{"format": "autolayout-bench/1", "x": tru}"#,
        #"{"format": "autolayout-bench/1", "x": nul}"#,
        #"{"format": "autolayout-bench/1"} x"#,                  // trailing garbage
        #"{"format": "autolayout-bench/1"} {}"#,
        #"{"format": "autolayout-bench/1", "x": [1, 2,]}"#,      // trailing comma in an array
        #"{"format": "autolayout-bench/1", "x": 1,}"#,           // trailing comma in an object
        #"{"format" "autolayout-bench/1"}"#,                     // missing colon
        #"{"format": "autolayout-bench/1" "x": 1}"#,             // missing comma
        #"{format: "autolayout-bench/1"}"#,                      // unquoted key
        #"{"format": 'autolayout-bench/1'}"#,
        "", "   ", "[", "{",
    ])
    func malformed(json: String) {
        #expect(isInvalidJSON(json))
    }

    @Test("invalid UTF-8 in a string is refused")
    func invalidUTF8() {
        var bytes = Array(workloadJSON(variables: #"["aXb"]"#, constraints: "[]").utf8)
        bytes[bytes.firstIndex(of: UInt8(ascii: "X"))!] = 0xFF
        do {
            _ = try Workload(jsonData: Data(bytes))
            Issue.record("a string holding the byte 0xFF was accepted")
        } catch {
            guard case .invalidJSON = error.problem else {
                Issue.record("expected invalidJSON, got \(error)")
                return
            }
        }
    }

    @Test("errors name the line and column of the problem")
    func position() {
        // Line 2 is `  "x": 01}`: the number starts in column 8.
        #expect(problem("{\"format\": \"autolayout-bench/1\",\n  \"x\": 01}")
                == .invalidJSON("leading zero in a number at line 2, column 8"))
    }

    @Test("nesting past the limit is an error, not a stack overflow")
    func deepNesting() {
        #expect(isInvalidJSON(String(repeating: "[", count: 100_000)))
        #expect(isInvalidJSON(String(repeating: #"{"a":"#, count: 100_000)))
        // The top-level object is one level: 511 arrays inside it reach the limit of 512.
        func nested(_ depth: Int) -> String {
            workloadJSON(extra: #""junk": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        }
        #expect(problem(nested(511)) == nil)
        #expect(isInvalidJSON(nested(512)))
        #expect(isInvalidJSON(nested(100_000)))
        // A constraint is two levels down (the document, `constraints`), its `tag` three: 509
        // arrays in the tag reach 512 and are read (recursively) as the constraint is parsed.
        let deepTag = String(repeating: "[", count: 509) + String(repeating: "]", count: 509)
        let tagged = try? parse(workloadJSON(constraints: #"[{"terms": [[1.0, "a"]], "op": "==", "tag": "# + deepTag + "}]"))
        #expect(tagged?.constraints.first?.tag == nil && tagged?.constraints.count == 1)
        #expect(isInvalidJSON(workloadJSON(constraints: #"[{"terms": [[1.0, "a"]], "op": "==", "tag": ["# + deepTag + "]}]")))
    }

    @Test("numbers follow the JSON grammar and keep their values")
    func numbers() throws {
        let values = try #require(try scanned("[0, -0, 1E+2, 0.5e-1, -12.25, 123456789012345678901234567890]") as? [Any])
        #expect(values.compactMap(jsonNumber) == [0, 0, 100, 0.05, -12.25, 1.2345678901234568e29])
        #expect(jsonNumber(try scanned("true")) == nil)
        #expect(try scanned("false") as? NSNumber == NSNumber(value: false))
        #expect(try scanned(" null ") is NSNull)
        #expect(problem(workloadJSON(constraints: #"[{"terms": [[1e400, "a"]], "op": "=="}]"#)) == .nonFiniteNumber)
        #expect(problem(workloadJSON(constraints: #"[{"terms": [[1.0, "a"]], "constant": true, "op": "=="}]"#))
                == .wrongType(expected: "a number"))
        #expect(problem(workloadJSON(extra: #""ops": [{"remove": 0.5}]"#)) == .wrongType(expected: "a non-negative integer"))
    }

    @Test("objects and arrays come out as the tree JSONSerialization gives")
    func containers() throws {
        let value = try #require(try scanned(#"{"a": [1, "x", {"b": null}], "c": {}, "d": []}"#) as? [String: Any])
        let list = try #require(value["a"] as? [Any])
        #expect(list.count == 3 && jsonNumber(list[0]) == 1 && list[1] as? String == "x")
        #expect((list[2] as? [String: Any])?["b"] is NSNull)
        #expect((value["c"] as? [String: Any])?.isEmpty == true && (value["d"] as? [Any])?.isEmpty == true)
    }

    @Test("the order of the top-level keys does not matter")
    func keyOrder() throws {
        let variables = #"["a", "b"]"#
        let constraints = #"[{"terms": [[1.0, "a"], [-1.0, "b"]], "constant": 5, "op": "=="}, {"terms": [[1, "b"]], "op": ">=", "constant": -2}]"#
        let rest = #""expect": [{"var": "a", "value": 7}], "ops": [{"set_constant": 0, "value": 3}], "edits": {"steps": [{"suggest": {"b": 4}}], "variables": [{"var": "b"}]}"#
        let inOrder = try parse(workloadJSON(variables: variables, constraints: constraints, extra: rest))
        let reversed = try parse("{\(rest), \"constraints\": \(constraints), \"name\": \"tiny\", \"variables\": \(variables), \"format\": \"autolayout-bench/1\"}")
        #expect(reversed == inOrder)
        #expect(reversed.constraints.count == 2 && reversed.constraints[1].terms == [WorkloadTerm(1, 1)])
        #expect(reversed.edits?.steps.first?.suggestions == [Suggestion(variable: 1, value: 4)])
    }

    @Test("a repeated key keeps its last value; a byte order mark is skipped")
    func duplicatesAndBOM() throws {
        let json = #"{"format": "other", "variables": ["x"], "constraints": [], "format": "autolayout-bench/1", "variables": ["a"]}"#
        #expect(try parse(json).variables == ["a"])
        let withBOM = try Workload(jsonData: Data([0xEF, 0xBB, 0xBF] + Array(workloadJSON().utf8)))
        #expect(withBOM == (try parse(workloadJSON())))
    }

    @Test("a syntax error after a semantic one is still reported as invalid JSON")
    func syntaxFirst() {
        let json = workloadJSON(constraints: #"[{"terms": [[1.0, "zz"]], "op": "=="}]"#, extra: #""x": [1 2]"#)
        #expect(isInvalidJSON(json))
    }
}
