import Testing
@testable import OpenAutoLayout

/// UIKit prints priorities in its messages with `%g`.
@Suite("printf %g")
struct CFormatTests {
    @Test("Six significant digits, plain between 1e-4 and 1e6, trailing zeros removed", arguments: [
        (0.0, "0"), (-0.0, "-0"), (1001, "1001"), (-2.5, "-2.5"), (1000.5, "1000.5"), (0.1, "0.1"),
        (0.0001, "0.0001"), (0.00001, "1e-05"), (123456.7, "123457"), (1234567, "1.23457e+06"),
        (999999.5, "1e+06"), (1e7, "1e+07"), (1e100, "1e+100"), (-3.25e-7, "-3.25e-07"), (100, "100"),
        (0.000123456789, "0.000123457"), (2.5e-5, "2.5e-05"),
    ])
    func g(value: Double, text: String) {
        #expect(CFormat.g(value) == text)
    }
}
