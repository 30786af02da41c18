import OpenAutoLayout

/// The equation form: `A.attr == B.attr + 8`, `A.height >= 44`, `A.width == 0.4*B.width`, the old
/// `A.width == B.height * 0.38`, `A.bottom == B.bottom NSSpace(0)`, `A.height == 100 @750`.
enum EquationEntry {
    static func read(_ body: Substring, items: ItemReader, into record: inout LogConstraint) -> Bool {
        guard let (relationRange, relation) = findRelation(body),
              let (first, firstAttribute) = items.itemAttribute(body[..<relationRange.lowerBound]) else { return false }
        record.firstItem = first
        record.firstAttribute = firstAttribute
        record.relation = relation
        var rhs = body[relationRange.upperBound...].trimmingSpaces()
        if let (rest, priority) = splitPriority(rhs) {
            rhs = rest
            record.priority = priority
        }
        if let (rest, spacing) = splitSystemSpacing(rhs) {
            rhs = rest
            record.constant = spacing
            record.usesSystemSpacing = true
            if rhs.isEmpty { return true }
        }
        if let constant = number(rhs) {
            record.constant += constant
            return true
        }
        return readRightItem(rhs, items: items, into: &record)
    }

    /// `m*B.attr + c`, `B.attr * m - c`, `B.attr`.
    private static func readRightItem(_ rhs: Substring, items: ItemReader, into record: inout LogConstraint) -> Bool {
        var term = rhs
        for sign in [" + ", " - "] {
            if let range = term.ranges(of: sign).last, let value = number(term[range.upperBound...]) {
                record.constant += sign == " + " ? value : -value
                term = term[..<range.lowerBound]
                break
            }
        }
        if let star = term.firstRange(of: " * "), let value = number(term[star.upperBound...]) {
            record.multiplier = value
            term = term[..<star.lowerBound]
        } else if let star = term.firstIndex(of: "*"), let value = number(term[..<star]) {
            record.multiplier = value
            term = term[term.index(after: star)...]
        }
        guard let (second, attribute) = items.itemAttribute(term) else { return false }
        record.secondItem = second
        record.secondAttribute = attribute
        return true
    }

    private static func findRelation(_ body: Substring) -> (Range<Substring.Index>, LayoutConstraint.Relation)? {
        var best: (Range<Substring.Index>, LayoutConstraint.Relation)?
        for (token, relation) in [(" == ", LayoutConstraint.Relation.equal), (" >= ", .greaterThanOrEqual),
                                  (" <= ", .lessThanOrEqual)] {
            if let range = body.firstRange(of: token), best.map({ range.lowerBound < $0.0.lowerBound }) ?? true {
                best = (range, relation)
            }
        }
        return best
    }

    /// `… @750` at the end.
    static func splitPriority(_ text: Substring) -> (Substring, Float)? {
        guard let at = text.lastIndex(of: "@"), let value = Float(text[text.index(after: at)...].trimmingSpaces()),
              value.isFinite else { return nil }
        return (text[..<at].trimmingSpaces(), value)
    }

    /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)` at the end (a system spacing multiple).
    static func splitSystemSpacing(_ text: Substring) -> (Substring, Double)? {
        for marker in ["NSLayoutAnchorConstraintSpace(", "NSSpace("] {
            guard let range = text.firstRange(of: marker), let close = text[range.upperBound...].firstIndex(of: ")"),
                  let value = number(text[range.upperBound..<close]) else { continue }
            return (text[..<range.lowerBound].trimmingSpaces(), value)
        }
        return nil
    }

    /// `45`, `-2`, `- 16`, `2.22507e-308`, `24.0`; nil for anything else or non-finite values.
    static func number(_ text: Substring) -> Double? {
        let compact = text.filter { $0 != " " && $0 != "\t" }
        guard !compact.isEmpty, let value = Double(compact), value.isFinite else { return nil }
        return value
    }
}
