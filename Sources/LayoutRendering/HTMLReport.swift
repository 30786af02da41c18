/// A self-contained HTML report of checked documents: `index.html` lists the documents and
/// their scenes with issue counts; one page per document shows each scene's picture inline and
/// its issues, and hovering or clicking an issue highlights its objects in the picture.
///
/// Everything comes in as plain values (paths, names, SVG text, messages), so this module
/// knows nothing of file formats or diagnostics. The pages fetch nothing: CSS and script are
/// inline, fonts are generic families. Same values, byte-identical pages.
public struct HTMLReport: Sendable, Hashable {
    /// One finding, located in its document.
    public struct Issue: Sendable, Hashable {
        /// `warning` or `error` (also the CSS class).
        public var severity: String
        /// A stable kind (`missing-constraints`, …).
        public var kind: String
        public var message: String
        public var line: Int
        public var column: Int
        /// The `data-id`s to highlight in the scene's picture (views, constraints).
        public var objectIDs: [String]
        /// Why it happens, in a sentence or two; nil when there is none.
        public var explanation: String?
        /// Ways to fix it, one per entry.
        public var fixIts: [String]

        public init(severity: String, kind: String, message: String, line: Int, column: Int,
                    objectIDs: [String] = [], explanation: String? = nil, fixIts: [String] = []) {
            self.severity = severity
            self.kind = kind
            self.message = message
            self.line = line
            self.column = column
            self.objectIDs = objectIDs
            self.explanation = explanation
            self.fixIts = fixIts
        }
    }

    /// One scene: its picture and the issues found in it.
    public struct Scene: Sendable, Hashable {
        public var id: String
        public var name: String
        /// Lines shown under the title (content sizes, …).
        public var summary: [String]
        /// The picture, an `<svg>` element without XML declaration; nil when there is none.
        public var svg: String?
        public var issues: [Issue]

        public init(id: String, name: String, summary: [String] = [], svg: String?, issues: [Issue]) {
            self.id = id
            self.name = name
            self.summary = summary
            self.svg = svg
            self.issues = issues
        }
    }

    /// One checked file.
    public struct Document: Sendable, Hashable {
        public var path: String
        /// Why the file could not be read; it then has no scenes.
        public var error: String?
        public var scenes: [Scene]
        /// Issues not tied to a scene (the reader's errors).
        public var issues: [Issue]
        /// The reader's notes.
        public var notes: [String]

        public init(path: String, error: String? = nil, scenes: [Scene], issues: [Issue] = [], notes: [String] = []) {
            self.path = path
            self.error = error
            self.scenes = scenes
            self.issues = issues
            self.notes = notes
        }

        /// Every issue of the document, its own first.
        var allIssues: [Issue] { issues + scenes.flatMap(\.issues) }
    }

    /// The page title (`<title>` and heading of the index).
    public var title: String
    /// A line under the index heading (the mode, …); nil for none.
    public var subtitle: String?
    public var documents: [Document]

    public init(title: String = "Auto Layout report", subtitle: String? = nil, documents: [Document]) {
        self.title = title
        self.subtitle = subtitle
        self.documents = documents
    }

    /// A page of the report: its file name (relative to the report's folder) and contents.
    public struct Page: Sendable, Hashable {
        public var fileName: String
        public var html: String
    }

    /// `index.html`, then one page per document in order.
    public func pages() -> [Page] {
        let names = HTMLFileNames.pageNames(for: documents.map(\.path))
        var result = [Page(fileName: HTMLFileNames.index, html: indexPage(pageNames: names))]
        for (document, name) in zip(documents, names) {
            result.append(Page(fileName: name, html: documentPage(document)))
        }
        return result
    }
}
