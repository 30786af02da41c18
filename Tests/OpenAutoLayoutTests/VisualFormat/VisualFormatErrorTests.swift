import Testing
@testable import OpenAutoLayout

/// Bad formats are refused with UIKit's message and the offset of UIKit's caret.
@Suite("Visual format errors")
struct VisualFormatErrorTests {
    typealias Reason = VisualFormatError.Reason

    static let names: Set = ["a", "b", "view"]
    static let metrics: [String: Double] = ["m": 10, "huge": 2000]

    static func error(
        _ format: String, options: VisualFormat.FormatOptions = [], hasSuperview: (String) -> Bool = { _ in true }
    ) -> VisualFormatError? {
        do {
            _ = try VisualFormat.constraints(
                withVisualFormat: format, options: options, metrics: metrics, viewNames: names,
                hasSuperview: hasSuperview)
            return nil
        } catch {
            return error
        }
    }

    /// Positions counted by hand: the caret sits on the character UIKit stopped at.
    static let syntaxErrors: [(String, Reason, Int)] = [
        ("", .emptyFormat, 0),
        ("H:[caf\u{E9}]", .nonASCII, 0),
        ("[a]\u{2014}[b]", .nonASCII, 0),
        ("V[a]", .expectedOrientationColon(.vertical), 1),
        ("V", .expectedOrientationColon(.vertical), 1),
        ("H[a]", .expectedOrientationColon(.horizontal), 1),
        ("|", .expectedConnectionAfterBar, 1),
        ("V:|", .expectedConnectionAfterBar, 3),
        ("|-|", .expectedView, 2),
        ("a", .expectedView, 0),
        ("H:", .expectedView, 2),
        ("[", .expectedView, 1),
        ("[1a]", .invalidViewName, 1),
        ("[]", .invalidViewName, 1),
        ("[blackBox]", .unknownView("blackBox"), 9),
        ("[a", .expectedViewEnd, 2),
        ("[a}", .expectedViewEnd, 2),
        ("[a(", .unexpectedEndInView, 3),
        ("[a(50]", .unterminatedViewPredicate, 5),
        ("[a(==b+5)]", .unterminatedViewPredicate, 6),
        ("[a(50)", .expectedBracketAfterThickness, 6),
        ("[a(50)x]", .expectedBracketAfterThickness, 6),
        ("[a]x", .expectedViewOrBar, 3),
        ("[a]|[b]", .expectedEndOfFormat, 4),
        ("[a]-20", .expectedDash, 6),
        ("[a]-20[b]", .expectedDash, 6),
        ("[a]-20,30-[b]", .expectedDashBeforeComma, 6),
        ("[a]--5-[b]", .ambiguousMinus, 4),
        ("[a]-(20-[b]", .expectedClosingParenthesis, 7),
        ("[a]-", .expectedMoreInput, 4),
        ("[a(=5)]", .unknownRelation, 4),
        ("[a(<5)]", .unknownRelation, 4),
        ("[a]-(=>5)-[b]", .unknownRelation, 6),
        ("[a(!5)]", .expectedNumberOrMetric, 3),
        ("[a]-(.5)-[b]", .expectedNumberOrMetric, 5),
        ("[a(>=)]", .expectedNumberOrMetric, 5),
        ("[a()]", .expectedNumberOrMetric, 3),
        ("[a(-x)]", .malformedNumber, 3),
        ("[a(1e999)]", .nonFiniteNumber, 3),
        ("[a(-inf)]", .nonFiniteNumber, 3),
        ("[a(w)]", .unknownMetric("w"), 4),
        ("[a]-b-[b]", .viewAsSpacing("b"), 5),
        ("[a(50@0)]", .priorityTooLow(0), 7),
        ("[a(50@-2.5)]", .priorityTooLow(-2.5), 10),
        ("[a(50@b)]", .priorityTooLow(0), 7),
        ("[a(50@1001)]", .priorityTooHigh(1001), 10),
        ("[a(50@huge)]", .priorityTooHigh(2000), 10),
        ("[a]-(20@b)-[b]", .viewAsSpacing("b"), 9),
    ]

    @Test("Each syntax error, where UIKit reports it", arguments: syntaxErrors)
    func syntax(example: (String, Reason, Int)) {
        let (format, reason, position) = example
        #expect(Self.error(format) == VisualFormatError(reason, format: format, position: position))
    }

    @Test("Messages are UIKit's words", arguments: [
        // The four of Apple's guide (its fourth names a missing view in older words, below).
        (Reason.expectedOrientationColon(.vertical), "Expected ':' after 'V' to specify vertical arrangement"),
        (.unterminatedViewPredicate, "A predicate on a view's thickness must end with ')' and the view must end with ']'"),
        (.unknownRelation, "Unknown relation. Must be ==, >=, or <="),
        // Current UIKit's words for the guide's "Unable to find view with name blackBox".
        (.unknownView("blackBox"), "blackBox is not a key in the views dictionary."),
        // As printed in a public crash log.
        (.unknownMetric("margiin"),
         "Encountered metric with name \"margiin\", but value was not specified in metrics or views dictionaries"),
        (.noSuperview, "Unable to interpret '|' character, because the related view doesn't have a superview"),
        (.priorityTooLow(0), "Invalid priority specified: 0. Priority must be greater than 0"),
        (.priorityTooHigh(1001),
         "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."),
        (.priorityTooHigh(1e7),
         "Invalid priority specified: 1e+07. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."),
        (.alignmentAlongLayoutAxis(.horizontal),
         "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."),
    ])
    func messages(reason: Reason, message: String) {
        #expect(VisualFormatError(reason, format: "", position: 0).message == message)
    }

    @Test("The description is UIKit's exception reason: header, message, format and a caret")
    func description() {
        #expect(Self.error("|-|")?.description == "Unable to parse constraint format: \nExpected a view \n|-| \n  ^")
        #expect(Self.error("")?.description == "Unable to parse constraint format: It's an empty string.")
        #expect(Self.error("[\u{E9}]")?.description
            == "Unable to parse constraint format: It contains non-ASCII characters.")
    }

    @Test("A bar next to a view without a superview fails where the connection completes, as in UIKit's logs")
    func noSuperview() {
        // Both formats and caret positions appear in public crash logs.
        let bare = Self.error("|[view]|", hasSuperview: { _ in false })
        #expect(bare == VisualFormatError(.noSuperview, format: "|[view]|", position: 7))
        #expect(bare?.description == """
            Unable to parse constraint format: \nUnable to interpret '|' character, because the related view \
            doesn't have a superview \n|[view]| \n       ^
            """)
        #expect(Self.error("H:|-(>=50)-[view(100)]", hasSuperview: { _ in false })?.position == 22)
        #expect(Self.error("[view]-|", hasSuperview: { _ in false })?.position == 8)
    }

    @Test("Only the view next to the bar needs a superview")
    func superviewOfNeighbour() {
        let orphan: (String) -> Bool = { $0 != "view" }
        #expect(Self.error("|-[a]-[view]", hasSuperview: orphan) == nil)
        #expect(Self.error("[a]-[view]-|", hasSuperview: orphan)?.position == 12)
    }

    @Test("Errors met while completing a connection come before later syntax errors, as UIKit reads left to right")
    func order() {
        #expect(Self.error("H:[a]-[b]x", options: .alignAllLeft)
            == VisualFormatError(.alignmentAlongLayoutAxis(.horizontal), format: "H:[a]-[b]x", position: 9))
        #expect(Self.error("|[view]-[", hasSuperview: { _ in false })?.reason == .noSuperview)
        #expect(Self.error("[a(]-[b]", options: .alignAllLeft)?.reason == .expectedNumberOrMetric)
        // Within one connection: baseline spacing, then the superview, then alignment.
        #expect(Self.error("|[a]", options: .spacingBaselineToBaseline, hasSuperview: { _ in false })?.reason
            == .baselineSpacingInHorizontalLayout)
    }

    @Test("Parsing alone reports syntax errors with the same values")
    func parseAlone() {
        #expect(throws: VisualFormatError(.unknownView("blackBox"), format: "[blackBox]", position: 9)) {
            try VisualFormat.parse("[blackBox]", viewNames: ["a"])
        }
    }
}
