extension HTMLReport {
    /// The documents with links to their pages and scenes, and issue counts.
    func indexPage(pageNames: [String]) -> String {
        var html = HTMLText()
        html.head(title: title)
        html.line("<header>")
        html.line("<h1>\(HTMLText.escaped(title))</h1>")
        if let subtitle { html.line("<p class=\"subtitle\">\(HTMLText.escaped(subtitle))</p>") }
        let all = documents.flatMap(\.allIssues)
        html.line("<p class=\"totals\">\(Self.count(documents.count, "document")) · "
            + "\(Self.count(documents.filter { $0.error != nil }.count, "unreadable", plural: "unreadable")) · "
            + "\(Self.counts(of: all))</p>")
        html.line("</header>")
        html.line("<main>")
        html.raw(Self.filterControls)
        html.line("<table class=\"documents\">")
        html.line("<thead><tr><th>Document / scene</th><th>Errors</th><th>Warnings</th></tr></thead>")
        html.line("<tbody>")
        for (document, page) in Self.bySeverity(zip(documents, pageNames).map { ($0, $1) }) {
            let issues = document.allIssues
            let state = document.error != nil ? " unreadable has-errors"
                : issues.isEmpty ? " clean" : Self.severityClass(issues)
            html.line("<tr class=\"document\(state)\"><td><a href=\"\(HTMLText.escaped(page))\">"
                + "\(HTMLText.escaped(document.path))</a>"
                + (document.error.map { " <span class=\"read-error\">\(HTMLText.escaped($0))</span>" } ?? "")
                + "</td>\(Self.countCells(issues))</tr>")
            let anchors = HTMLFileNames.sceneAnchors(for: document.scenes.map(\.id))
            for (scene, anchor) in zip(document.scenes, anchors) {
                let state = scene.issues.isEmpty ? " clean" : Self.severityClass(scene.issues)
                html.line("<tr class=\"scene\(state)\"><td><a href=\"\(HTMLText.escaped(page))#\(anchor)\">"
                    + "\(HTMLText.escaped(scene.name))</a> <span class=\"scene-id\">\(HTMLText.escaped(scene.id))"
                    + "</span></td>\(Self.countCells(scene.issues))</tr>")
            }
        }
        html.line("</tbody>")
        html.line("</table>")
        html.line("</main>")
        html.foot(script: false)
        return html.text
    }

    /// Unreadable documents first, then by errors, then warnings (most first); ties keep the
    /// documents' own (path) order, so the same report always lists them the same way.
    static func bySeverity(_ pages: [(Document, String)]) -> [(Document, String)] {
        func rank(_ document: Document) -> (Int, Int, Int) {
            let issues = document.allIssues
            return (document.error == nil ? 0 : 1, issues.filter { $0.severity == "error" }.count,
                    issues.filter { $0.severity != "error" }.count)
        }
        return pages.enumerated().sorted { a, b in
            let (ra, rb) = (rank(a.element.0), rank(b.element.0))
            return ra != rb ? ra > rb : a.offset < b.offset
        }.map(\.element)
    }

    /// ` has-errors` or ` has-warnings`: what the filter shows a row under.
    static func severityClass(_ issues: [Issue]) -> String {
        issues.contains { $0.severity == "error" } ? " has-errors" : " has-warnings"
    }

    /// Radio buttons just before the table (its siblings, as the CSS selectors need): with CSS
    /// alone, no script, "with issues" hides clean rows and "with errors" every row without one.
    static let filterControls = """
        <span class="filter">Show:</span> \
        <input type="radio" name="filter" id="filter-all" checked><label for="filter-all">all</label> \
        <input type="radio" name="filter" id="filter-issues"><label for="filter-issues">with issues</label> \
        <input type="radio" name="filter" id="filter-errors"><label for="filter-errors">with errors</label>

        """

    /// One document: its own issues, then each scene's picture beside its issues.
    func documentPage(_ document: Document) -> String {
        var html = HTMLText()
        html.head(title: document.path + " — " + title)
        html.line("<nav class=\"back\"><a href=\"\(HTMLFileNames.index)\">← All documents</a></nav>")
        html.line("<header>")
        html.line("<h1>\(HTMLText.escaped(document.path))</h1>")
        html.line("<p class=\"totals\">\(Self.count(document.scenes.count, "scene")) · "
            + "\(Self.counts(of: document.allIssues))</p>")
        if let error = document.error {
            html.line("<p class=\"read-error\">\(HTMLText.escaped(error))</p>")
        }
        html.line("</header>")
        html.line("<main>")
        var number = 0
        if !document.issues.isEmpty {
            html.line("<section class=\"document-issues\">")
            html.line("<h2>Document</h2>")
            issueList(document.issues, number: &number, into: &html)
            html.line("</section>")
        }
        let anchors = HTMLFileNames.sceneAnchors(for: document.scenes.map(\.id))
        if document.scenes.count > 1 {
            html.line("<nav class=\"scenes\"><ul>")
            for (scene, anchor) in zip(document.scenes, anchors) {
                html.line("<li><a href=\"#\(anchor)\">\(HTMLText.escaped(scene.name))</a> "
                    + "<span class=\"scene-id\">\(HTMLText.escaped(scene.id))</span></li>")
            }
            html.line("</ul></nav>")
        }
        for (scene, anchor) in zip(document.scenes, anchors) {
            sceneSection(scene, anchor: anchor, number: &number, into: &html)
        }
        if !document.notes.isEmpty {
            html.line("<section class=\"notes\">")
            html.line("<h2>Notes</h2>")
            html.line("<ul>")
            for note in document.notes { html.line("<li>\(HTMLText.escaped(note))</li>") }
            html.line("</ul>")
            html.line("</section>")
        }
        html.line("</main>")
        html.foot(script: true)
        return html.text
    }

    private func sceneSection(_ scene: Scene, anchor: String, number: inout Int, into html: inout HTMLText) {
        html.line("<section class=\"scene\" id=\"\(anchor)\" data-scene-id=\"\(HTMLText.escaped(scene.id))\">")
        html.line("<h2><a class=\"anchor\" href=\"#\(anchor)\">\(HTMLText.escaped(scene.name))</a> "
            + "<span class=\"scene-id\">\(HTMLText.escaped(scene.id))</span></h2>")
        if !scene.summary.isEmpty {
            html.line("<ul class=\"summary\">")
            for line in scene.summary { html.line("<li>\(HTMLText.escaped(line))</li>") }
            html.line("</ul>")
        }
        html.line("<div class=\"scene-body\">")
        html.line("<div class=\"picture\">")
        if let svg = scene.svg {
            html.raw(svg)
        } else {
            html.line("<p class=\"no-picture\">No picture.</p>")
        }
        html.line("</div>")
        if scene.issues.isEmpty {
            html.line("<p class=\"no-issues\">No issues.</p>")
        } else {
            issueList(scene.issues, number: &number, into: &html)
        }
        html.line("</div>")
        html.line("</section>")
    }

    /// Issues numbered through the page (`issue-1`, `issue-2`, …) so each has a link.
    private func issueList(_ issues: [Issue], number: inout Int, into html: inout HTMLText) {
        html.line("<ol class=\"issues\">")
        for issue in issues {
            number += 1
            let anchor = "issue-\(number)"
            let severity = issue.severity == "error" ? "error" : "warning"
            html.line("<li class=\"issue \(severity)\" id=\"\(anchor)\" tabindex=\"0\" data-kind=\""
                + "\(HTMLText.escaped(issue.kind))\" data-objects=\"\(HTMLText.escaped(issue.objectIDs.joined(separator: " ")))\">")
            html.line("<a class=\"anchor severity\" href=\"#\(anchor)\">\(severity)</a> "
                + "<span class=\"message\">\(HTMLText.escaped(issue.message))</span> "
                + "<span class=\"kind\">\(HTMLText.escaped(issue.kind))</span> "
                + "<span class=\"location\">line \(issue.line), column \(issue.column)</span>")
            if let explanation = issue.explanation {
                html.line("<p class=\"explanation\">\(HTMLText.escaped(explanation))</p>")
            }
            if !issue.fixIts.isEmpty {
                html.line("<ul class=\"fixits\">")
                for fix in issue.fixIts { html.line("<li>\(HTMLText.escaped(fix))</li>") }
                html.line("</ul>")
            }
            html.line("</li>")
        }
        html.line("</ol>")
    }

    private static func count(_ value: Int, _ singular: String, plural: String? = nil) -> String {
        "\(value) " + (value == 1 ? singular : plural ?? singular + "s")
    }

    private static func counts(of issues: [Issue]) -> String {
        let errors = issues.filter { $0.severity == "error" }.count
        return count(errors, "error") + " · " + count(issues.count - errors, "warning")
    }

    private static func countCells(_ issues: [Issue]) -> String {
        let errors = issues.filter { $0.severity == "error" }.count
        let warnings = issues.count - errors
        return "<td class=\"count\(errors > 0 ? " errors" : "")\">\(errors)</td>"
            + "<td class=\"count\(warnings > 0 ? " warnings" : "")\">\(warnings)</td>"
    }
}

/// An HTML page being written: the shared head (inline CSS) and foot (inline script).
struct HTMLText {
    private(set) var text = ""

    mutating func line(_ markup: String) {
        text += markup + "\n"
    }

    /// Markup written as given (an SVG picture, which ends with a newline).
    mutating func raw(_ markup: String) {
        text += markup
        if !markup.hasSuffix("\n") { text += "\n" }
    }

    mutating func head(title: String) {
        line("<!DOCTYPE html>")
        line("<html lang=\"en\">")
        line("<head>")
        line("<meta charset=\"utf-8\">")
        line("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        line("<title>\(Self.escaped(title))</title>")
        line("<style>")
        for rule in HTMLReportAssets.styleRules { line(rule) }
        line("</style>")
        line("</head>")
        line("<body>")
    }

    mutating func foot(script: Bool) {
        if script {
            line("<script>")
            for scriptLine in HTMLReportAssets.scriptLines { line(scriptLine) }
            line("</script>")
        }
        line("</body>")
        line("</html>")
    }

    /// Text and attribute values, escaped as in the pictures (valid in HTML as well as XML).
    static func escaped(_ value: String) -> String { SVGWriter.escaped(value) }
}
