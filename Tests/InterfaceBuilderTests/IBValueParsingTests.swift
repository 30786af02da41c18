import Testing
@testable import InterfaceBuilder

@Suite("Reading IB's numbers")
struct IBValueParsingTests {
    @Test("decimals IB writes", arguments: [
        ("0.0", 0.0), ("187.5", 187.5), ("-40", -40.0), ("+.5", 0.5), ("1e3", 1000.0),
        ("0.29748205236486486", 0.29748205236486486),
    ])
    func decimals(text: String, value: Double) {
        #expect(IBValueParsing.decimal(text) == value)
    }

    @Test("anything else is not a number, NaN and infinities included", arguments: [
        "", " 1", "1 ", "abc", "nan", "NaN", "inf", "-infinity", "1e999", "0x10", ".", "1e", "1.2.3", "--1",
    ])
    func rejected(text: String) {
        #expect(IBValueParsing.decimal(text) == nil)
    }

    @Test("multipliers: decimals, ratios and fractions", arguments: [
        ("0.5", 0.5), ("1:2", 0.5), ("1/3", 1.0 / 3.0), ("16:9", 16.0 / 9.0), ("210:320", 210.0 / 320.0),
        ("2:1", 2.0), ("-1", -1.0),
    ])
    func multipliers(text: String, value: Double) {
        #expect(IBValueParsing.multiplier(text) == value)
    }

    @Test("malformed multipliers", arguments: ["1:0", "1/0", ":", "1:", "1:2:3", "a:b", "nan:1", "1e308:1e-308"])
    func malformedMultipliers(text: String) {
        #expect(IBValueParsing.multiplier(text) == nil)
    }

    @Test("booleans are YES and NO only", arguments: [("YES", true), ("NO", false)])
    func booleans(text: String, value: Bool) {
        #expect(IBValueParsing.boolean(text) == value)
        #expect(IBValueParsing.boolean(text.lowercased()) == nil)
    }
}
