import Testing
@testable import OpenAutoLayout

/// Whatever the string, the parser answers with constraints or an error value: it never traps,
/// and the same input gives the same answer.
@Suite("Visual format robustness")
struct VisualFormatRobustnessTests {
    static let names: Set = ["a", "b", "view"]
    static let metrics: [String: Double] = ["m": 10, "p": 750]
    static let optionChoices: [VisualFormat.FormatOptions] = [
        [], .alignAllTop, .alignAllLeft, [.alignAllCenterY, .directionRightToLeft], .directionLeftToRight,
        .spacingBaselineToBaseline, VisualFormat.FormatOptions(rawValue: .max),
    ]

    /// SplitMix64: a small deterministic generator, so every run checks the same strings.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    /// Checks one format against every invariant; returns whether it was accepted.
    @discardableResult
    static func check(_ format: String, options: VisualFormat.FormatOptions, orphan: Bool) -> Bool {
        let hasSuperview: (String) -> Bool = { !orphan || $0 != "view" }
        let first = Result { () throws(VisualFormatError) in
            try VisualFormat.constraints(
                withVisualFormat: format, options: options, metrics: metrics, viewNames: names,
                hasSuperview: hasSuperview)
        }
        let second = Result { () throws(VisualFormatError) in
            try VisualFormat.constraints(
                withVisualFormat: format, options: options, metrics: metrics, viewNames: names,
                hasSuperview: hasSuperview)
        }
        #expect(first == second, "not deterministic: \(format)")
        switch first {
        case .success(let constraints):
            for constraint in constraints {
                #expect(constraint.constant.isFinite && constraint.priority > 0 && constraint.priority <= 1000,
                        "\(format): \(constraint)")
            }
            return true
        case .failure(let error):
            #expect(error.format == format)
            #expect(error.position >= 0 && error.position <= format.utf8.count, "\(format): \(error.position)")
            #expect(!error.message.isEmpty)
            return false
        }
    }

    @Test("Random strings over the format's alphabet")
    func randomStrings() {
        let alphabet = Array("HV:|-[]()@,<=>0123456789.eEx+_abviewmp \u{E9}")
        var generator = Generator(state: 1)
        for _ in 0..<4000 {
            let length = generator.below(20)
            let format = String((0..<length).map { _ in alphabet[generator.below(alphabet.count)] })
            let options = Self.optionChoices[generator.below(Self.optionChoices.count)]
            Self.check(format, options: options, orphan: generator.below(2) == 0)
        }
    }

    @Test("Random sequences of grammar tokens reach deep into the grammar")
    func randomTokens() {
        let tokens = [
            "H:", "V:", "|", "-", "[a]", "[b]", "[view]", "[a(", "(", ")", "]", "50", "-5", "1e2", "0x1p3",
            ">=", "<=", "==", "@750", "@p", "@", ",", "m", "b", "-(", ")-", "(>=8,<=20)", "-20-", "-",
        ]
        var generator = Generator(state: 2)
        var accepted = 0
        for _ in 0..<4000 {
            let count = 1 + generator.below(8)
            let format = (0..<count).map { _ in tokens[generator.below(tokens.count)] }.joined()
            let options = Self.optionChoices[generator.below(Self.optionChoices.count)]
            if Self.check(format, options: options, orphan: generator.below(4) == 0) { accepted += 1 }
        }
        // Some random formats must be valid, or this test would only exercise error paths.
        #expect(accepted > 25)
    }

    @Test("Every one-character edit of valid formats")
    func edits() {
        let formats = [
            "|-[a]-[b(>=20@p)]-|", "V:|-50-[a(==b)]-(>=m,<=100)-[view]|", "H:[a]-(-5)-[b(100@20)]",
        ]
        let inserts = Array("|-[]()@,<=>0.e_aV:")
        for format in formats {
            let characters = Array(format)
            for index in characters.indices {
                var deleted = characters
                deleted.remove(at: index)
                Self.check(String(deleted), options: [], orphan: false)
                for insert in inserts {
                    var inserted = characters
                    inserted.insert(insert, at: index)
                    Self.check(String(inserted), options: .alignAllCenterY, orphan: true)
                }
            }
        }
    }

    @Test("What parses also lowers, into one constraint per gap and predicate")
    func parsedFormatsLower() throws {
        var generator = Generator(state: 3)
        let tokens = ["|", "-", "[a]", "[b(50,>=b)]", "-(>=8@p,<=20)-", "-m-", "[view(<=m@1)]"]
        for _ in 0..<2000 {
            let format = (0..<(1 + generator.below(6))).map { _ in tokens[generator.below(tokens.count)] }.joined()
            guard let parsed = try? VisualFormat.parse(format, metrics: Self.metrics, viewNames: Self.names) else {
                continue
            }
            let connections = [parsed.leadingSuperview].compactMap { $0 } + parsed.connections
                + [parsed.trailingSuperview].compactMap { $0 }
            let gaps = connections.map { connection in
                if case .predicates(let list) = connection.spacing { return list.count }
                return 1
            }
            let expected = gaps.reduce(0, +) + parsed.views.map(\.predicates.count).reduce(0, +)
            #expect(try parsed.constraints().count == expected, "\(format)")
        }
    }
}
