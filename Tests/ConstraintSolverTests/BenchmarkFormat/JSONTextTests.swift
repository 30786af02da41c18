import BenchmarkFormat
import Testing

@Suite("Deterministic JSON output")
struct JSONTextTests {
    @Test("numbers print as the shortest round-trip decimal, always with a fraction or exponent",
          arguments: [(375.0, "375.0"), (-0.0, "0.0"), (0.1, "0.1"), (-8.5, "-8.5"), (1e-05, "1e-05"),
                      (1e16, "1e+16"), (Double.nan, "null"), (Double.infinity, "null")])
    func numbers(value: Double, text: String) {
        #expect(JSONText.number(value) == text)
    }

    @Test("strings escape quotes, backslashes and control characters")
    func strings() {
        #expect(JSONText.string("a\"b\\c\nd\u{1}é") == #""a\"b\\c\nd\u0001é""#)
    }

    @Test("objects keep the given member order with Python's separators")
    func objects() {
        #expect(JSONText.object([("z", "1"), ("a", JSONText.array(["2", "3"]))]) == #"{"z": 1, "a": [2, 3]}"#)
    }
}
