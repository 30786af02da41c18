import Testing
@testable import OpenAutoLayout

/// Format options: alignment between neighbouring views, direction, baseline spacing.
@Suite("Visual format options")
struct VisualFormatOptionsTests {
    typealias Options = VisualFormat.FormatOptions

    static func lower(
        _ format: String, _ options: Options, superviewSpacing: VisualFormat.SuperviewSpacing = .standard
    ) throws -> [String] {
        try VisualFormat.constraints(
            withVisualFormat: format, options: options, viewNames: ["a", "b", "c"],
            superviewSpacing: superviewSpacing
        ).map(\.description)
    }

    static func error(_ format: String, _ options: Options) -> VisualFormatError? {
        do {
            _ = try VisualFormat.constraints(withVisualFormat: format, options: options, viewNames: ["a", "b", "c"])
            return nil
        } catch {
            return error
        }
    }

    @Test("Raw values are Apple's")
    func rawValues() {
        let values: [(Options, UInt)] = [
            (.alignAllLeft, 2), (.alignAllRight, 4), (.alignAllTop, 8), (.alignAllBottom, 16),
            (.alignAllLeading, 32), (.alignAllTrailing, 64), (.alignAllCenterX, 512), (.alignAllCenterY, 1024),
            (.alignAllLastBaseline, 2048), (.alignAllBaseline, 2048), (.alignAllFirstBaseline, 4096),
            (.directionLeadingToTrailing, 0), (.directionLeftToRight, 65536), (.directionRightToLeft, 131072),
            (.spacingEdgeToEdge, 0), (.spacingBaselineToBaseline, 524288),
        ]
        for (option, raw) in values { #expect(option.rawValue == raw) }
    }

    @Test("Alignment adds one equality per option for each pair of neighbours, after everything else")
    func alignmentPairs() throws {
        #expect(try Self.lower("[a]-[b]-[c]", [.alignAllBottom, .alignAllTop]) == [
            "b.leading == a.trailing + 8 (standard)",
            "c.leading == b.trailing + 8 (standard)",
            "a.top == b.top", "a.bottom == b.bottom",
            "b.top == c.top", "b.bottom == c.bottom",
        ])
    }

    @Test("Vertical formats align on horizontal attributes")
    func verticalAlignment() throws {
        #expect(try Self.lower("V:[a]-[b]", [.alignAllCenterX, .alignAllLeading]) == [
            "b.top == a.bottom + 8 (standard)", "a.leading == b.leading", "a.centerX == b.centerX",
        ])
    }

    @Test("Horizontal formats align on baselines and centers")
    func baselines() throws {
        #expect(try Self.lower("[a][b]", [.alignAllFirstBaseline, .alignAllLastBaseline, .alignAllCenterY]) == [
            "b.leading == a.trailing",
            "a.centerY == b.centerY", "a.lastBaseline == b.lastBaseline", "a.firstBaseline == b.firstBaseline",
        ])
    }

    @Test("The superview is never aligned, so options on the layout axis pass with one view")
    func superviewNotAligned() throws {
        #expect(try Self.lower("|-[a]-|", .alignAllLeft) == [
            "a.leading == superview.leading + 20 (standard)",
            "superview.trailing == a.trailing + 20 (standard)",
        ])
    }

    @Test("UIKit also reads the unnamed width and height bits; unused bits do nothing")
    func otherBits() throws {
        #expect(try Self.lower("V:[a][b]", Options(rawValue: 1 << 7)) == ["b.top == a.bottom", "a.width == b.width"])
        #expect(try Self.lower("[a][b]", Options(rawValue: 1 | 1 << 13 | 1 << 15)) == ["b.leading == a.trailing"])
    }

    static let onLayoutAxis: [(String, Options, VisualFormat.Orientation, Int)] = [
        ("H:[a]-[b]", .alignAllLeft, .horizontal, 9),
        ("[a][b]", .alignAllCenterX, .horizontal, 6),
        ("[a]-[b]", .alignAllTrailing, .horizontal, 7),
        ("V:[a][b]", .alignAllTop, .vertical, 8),
        ("V:[a][b]", .alignAllBaseline, .vertical, 8),
        ("V:|[a]-[b]-[c]", [.alignAllLeft, .alignAllFirstBaseline], .vertical, 10),
    ]

    @Test("An alignment along the format's own axis is refused where the pair completes", arguments: onLayoutAxis)
    func alignmentOnLayoutAxis(example: (String, Options, VisualFormat.Orientation, Int)) {
        let (format, options, axis, position) = example
        #expect(Self.error(format, options) == VisualFormatError(
            .alignmentAlongLayoutAxis(axis), format: format, position: position))
    }

    @Test("Left to right uses left and right")
    func leftToRight() throws {
        #expect(try Self.lower("|-[a]-[b]-|", .directionLeftToRight) == [
            "a.left == superview.left + 20 (standard)",
            "b.left == a.right + 8 (standard)",
            "superview.right == b.right + 20 (standard)",
        ])
    }

    @Test("Right to left mirrors: the leading bar is the right edge")
    func rightToLeft() throws {
        #expect(try Self.lower("|-[a]-[b]-|", .directionRightToLeft) == [
            "superview.right == a.right + 20 (standard)",
            "a.left == b.right + 8 (standard)",
            "b.left == superview.left + 20 (standard)",
        ])
        #expect(try Self.lower("[a]-[b]", [.directionRightToLeft, .alignAllTop]) == [
            "a.left == b.right + 8 (standard)", "b.top == a.top",
        ])
        #expect(try Self.lower("|-[a]", .directionRightToLeft, superviewSpacing: .layoutMargins) == [
            "superview.rightMargin == a.right (standard)",
        ])
    }

    @Test("Both direction bits use left and right without mirroring, as UIKit's test of the bits does")
    func bothDirections() throws {
        #expect(try Self.lower("[a]-[b]", .directionMask) == ["b.left == a.right + 8 (standard)"])
    }

    @Test("Direction does not touch vertical formats")
    func verticalDirection() throws {
        #expect(try Self.lower("V:|-[a]", .directionRightToLeft) == ["a.top == superview.top + 20 (standard)"])
    }

    @Test("Baseline-to-baseline spacing measures from each view's baselines, also to the superview's edges")
    func baselineSpacing() throws {
        // A view's upper side is its first baseline, its lower side its last baseline.
        #expect(try Self.lower("V:|-[a]-[b(20)]-|", .spacingBaselineToBaseline) == [
            "a.firstBaseline == superview.top + 20 (standard)",
            "b.firstBaseline == a.lastBaseline + 8 (standard)",
            "b.height == 20",
            "superview.bottom == b.lastBaseline + 20 (standard)",
        ])
    }

    @Test("Baseline-to-baseline spacing is refused in a horizontal format with a connection")
    func baselineSpacingHorizontal() throws {
        #expect(Self.error("[a]-[b]", .spacingBaselineToBaseline)
            == VisualFormatError(.baselineSpacingInHorizontalLayout, format: "[a]-[b]", position: 7))
        #expect(Self.error("|[a]", .spacingBaselineToBaseline)
            == VisualFormatError(.baselineSpacingInHorizontalLayout, format: "|[a]", position: 4))
        #expect(try Self.lower("[a(10)]", .spacingBaselineToBaseline) == ["a.width == 10"])
    }
}
