import Testing
@testable import LayoutRendering

@Suite("SVG numbers")
struct SVGNumberTests {
    @Test("Up to two decimals, no trailing zeros, no negative zero, no exponent", arguments: [(Double, String)]([
        (0.0, "0"), (100, "100"), (-24, "-24"), (1.5, "1.5"), (2.25, "2.25"), (-2.25, "-2.25"),
        (667.0 / 3, "222.33"), (0.05, "0.05"), (-0.001, "0"), (1e20, "1000000000000"),
        (Double.infinity, "0"), (Double.nan, "0"), (10.999, "11"),
    ]))
    func formatting(value: Double, text: String) {
        #expect(svgNumber(value) == text)
    }
}
