import InterfaceBuilder

/// The document's text cut where each scene's line begins, each piece edited by an `IBTextEditor`
/// of its own.
///
/// An editor finds an element by searching its text from the start and inserts by moving all that
/// follows, so one editor over the whole file made `fix` cost fixes × file size (a 2 MB file with
/// 41 fixes spent a fifth of its time searching). A fix only touches elements of its own scene
/// (constraints between its views, their frames), which lie between its `<scene>` and the next, so
/// each scene's piece is searched and edited alone. When scenes do not each start on a later line
/// (never so in Xcode's files), or a fix names no known scene, the whole text is one piece.
struct SceneTextEditors {
    /// The text's pieces in order: untouched ones as cut, edited ones as their editor's text.
    private var pieces: [Piece]
    private var pieceOfScene: [String: Int] = [:]

    private enum Piece {
        case untouched(Substring)
        case edited(IBTextEditor)

        var isUntouched: Bool {
            if case .untouched = self { true } else { false }
        }

        var utf8Count: Int {
            switch self {
            case .untouched(let text): text.utf8.count
            case .edited(let editor): editor.text.utf8.count
            }
        }
    }

    init(text: String, document: IBDocument) {
        let lines = document.scenes.map(\.location.line)
        guard document.kind == .storyboard, !lines.isEmpty, zip(lines, lines.dropFirst()).allSatisfy({ $0 < $1 }),
              let starts = Self.lineStarts(lines, in: text) else {
            pieces = [.untouched(text[...])]
            return
        }
        // Piece 0 is what comes before the first scene; piece i + 1 is scene i up to the next scene.
        let bounds = [text.startIndex] + starts + [text.endIndex]
        pieces = zip(bounds, bounds.dropFirst()).map { .untouched(text[$0..<$1]) }
        for (index, scene) in document.scenes.enumerated() where pieceOfScene[scene.sceneID] == nil {
            pieceOfScene[scene.sceneID] = index + 1
        }
    }

    /// The fixed text: every piece, edited or not, in order.
    /// The whole text: the original itself when no scene was edited, else the pieces appended into
    /// one string (no per-piece copies, which for a 50 MB file were two more copies of it).
    var text: String {
        // Untouched pieces are slices of one original text that together cover it.
        if case .untouched(let first) = pieces.first, pieces.allSatisfy(\.isUntouched) { return first.base }
        var joined = ""
        joined.reserveCapacity(pieces.reduce(0) { $0 + $1.utf8Count })
        for piece in pieces {
            switch piece {
            case .untouched(let text): joined += text
            case .edited(let editor): joined += editor.text
            }
        }
        return joined
    }

    /// Runs `edit` on the editor of the piece holding scene `sceneID`.
    mutating func edit(scene sceneID: String, _ edit: (inout IBTextEditor) -> Void) {
        let index: Int
        if pieces.count == 1 {
            index = 0
        } else if let known = pieceOfScene[sceneID] {
            index = known
        } else {
            pieces = [.untouched(text[...])]
            index = 0
        }
        var editor: IBTextEditor
        switch pieces[index] {
        case .untouched(let text): editor = IBTextEditor(text: String(text))
        case .edited(let existing): editor = existing
        }
        pieces[index] = .untouched("")  // the editor's text is not shared while it is edited
        edit(&editor)
        pieces[index] = .edited(editor)
    }

    /// Where each of `lines` (1-based, increasing) starts in `text`, in one pass; nil when the text has
    /// fewer lines.
    private static func lineStarts(_ lines: [Int], in text: String) -> [String.Index]? {
        var starts: [String.Index] = []
        var line = 1
        var wanted = lines.makeIterator()
        var next = wanted.next()
        var index = text.utf8.startIndex
        while let target = next {
            if line == target {
                starts.append(index)
                next = wanted.next()
                continue
            }
            guard let newline = text.utf8[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            index = text.utf8.index(after: newline)
            line += 1
        }
        return starts
    }
}
