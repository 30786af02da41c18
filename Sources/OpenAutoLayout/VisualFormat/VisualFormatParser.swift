/// A recursive-descent reader of one visual format, following UIKit's grammar, messages and
/// error positions. It keeps what it has read so far in `partial`, so that a caller can
/// report errors UIKit would have met earlier while completing connections (see
/// `VisualFormat.constraints(withVisualFormat:…)`).
struct VisualFormatParser {
    private let format: String
    private let metrics: [String: Double]
    private let viewNames: Set<String>
    private var scanner: VisualFormatScanner
    /// Everything read so far; complete once `parse()` returns.
    private(set) var partial: VisualFormat

    init(format: String, metrics: [String: Double], viewNames: Set<String>) {
        self.format = format
        self.metrics = metrics
        self.viewNames = viewNames
        self.scanner = VisualFormatScanner(Array(format.utf8))
        self.partial = VisualFormat(format: format, orientation: .horizontal, views: [])
    }

    mutating func parse() throws(VisualFormatError) {
        // UIKit reads formats as ASCII C strings. (It actually reports a non-ASCII format as
        // "It's an empty string.", because its ASCII length of such a string is 0; we give
        // the message it wrote for this case.)
        guard !scanner.bytes.isEmpty else { throw failure(.emptyFormat, at: 0) }
        guard scanner.bytes.allSatisfy({ $0 < 0x80 }) else { throw failure(.nonASCII, at: 0) }
        try parseOrientation()
        try parseFirstView()
        while !scanner.isAtEnd {
            let spacing = try parseConnection()
            if scanner.peek() == Byte.openBracket {
                let view = try parseView()
                partial.connections.append(.init(spacing: spacing, endPosition: scanner.position))
                partial.views.append(view)
            } else if scanner.consume(Byte.bar) {
                partial.trailingSuperview = .init(spacing: spacing, endPosition: scanner.position)
                break
            } else {
                throw failure(.expectedViewOrBar)
            }
        }
        guard scanner.isAtEnd else { throw failure(.expectedEndOfFormat) }
    }

    private mutating func parseOrientation() throws(VisualFormatError) {
        let orientation: VisualFormat.Orientation
        switch scanner.peek() {
        case UInt8(ascii: "H"): orientation = .horizontal
        case UInt8(ascii: "V"): orientation = .vertical
        default: return
        }
        scanner.advance()
        guard scanner.consume(UInt8(ascii: ":")) else { throw failure(.expectedOrientationColon(orientation)) }
        partial.orientation = orientation
    }

    /// `|connection[view]` or `[view]`.
    private mutating func parseFirstView() throws(VisualFormatError) {
        guard scanner.consume(Byte.bar) else {
            partial.views.append(try parseView())
            return
        }
        guard !scanner.isAtEnd else { throw failure(.expectedConnectionAfterBar) }
        let spacing = try parseConnection()
        let view = try parseView()
        partial.leadingSuperview = .init(spacing: spacing, endPosition: scanner.position)
        partial.views.append(view)
    }

    /// Nothing (adjacent), `-` before `[` or `|` (standard), or `-predicates-`.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Spacing {
        guard scanner.consume(Byte.dash) else { return .adjacent }
        if scanner.peek() == Byte.bar || scanner.peek() == Byte.openBracket { return .standard }
        if scanner.peek() == Byte.dash { throw failure(.ambiguousMinus) }
        let predicates: [VisualFormat.Predicate]
        if scanner.consume(UInt8(ascii: "(")) {
            predicates = try parsePredicateList(inView: false)
            guard scanner.consume(UInt8(ascii: ")")) else { throw failure(.expectedClosingParenthesis) }
        } else {
            predicates = [try parsePredicate(inView: false)]
        }
        guard scanner.consume(Byte.dash) else {
            throw failure(scanner.peek() == UInt8(ascii: ",") ? .expectedDashBeforeComma : .expectedDash)
        }
        return .predicates(predicates)
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func parseView() throws(VisualFormatError) -> VisualFormat.ViewTerm {
        guard scanner.consume(Byte.openBracket) else { throw failure(.expectedView) }
        guard !scanner.isAtEnd else { throw failure(.expectedView) }
        let name = scanner.scanName()
        guard !name.isEmpty else { throw failure(.invalidViewName) }
        guard viewNames.contains(name) else { throw failure(.unknownView(name)) }
        if scanner.consume(Byte.closeBracket) { return .init(name: name) }
        guard scanner.consume(UInt8(ascii: "(")) else { throw failure(.expectedViewEnd) }
        guard !scanner.isAtEnd else { throw failure(.unexpectedEndInView) }
        let predicates = try parsePredicateList(inView: true)
        guard scanner.consume(UInt8(ascii: ")")) else { throw failure(.unterminatedViewPredicate) }
        guard scanner.consume(Byte.closeBracket) else { throw failure(.expectedBracketAfterThickness) }
        return .init(name: name, predicates: predicates)
    }

    private mutating func parsePredicateList(inView: Bool) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        var predicates = [try parsePredicate(inView: inView)]
        while scanner.consume(UInt8(ascii: ",")) {
            predicates.append(try parsePredicate(inView: inView))
        }
        return predicates
    }

    /// `(==|<=|>=)? object (@priority)?`
    private mutating func parsePredicate(inView: Bool) throws(VisualFormatError) -> VisualFormat.Predicate {
        guard let first = scanner.peek() else { throw failure(.expectedMoreInput) }
        var relation = VisualFormatRelation.equal
        if let written = Self.relations[first] {
            scanner.advance()
            guard scanner.consume(UInt8(ascii: "=")) else { throw failure(.unknownRelation) }
            relation = written
        }
        let object = try parseObject(inView: inView)
        guard scanner.consume(UInt8(ascii: "@")) else { return .init(relation, object) }
        let priority: Double
        switch try parseObject(inView: inView) {
        case .constant(let value): priority = value
        // UIKit takes a view name here for the predicate's second view and a priority of 0.
        case .view: priority = 0
        }
        guard priority > 0 else { throw failure(.priorityTooLow(priority)) }
        guard priority <= 1000 else { throw failure(.priorityTooHigh(priority)) }
        return .init(relation, object, priority: priority)
    }

    /// A number, a metric's value, or (in a view's predicate) another view.
    private mutating func parseObject(inView: Bool) throws(VisualFormatError) -> VisualFormat.Object {
        guard let first = scanner.peek() else { throw failure(.expectedNumberOrMetric) }
        if first == Byte.dash || VisualFormatScanner.isDigit(first) {
            let start = scanner.position
            guard let value = scanner.scanNumber() else { throw failure(.malformedNumber) }
            guard value.isFinite else { throw failure(.nonFiniteNumber, at: start) }
            return .constant(value)
        }
        guard VisualFormatScanner.isNameStart(first) else { throw failure(.expectedNumberOrMetric) }
        let start = scanner.position
        let name = scanner.scanName()
        // Metrics win over views of the same name, as in UIKit.
        if let value = metrics[name] {
            guard value.isFinite else { throw failure(.nonFiniteNumber, at: start) }
            return .constant(value)
        }
        guard viewNames.contains(name) else { throw failure(.unknownMetric(name)) }
        guard inView else { throw failure(.viewAsSpacing(name)) }
        return .view(name)
    }

    private func failure(_ reason: VisualFormatError.Reason, at position: Int? = nil) -> VisualFormatError {
        VisualFormatError(reason, format: format, position: position ?? scanner.position)
    }

    private static let relations: [UInt8: VisualFormatRelation] = [
        UInt8(ascii: "<"): .lessThanOrEqual, UInt8(ascii: "="): .equal, UInt8(ascii: ">"): .greaterThanOrEqual,
    ]

    private enum Byte {
        static let bar = UInt8(ascii: "|")
        static let dash = UInt8(ascii: "-")
        static let openBracket = UInt8(ascii: "[")
        static let closeBracket = UInt8(ascii: "]")
    }
}

extension VisualFormat {
    /// Parses `format`, resolving metric names through `metrics` and checking view names
    /// against `viewNames`.
    /// - Throws: `VisualFormatError` with UIKit's message and caret position.
    /// - Complexity: O(*n*) in the length of `format`.
    public static func parse(
        _ format: String, metrics: [String: Double] = [:], viewNames: Set<String>
    ) throws(VisualFormatError) -> VisualFormat {
        var parser = VisualFormatParser(format: format, metrics: metrics, viewNames: viewNames)
        try parser.parse()
        return parser.partial
    }
}
