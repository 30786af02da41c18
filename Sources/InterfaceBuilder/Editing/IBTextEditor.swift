import Foundation
import OpenAutoLayout
import TextOutput

/// One replacement of the original text's bytes `range` by `replacement`; an empty range inserts.
public struct IBTextEdit: Sendable, Hashable {
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// Edits an Interface Builder file at the exact bytes the reader found each element at
/// (`IBElementRanges`), so everything but the inserted or removed `<constraint>` elements and
/// rewritten frames stays byte-identical, whatever legal XML the file uses around them (comments
/// holding markup, processing instructions, single quotes, `<x></x>` for `<x/>`, a byte order mark,
/// CRLF line ends, which new lines follow).
///
/// Edits are collected against the original text and applied once, in order (`text`), so a
/// file's edits cost the file's size once, not once per edit.
public struct IBTextEditor: Sendable {
    public let original: String
    private let elements: IBElementRanges
    private let source: ElementSource
    private var collected: [IBTextEdit] = []
    /// Lists this editor opens, by owner element: the edit that writes the list and the constraints in it.
    private var openedLists: [Int: OpenedList] = [:]
    private var removedElements: Set<Int> = []

    private struct OpenedList: Sendable {
        var edit: Int
        var constraints: [String]
        var render: @Sendable ([String]) -> String
    }

    /// An editor of `text`, whose elements lie at `elements` (`IBSource.elements`).
    public init(text: String, elements: IBElementRanges) {
        original = text
        self.elements = elements
        source = ElementSource(text: text)
    }

    /// An editor of `text`, read now to find its elements; an editor of an unreadable text edits nothing.
    public init(text: String) {
        let elements = (try? IBReader.readSource(text: text, path: "edited text"))?.elements ?? IBElementRanges()
        self.init(text: text, elements: elements)
    }

    /// The edits so far, in the order they apply to the original text.
    public var edits: [IBTextEdit] {
        collected.enumerated().sorted { a, b in
            (a.element.range.lowerBound, a.element.range.isEmpty ? 0 : 1, a.offset)
                < (b.element.range.lowerBound, b.element.range.isEmpty ? 0 : 1, b.offset)
        }.map(\.element)
    }

    /// The original text with every edit applied.
    public var text: String { Self.applying(edits, to: original) }

    /// `original` with `edits` (in order, not overlapping) applied.
    public static func applying(_ edits: [IBTextEdit], to original: String) -> String {
        guard !edits.isEmpty else { return original }
        let utf8 = original.utf8
        var result = ""
        result.reserveCapacity(utf8.count + edits.reduce(0) { $0 + $1.replacement.utf8.count })
        var cursor = 0
        for edit in edits {
            result += Substring(utf8[utf8.index(utf8.startIndex, offsetBy: cursor)..<utf8.index(utf8.startIndex,
                                                                                           offsetBy: edit.range.lowerBound)])
            result += edit.replacement
            cursor = edit.range.upperBound
        }
        result += Substring(utf8[utf8.index(utf8.startIndex, offsetBy: cursor)...])
        return result
    }

    /// Adds `<constraint …/>` to the `<constraints>` list of the element with `ownerID` (creating
    /// the list before the element's end tag if it has none). False when the owner is not found.
    public mutating func insert(_ spec: IBConstraintSpec, ownerID: String) -> Bool {
        guard let owner = elements.element(withID: ownerID) else { return false }
        let element = Self.xml(spec, omitFirstItem: spec.firstItem == ownerID)
        if var opened = openedLists[owner] {
            opened.constraints.append(element)
            collected[opened.edit].replacement = opened.render(opened.constraints)
            openedLists[owner] = opened
            return true
        }
        let list = elements.children(of: owner).first { source.name(of: elements.elements[$0]) == "constraints" }
        if let list, let close = elements.elements[list].endTagStart {
            collected.append(IBTextEdit(range: lineInsertionPoint(before: close), replacement: lineOf(element, before: close)))
            return true
        }
        openList(for: owner, existing: list, first: element)
        return true
    }

    /// Removes the `<constraint>` element with this id (and its line, when it stands alone on it).
    public mutating func removeConstraint(withID id: String) -> Bool {
        guard let index = elements.element(withID: id), !removedElements.contains(index) else { return false }
        let element = elements.elements[index]
        guard source.name(of: element) == "constraint" else { return false }
        removedElements.insert(index)
        collected.append(IBTextEdit(range: source.wholeLines(element.start..<element.end), replacement: ""))
        return true
    }

    /// Rewrites the `<rect key="frame" …/>` child of the element with `id` to `frame` (Xcode's
    /// "Update Frames"). False when the element or its frame is not found.
    public mutating func replaceFrame(ofElementWithID id: String, with frame: Rect) -> Bool {
        guard let index = elements.element(withID: id),
              let rect = elements.children(of: index).first(where: { child in
                  let element = elements.elements[child]
                  return source.name(of: element) == "rect" && source.attribute("key", of: element) == "frame"
              }) else { return false }
        let values = [("x", frame.origin.x), ("y", frame.origin.y), ("width", frame.size.width), ("height", frame.size.height)]
        let replacement = "<rect key=\"frame\" " + values.map { "\($0.0)=\"\(Self.frameNumber($0.1))\"" }
            .joined(separator: " ") + "/>"
        let range = elements.elements[rect].start..<elements.elements[rect].end
        if let earlier = collected.firstIndex(where: { $0.range == range }) {
            collected[earlier].replacement = replacement
        } else {
            collected.append(IBTextEdit(range: range, replacement: replacement))
        }
        return true
    }

    // MARK: Placing new text

    /// Where a new line goes before the end tag at `close`: the start of its line when the tag stands
    /// alone on it, else just before the tag (a file written on one line).
    private func lineInsertionPoint(before close: Int) -> Range<Int> {
        let point = source.isAloneOnItsLine(close) ? source.lineStart(of: close) : close
        return point..<point
    }

    /// `element` as the text to insert before the end tag at `close`: on a line of its own, indented one
    /// step deeper than the tag, when the tag stands alone on its line.
    private func lineOf(_ element: String, before close: Int) -> String {
        guard source.isAloneOnItsLine(close) else { return element }
        return source.indentation(at: close) + "    " + element + source.lineEnd
    }

    /// Writes a `<constraints>` list holding `first` into `owner` (in place of an empty `<constraints/>`,
    /// before the owner's end tag, or turning a self-closing owner into one with an end tag).
    private mutating func openList(for owner: Int, existing list: Int?, first: String) {
        let ownerRange = elements.elements[owner]
        let (range, render): (Range<Int>, @Sendable ([String]) -> String)
        if let list {
            let empty = elements.elements[list]
            range = empty.start..<empty.end
            render = { "<constraints>" + $0.joined() + "</constraints>" }
        } else if let close = ownerRange.endTagStart, source.isAloneOnItsLine(close) {
            range = close..<close
            let indent = source.indentation(at: close), lineEnd = source.lineEnd
            render = { constraints in
                "    <constraints>" + lineEnd + constraints.map { indent + "        " + $0 + lineEnd }.joined()
                    + indent + "    </constraints>" + lineEnd + indent
            }
        } else if let close = ownerRange.endTagStart {
            range = close..<close
            render = { "<constraints>" + $0.joined() + "</constraints>" }
        } else {
            // `<view …/>`: its `/>` becomes `>`, the list and `</view>`.
            range = ownerRange.startTagEnd - 2..<ownerRange.startTagEnd
            let name = source.name(of: ownerRange)
            render = { ">" + "<constraints>" + $0.joined() + "</constraints>" + "</\(name)>" }
        }
        collected.append(IBTextEdit(range: range, replacement: render([first])))
        openedLists[owner] = OpenedList(edit: collected.count - 1, constraints: [first], render: render)
    }

    // MARK: Writing elements

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
}
