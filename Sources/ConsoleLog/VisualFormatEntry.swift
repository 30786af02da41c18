import OpenAutoLayout

/// The visual-format form UIKit prints for edge-to-superview, sibling-spacing and size constraints:
/// `V:|-(20)-[A]`, `H:[A]-(>=5)-[B](LTR)`, `V:[A]-(0)-|`, `V:[A(44)]`, `V:[A(>=160)]`, `-(NSSpace(8))-`.
enum VisualFormatEntry {
    static func read(_ body: Substring, items: ItemReader, into record: inout LogConstraint) -> Bool {
        let vertical = body.hasPrefix("V:")
        var format = body.dropFirst(2).trimmingSpaces()
        let leftToRight = format.hasSuffix("(LTR)")
        if leftToRight || format.hasSuffix("(RTL)") { format = format.dropLast(5).trimmingSpaces() }
        let edges: (LayoutConstraint.Attribute, LayoutConstraint.Attribute) = vertical ? (.top, .bottom)
            : leftToRight ? (.left, .right) : (.leading, .trailing)
        guard let elements = split(format) else { return false }
        switch elements.count {
        case 1:
            guard case .view(let token, let size?) = elements[0], let item = items.item(token),
                  apply(size, to: &record) else { return false }
            record.firstItem = item
            record.firstAttribute = vertical ? .height : .width
        case 3:
            guard case .connection(let spacing) = elements[1], apply(spacing, to: &record) else { return false }
            return connect(elements[0], elements[2], edges: edges, items: items, into: &record)
        default:
            return false
        }
        return true
    }

    private enum Element {
        case superview
        case view(Substring, size: Substring?)
        case connection(Substring)
    }

    /// `[A]-(8)-[B]` → view, connection, view.
    private static func split(_ format: Substring) -> [Element]? {
        var elements: [Element] = []
        var rest = format
        while let first = rest.first {
            if first == "|" {
                elements.append(.superview)
                rest = rest.dropFirst()
            } else if first == "[" {
                guard let close = matchingBracket(rest) else { return nil }
                var inner = rest[rest.index(after: rest.startIndex)..<close]
                var size: Substring?
                if inner.last == ")", let open = inner.lastIndex(of: "(") {
                    size = inner[inner.index(after: open)..<inner.index(before: inner.endIndex)]
                    inner = inner[..<open]
                }
                elements.append(.view(inner, size: size))
                rest = rest[rest.index(after: close)...]
            } else if first == "-" {
                let afterDash = rest.dropFirst()
                if afterDash.first == "(", let close = closingParen(afterDash) {
                    elements.append(.connection(afterDash[afterDash.index(after: afterDash.startIndex)..<close]))
                    rest = afterDash[afterDash.index(after: close)...]
                    guard rest.first == "-" else { return nil }
                    rest = rest.dropFirst()
                } else {
                    elements.append(.connection("NSSpace(8)"))
                    rest = afterDash
                }
            } else {
                return nil
            }
        }
        return elements
    }

    private static func matchingBracket(_ text: Substring) -> Substring.Index? {
        text.lastIndex(of: "]").flatMap { last in
            // The first `]` that is followed by `-`, `(` or the end: item texts were already cut out.
            var index = text.startIndex
            while index < text.endIndex {
                if text[index] == "]" {
                    let next = text.index(after: index)
                    if next == text.endIndex || text[next] == "-" || text[next] == "(" { return index }
                }
                index = text.index(after: index)
            }
            return last
        }
    }

    private static func closingParen(_ text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1; if depth == 0 { return index } }
        }
        return nil
    }

    /// `8`, `>=5`, `<=5`, `==5`, `34@750`, `NSSpace(8)`, `>=NSLayoutAnchorConstraintSpace(8)`.
    private static func apply(_ predicate: Substring, to record: inout LogConstraint) -> Bool {
        var text = predicate.trimmingSpaces()
        if text.hasPrefix(">=") { record.relation = .greaterThanOrEqual; text = text.dropFirst(2) }
        else if text.hasPrefix("<=") { record.relation = .lessThanOrEqual; text = text.dropFirst(2) }
        else if text.hasPrefix("==") { text = text.dropFirst(2) }
        if let (rest, priority) = EquationEntry.splitPriority(text) {
            text = rest
            record.priority = priority
        }
        if let (rest, spacing) = EquationEntry.splitSystemSpacing(text), rest.isEmpty {
            record.constant = spacing
            record.usesSystemSpacing = true
            return true
        }
        guard let value = EquationEntry.number(text) else { return false }
        record.constant = value
        return true
    }

    /// `|-c-[A]`: A.leading = |.leading + c; `[A]-c-|`: |.trailing = A.trailing + c;
    /// `[A]-c-[B]`: B.leading = A.trailing + c (the relation reads on the spacing).
    private static func connect(_ left: Element, _ right: Element, edges: (LayoutConstraint.Attribute, LayoutConstraint.Attribute),
                                items: ItemReader, into record: inout LogConstraint) -> Bool {
        func resolve(_ element: Element) -> LogItem? {
            switch element {
            case .superview: items.item("|")
            case .view(let token, _): items.item(token)
            case .connection: nil
            }
        }
        guard var leftItem = resolve(left), var rightItem = resolve(right) else { return false }
        // A `|` the entry's `names:` do not resolve is the other item's superview, not a shared one.
        if case .superview = left, leftItem.key == "name:superview" { leftItem.name = "superview of " + rightItem.key }
        if case .superview = right, rightItem.key == "name:superview" { rightItem.name = "superview of " + leftItem.key }
        switch (left, right) {
        case (.superview, .view):
            record.firstItem = rightItem; record.firstAttribute = edges.0
            record.secondItem = leftItem; record.secondAttribute = edges.0
            record.hierarchy = .secondContainsFirst
        case (.view, .superview):
            record.firstItem = rightItem; record.firstAttribute = edges.1
            record.secondItem = leftItem; record.secondAttribute = edges.1
            record.hierarchy = .firstContainsSecond
        case (.view, .view):
            record.firstItem = rightItem; record.firstAttribute = edges.0
            record.secondItem = leftItem; record.secondAttribute = edges.1
            record.hierarchy = .siblings
        default:
            return false
        }
        return true
    }
}
