import BenchmarkFormat
import ConstraintSolver
import Foundation
import Testing

@Suite("Strengths of the format as Auto Layout priorities")
struct StrengthEncodingTests {
    @Test("each accepted spelling reads as the priority FORMAT.md gives it", arguments: [
        (#""required""#, 1000.0),
        ("1000", 1000),
        ("999", 999),
        ("750", 750),
        ("250.5", 250.5),
        ("1", 1),
        // kiwi's names through the inverse of s(p) = 10^(9p/1000): 1e6 → 666.7, 1e3 → 333.3, 1 → 0 (→ 1)
        (#""strong""#, 667),
        (#""medium""#, 333),
        (#""weak""#, 1),
        // raw kiwi values: log10(5.6e6) = 6.748 → 749.8 → 750; kiwi's required is 1,001,001,000
        (#"{"kiwi": 5.6e6}"#, 750),
        (#"{"kiwi": 1000000.0}"#, 667),
        (#"{"kiwi": 1001001000.0}"#, 1000),
        (#"{"kiwi": 5e12}"#, 1000),
        (#"{"kiwi": 0.5}"#, 1),
    ])
    func accepted(json: String, priority: Double) throws {
        let workload = try parse(strengthJSON(json))
        #expect(workload.constraints[0].strength.priority == priority)
        #expect(workload.constraints[0].strength.isRequired == (priority == 1000))
    }

    @Test("anything else is refused, naming the value", arguments: [
        "0", "1000.5", "-3", #""extreme""#, #"{"kiwi": 0}"#, #"{"kiwi": -1.0}"#, #"{"kiwi": "strong"}"#,
        "true", "[750]", #"{"kiwi": 1.0, "x": 1.0}"#,
    ])
    func refused(json: String) throws {
        let error = try #require(refusal(strengthJSON(json)))
        guard case .invalidStrength = error.problem else {
            Issue.record("expected invalidStrength, got \(error)")
            return
        }
        #expect(error.location == "constraints[0].strength")
        #expect(error.constraintIndex == 0)
    }

    @Test("the forward mapping is FORMAT.md's s(p) = 10^(9p/1000), required → kiwi's required")
    func forward() {
        #expect(StrengthEncoding.kiwiStrength(of: .required) == 1_001_001_000)
        #expect(abs(StrengthEncoding.kiwiStrength(of: Strength(priority: 750)!) / 5.623413e6 - 1) < 1e-6)
        #expect(abs(StrengthEncoding.kiwiStrength(of: Strength(priority: 1)!) - 1.020939) < 1e-6)
    }
}
