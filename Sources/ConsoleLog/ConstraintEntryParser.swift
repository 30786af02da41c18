import OpenAutoLayout

/// Reads one constraint entry (`<NSLayoutConstraint:0x… 'identifier' BODY   (active, names: …)>`)
/// into a `LogConstraint`. Every form UIKit, AppKit, SnapKit and Masonry print is read; an entry
/// that is none of them comes back with `parsed == false` and the reason.
public enum ConstraintEntryParser {
    public static func parse(_ entry: String) -> LogConstraint {
        var record = LogConstraint(text: entry)
        let texts = ItemTexts(entry: entry)
        var rest = Substring(texts.skeleton).trimmingSpaces()
        guard rest.first == "<", rest.last == ">" else { return failed(record, "not a <…> constraint description") }
        rest = rest.dropFirst().dropLast()
        guard let colon = rest.firstIndex(of: ":") else { return failed(record, "no class:address") }
        record.className = String(rest[..<colon])
        rest = rest[rest.index(after: colon)...]
        readAddress(&rest, into: &record)
        readIdentifier(&rest, into: &record)
        readAutoresizingMask(&rest, into: &record)
        let (body, flags) = splitFlags(rest)
        var names: [String: LogItem] = [:]
        if let flags { readFlags(flags, texts: texts, into: &record, names: &names) }
        let reader = ItemReader(names: names, texts: texts)
        let trimmed = body.trimmingSpaces()
        if trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") {
            record.isVisualFormat = true
            guard VisualFormatEntry.read(trimmed, items: reader, into: &record) else {
                return failed(record, "unreadable visual format")
            }
        } else {
            guard EquationEntry.read(trimmed, items: reader, into: &record) else {
                return failed(record, "unreadable equation")
            }
        }
        relateAutoresizingEdgeToSuperview(&record, names: names)
        record.parsed = true
        return record
    }

    /// AppKit prints an autoresizing constraint's position as `minX == 0` with `names: '|':…`:
    /// the position is in the superview's coordinates, so it relates to the superview's edge.
    private static func relateAutoresizingEdgeToSuperview(_ record: inout LogConstraint, names: [String: LogItem]) {
        guard record.className == "NSAutoresizingMaskLayoutConstraint", record.secondItem == nil,
              record.firstAttribute.isLocation, let superview = names["|"] else { return }
        record.secondItem = superview
        record.secondAttribute = record.firstAttribute
    }

    private static func failed(_ record: LogConstraint, _ problem: String) -> LogConstraint {
        var record = record
        record.parsed = false
        record.problem = problem
        return record
    }

    /// `0x600000c7e820@BackupWordsController.swift#61 `, or Masonry's key in place of an address.
    private static func readAddress(_ rest: inout Substring, into record: inout LogConstraint) {
        let end = rest.firstIndex(of: " ") ?? rest.endIndex
        let token = rest[..<end]
        rest = rest[end...].trimmingSpaces()
        var address = token
        if let at = token.firstIndex(of: "@") {
            address = token[..<at]
            let site = token[token.index(after: at)...]
            if let hash = site.lastIndex(of: "#") {
                record.sourceFile = String(site[..<hash])
                record.sourceLine = Int(site[site.index(after: hash)...])
            } else {
                record.sourceFile = String(site)
            }
        }
        if address.hasPrefix("0x") { record.address = address.lowercased() } else { record.identifier = String(address) }
    }

    /// `'UIView-Encapsulated-Layout-Height' ` (identifiers may hold spaces).
    private static func readIdentifier(_ rest: inout Substring, into record: inout LogConstraint) {
        guard rest.first == "'" else { return }
        let inner = rest.dropFirst()
        guard let close = inner.firstRange(of: "' ")?.lowerBound ?? (inner.last == "'" ? inner.index(before: inner.endIndex) : nil)
        else { return }
        record.identifier = String(inner[..<close])
        rest = inner[inner.index(after: close)...].trimmingSpaces()
    }

    /// `h=--& v=--& ` before an autoresizing-mask constraint's body.
    private static func readAutoresizingMask(_ rest: inout Substring, into record: inout LogConstraint) {
        guard rest.hasPrefix("h=") else { return }
        let parts = rest.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard parts.count == 3, parts[1].hasPrefix("v=") else { return }
        record.autoresizingMask = "\(parts[0]) \(parts[1])"
        rest = parts[2]
        if rest.first == "'" { readIdentifier(&rest, into: &record) }
    }

    /// The body and the trailing `(active, names: …)`, `(inactive)` or old `(Names: …)` part.
    private static func splitFlags(_ rest: Substring) -> (Substring, Substring?) {
        let trimmed = rest.trimmingSpaces()
        guard trimmed.last == ")" else { return (trimmed, nil) }
        var best: Substring.Index?
        for opener in ["(active", "(inactive", "(names:", "(Names:"] {
            if let range = trimmed.ranges(of: opener).last, best.map({ range.lowerBound > $0 }) ?? true {
                best = range.lowerBound
            }
        }
        guard let start = best else { return (trimmed, nil) }
        let flags = trimmed[trimmed.index(after: start)..<trimmed.index(before: trimmed.endIndex)]
        return (trimmed[..<start], flags)
    }

    /// `active, names: '|':UIView:0x…, name_label:0x…`.
    private static func readFlags(_ flags: Substring, texts: ItemTexts, into record: inout LogConstraint,
                                  names: inout [String: LogItem]) {
        let trimmed = flags.trimmingSpaces()
        if trimmed.hasPrefix("active") { record.isActive = true }
        if trimmed.hasPrefix("inactive") { record.isActive = false }
        guard let marker = trimmed.firstRange(of: "ames:") else { return }
        for part in trimmed[marker.upperBound...].split(separator: ",") {
            let pair = part.trimmingSpaces()
            var key: Substring
            var value: Substring
            if pair.first == "'", let close = pair.dropFirst().firstIndex(of: "'") {
                key = pair[pair.index(after: pair.startIndex)..<close]
                value = pair[pair.index(after: close)...]
                if value.first == ":" { value = value.dropFirst() }
            } else if let colon = pair.firstRange(of: ":0x")?.lowerBound ?? pair.lastIndex(of: ":") {
                key = pair[..<colon]
                value = pair[pair.index(after: colon)...]
            } else { continue }
            key = key.trimmingSpaces()
            var item = ItemReader(names: [:], texts: texts).item(value.trimmingSpaces())
            if item?.className == nil { item?.name = String(key) }
            if let item { names[String(key)] = item }
        }
    }
}

extension Substring {
    func trimmingSpaces() -> Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }
}
