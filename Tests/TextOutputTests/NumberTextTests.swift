import Testing
import TextOutput

@Suite("Numbers as text")
struct NumberTextTests {
    @Test("Messages and reports round to 1e-6 and drop a zero fraction", arguments: [
        (680.0, "680"), (20.5, "20.5"), (-8.0, "-8"), (1.0 / 3.0, "0.333333"), (0.0000001, "0"), (187.25, "187.25"),
        (-0.0, "0"), (Double.nan, "nan"), (-Double.infinity, "-inf"), (2.0 / 3.0, "0.666667"),
    ])
    func format(value: Double, text: String) {
        #expect(NumberText.format(value) == text)
    }

    @Test("Fewer decimals round half away from zero and never print -0", arguments: [
        (667.0 / 3, 2, "222.33"), (0.05, 2, "0.05"), (10.999, 2, "11"), (-2.25, 2, "-2.25"), (-0.001, 2, "0"),
        (2.5, 0, "3"), (-2.5, 0, "-3"), (1.25, 1, "1.3"),
    ])
    func formatWithFewerDigits(value: Double, digits: Int, text: String) {
        #expect(NumberText.format(value, fractionDigits: digits) == text)
    }

    @Test("Fixed decimals keep their zeros, as %.2f prints a duration", arguments: [
        (0.4, 2, "0.40"), (12.0, 2, "12.00"), (3.14159, 2, "3.14"), (0.0, 2, "0.00"), (59.999, 2, "60.00"), (7.0, 0, "7"),
    ])
    func fixed(value: Double, digits: Int, text: String) {
        #expect(NumberText.fixed(value, fractionDigits: digits) == text)
    }

    @Test("Plain numbers keep every digit and drop .0 below 1e15", arguments: [
        (10.0, "10"), (0.1, "0.1"), (343.5, "343.5"), (-8.0, "-8"), (-0.0, "0"), (1e15, "1000000000000000.0"), (1e16, "1e+16"),
        (999_999_999_999_999.0, "999999999999999"), (Double.nan, "nan"), (Double.infinity, "inf"),
    ])
    func plain(value: Double, text: String) {
        #expect(NumberText.plain(value) == text)
    }

    @Test("A Float prints its own shortest digits")
    func plainFloat() {
        #expect(NumberText.plain(Float(250)) == "250")
        #expect(NumberText.plain(Float(0.1)) == "0.1")
        #expect(NumberText.plain(Float(999.5)) == "999.5")
    }

    @Test("Round-trip numbers always carry a fraction or an exponent, as Python's repr", arguments: [
        (375.0, "375.0"), (-0.0, "0.0"), (0.1, "0.1"), (-8.5, "-8.5"), (1e-05, "1e-05"), (1e16, "1e+16"),
    ])
    func roundTrip(value: Double, text: String) {
        #expect(NumberText.roundTrip(value) == text)
    }

    @Test("printf %g: six significant digits, plain between 1e-4 and 1e6, trailing zeros removed", arguments: [
        (0.0, "0"), (-0.0, "-0"), (1001, "1001"), (-2.5, "-2.5"), (1000.5, "1000.5"), (0.1, "0.1"),
        (0.0001, "0.0001"), (0.00001, "1e-05"), (123456.7, "123457"), (1234567, "1.23457e+06"),
        (999999.5, "1e+06"), (1e7, "1e+07"), (1e100, "1e+100"), (-3.25e-7, "-3.25e-07"), (100, "100"),
        (0.000123456789, "0.000123457"), (2.5e-5, "2.5e-05"),
    ])
    func printfG(value: Double, text: String) {
        #expect(NumberText.printfG(value) == text)
    }
}
