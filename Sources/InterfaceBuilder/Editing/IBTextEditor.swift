import Foundation
import OpenAutoLayout
import TextOutput

/// Edits an Interface Builder file as text, so everything but the inserted or removed
/// `<constraint>` elements stays byte-identical.
public struct IBTextEditor: Sendable {
    public private(set) var text: String

    public init(text: String) { self.text = text }

    /// Adds `<constraint …/>` to the `<constraints>` list of the element with `ownerID` (creating
    /// the list before the element's end tag if it has none). Returns false when the owner is not found.
    public mutating func insert(_ spec: IBConstraintSpec, ownerID: String) -> Bool {
        guard let owner = elementStart(withID: ownerID) else { return false }
        let ownerIndent = indentation(at: owner)
        let element = Self.xml(spec, omitFirstItem: spec.firstItem == ownerID)
        if let list = childRange(of: owner, named: "constraints"), let close = list.closeStart {
            let lineStart = text[..<close].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
            let closeIndent = text[lineStart..<close]
            guard closeIndent.allSatisfy({ $0 == " " || $0 == "\t" }) else {
                // `</constraints>` shares its line with other markup (a file written on one line): the
                // element goes just before it. A new line above would land outside the list.
                text.insert(contentsOf: element, at: close)
                return true
            }
            // A new line just above `</constraints>`, indented one step deeper than it.
            text.insert(contentsOf: closeIndent + "    " + element + "\n", at: lineStart)
            return true
        }
        guard let end = elementEnd(from: owner) else { return false }
        let block = "    <constraints>\n" + ownerIndent + "        " + element + "\n" + ownerIndent + "    </constraints>\n"
            + ownerIndent
        text.insert(contentsOf: block, at: end)
        return true
    }

    /// Removes the `<constraint>` element with this id (and its line, when it stands alone on it).
    public mutating func removeConstraint(withID id: String) -> Bool {
        guard let start = elementStart(withID: id), text[start...].hasPrefix("<constraint "),
              let close = text[start...].range(of: "/>") else { return false }
        var lower = start, upper = close.upperBound
        let lineStart = text[..<start].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        if text[lineStart..<start].allSatisfy({ $0 == " " || $0 == "\t" }), upper < text.endIndex, text[upper] == "\n" {
            lower = lineStart
            upper = text.index(after: upper)
        }
        text.removeSubrange(lower..<upper)
        return true
    }

    /// Rewrites the `<rect key="frame" …/>` child of the element with `id` to `frame` (Xcode's
    /// "Update Frames"), keeping the rest of the file byte-identical. False when the element or its
    /// frame is not found.
    public mutating func replaceFrame(ofElementWithID id: String, with frame: Rect) -> Bool {
        guard let element = elementStart(withID: id) else { return false }
        var found: String.Index?
        _ = walkChildren(of: element) { child in
            if found == nil, text[child...].hasPrefix("<rect "),
               let (end, _) = tagEnd(child), text[child..<end].contains("key=\"frame\"") { found = child }
            return found == nil
        }
        guard let start = found, let (end, _) = tagEnd(start) else { return false }
        let values = [("x", frame.origin.x), ("y", frame.origin.y), ("width", frame.size.width), ("height", frame.size.height)]
        let rect = "<rect key=\"frame\" " + values.map { "\($0.0)=\"\(Self.frameNumber($0.1))\"" }
            .joined(separator: " ") + "/>"
        text.replaceSubrange(start..<end, with: rect)
        return true
    }

    /// A frame value as Xcode writes it: `0.0`, `16`, `343.5` (solver noise below 1e-6 dropped).
    static func frameNumber(_ value: Double) -> String {
        let clean = (value * 1e6).rounded() / 1e6
        return clean == 0 ? "0.0" : NumberText.plain(clean)
    }

    static func xml(_ spec: IBConstraintSpec, omitFirstItem: Bool) -> String {
        var attributes: [String] = []
        if !omitFirstItem { attributes.append("firstItem=\"\(spec.firstItem)\"") }
        attributes.append("firstAttribute=\"\(spec.firstAttribute.rawValue)\"")
        if spec.relation != .equal { attributes.append("relation=\"\(spec.relation.rawValue)\"") }
        if let second = spec.secondItem, let attribute = spec.secondAttribute {
            attributes.append("secondItem=\"\(second)\"")
            attributes.append("secondAttribute=\"\(attribute.rawValue)\"")
        }
        if spec.multiplier != 1 { attributes.append("multiplier=\"\(NumberText.plain(spec.multiplier))\"") }
        if spec.constant != 0 { attributes.append("constant=\"\(NumberText.plain(spec.constant))\"") }
        if spec.priority != 1000 { attributes.append("priority=\"\(NumberText.plain(spec.priority))\"") }
        attributes.append("id=\"\(spec.id)\"")
        return "<constraint " + attributes.joined(separator: " ") + "/>"
    }

    // MARK: Scanning

    private func elementStart(withID id: String) -> String.Index? {
        guard let hit = text.range(of: " id=\"\(id)\"") else { return nil }
        return text[..<hit.lowerBound].lastIndex(of: "<")
    }

    private func indentation(at index: String.Index) -> String {
        let lineStart = text[..<index].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return String(text[lineStart..<index].prefix { $0 == " " || $0 == "\t" })
    }

    /// The end of a start tag beginning at `index` (after `>`), skipping quoted values; and
    /// whether it closes itself.
    private func tagEnd(_ index: String.Index) -> (end: String.Index, selfClosing: Bool)? {
        var cursor = index
        var quote: Character?
        while cursor < text.endIndex {
            let character = text[cursor]
            if let open = quote { if character == open { quote = nil } }
            else if character == "\"" || character == "'" { quote = character }
            else if character == ">" {
                let selfClosing = cursor > index && text[text.index(before: cursor)] == "/"
                return (text.index(after: cursor), selfClosing)
            }
            cursor = text.index(after: cursor)
        }
        return nil
    }

    /// Walks the children of the element at `start`; calls `visit` with each direct child's start
    /// and returns the index of the element's end tag (`</name>`).
    private func walkChildren(of start: String.Index, visit: (String.Index) -> Bool) -> String.Index? {
        guard let (afterStart, selfClosing) = tagEnd(start), !selfClosing else { return nil }
        var depth = 0
        var cursor = afterStart
        while let open = text[cursor...].firstIndex(of: "<") {
            let rest = text[open...]
            if rest.hasPrefix("<!--") {
                guard let end = rest.range(of: "-->") else { return nil }
                cursor = end.upperBound
            } else if rest.hasPrefix("</") {
                if depth == 0 { return open }
                depth -= 1
                guard let end = rest.firstIndex(of: ">") else { return nil }
                cursor = text.index(after: end)
            } else {
                if depth == 0, !visit(open) { return nil }
                guard let (end, selfClosing) = tagEnd(open) else { return nil }
                if !selfClosing { depth += 1 }
                cursor = end
            }
        }
        return nil
    }

    private func childRange(of start: String.Index, named name: String) -> (start: String.Index, closeStart: String.Index?)? {
        var found: String.Index?
        _ = walkChildren(of: start) { child in
            if found == nil, text[child...].hasPrefix("<\(name)>") { found = child }
            return true
        }
        guard let found else { return nil }
        return (found, walkChildren(of: found) { _ in true })
    }

    private func elementEnd(from start: String.Index) -> String.Index? { walkChildren(of: start) { _ in true } }
}
