/// Where one element lies in the file's bytes, as the reader found it: its start tag, its end tag
/// (none when it closes itself, `<x/>`) and its parent. Offsets count UTF-8 bytes from the file's
/// first byte (a byte order mark included).
public struct IBElementRange: Sendable, Hashable {
    /// The offset of the start tag's `<`.
    public var start: Int
    /// Just past the start tag's `>`.
    public var startTagEnd: Int
    /// The offset of the end tag's `<`; nil for a self-closing element.
    public var endTagStart: Int?
    /// Just past the element's last byte (its end tag's `>`, or its start tag's for `<x/>`).
    public var end: Int
    /// The index of the enclosing element; nil for the root.
    public var parent: Int?

    public var isSelfClosing: Bool { endTagStart == nil }
}

/// Every element of a document with its exact bytes, in document order (the order of start tags), and
/// the element each id names: what `fix` edits, so no edit depends on searching the text (comments,
/// processing instructions, quoting or end-tag forms cannot move it into the wrong element).
public struct IBElementRanges: Sendable {
    public internal(set) var elements: [IBElementRange] = []
    /// The element carrying each `id` (the first one, when a file repeats an id).
    public internal(set) var indexByID: [String: Int] = [:]

    public init() {}

    /// The element with `id="…"`.
    public func element(withID id: String) -> Int? { indexByID[id] }

    /// The direct children of `element`, in order.
    /// - Complexity: O(elements under `element`).
    public func children(of element: Int) -> [Int] {
        var result: [Int] = []
        var index = element + 1
        let end = elements[element].end
        while index < elements.count, elements[index].start < end {
            if elements[index].parent == element { result.append(index) }
            index += 1
        }
        return result
    }
}
