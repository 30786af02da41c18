import Foundation
import TextOutput

/// `--html DIR`: an index and a page per log, each event with its explanation, fixes and picture.
/// Pages are self-contained (no script, no network).
public enum LogHTML {
    /// Writes the pages; returns what went wrong, if anything.
    public static func write(_ results: [LogFileResult], to directory: String) -> String? {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let names = results.indices.map { "log-\($0 + 1).html" }
            try page(title: "autolayout log", body: index(results, names))
                .write(toFile: directory + "/index.html", atomically: true, encoding: .utf8)
            for (result, name) in zip(results, names) {
                try page(title: result.path, body: logBody(result))
                    .write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
            }
            return nil
        } catch {
            return "\(directory): cannot write the HTML report: \(error.localizedDescription)"
        }
    }

    private static func index(_ results: [LogFileResult], _ names: [String]) -> String {
        var body = "<h1>Console logs</h1>\n<ul>\n"
        for (result, name) in zip(results, names) {
            let summary = result.error ?? "\(result.events.count) message\(result.events.count == 1 ? "" : "s")"
            body += "<li><a href=\"\(name)\">\(XMLText.escaped(result.path))</a>: \(XMLText.escaped(summary))</li>\n"
        }
        return body + "</ul>\n"
    }

    private static func logBody(_ result: LogFileResult) -> String {
        var body = "<p><a href=\"index.html\">All logs</a></p>\n<h1>\(XMLText.escaped(result.path))</h1>\n"
        if let error = result.error { return body + "<p class=\"error\">\(XMLText.escaped(error))</p>\n" }
        for (offset, event) in result.events.enumerated() {
            let title = "Line \(event.message.line): \(event.message.kind.rawValue)" + (event.count > 1 ? " (\(event.count) times)" : "")
            body += "<section class=\"event\" id=\"event-\(offset + 1)\">\n<h2>\(XMLText.escaped(title))</h2>\n"
            body += "<pre>\(XMLText.escaped(event.explanation.joined(separator: "\n")))</pre>\n"
            if let svg = LogPicture.svg(event) { body += "<figure>\(svg)</figure>\n" }
            if !event.fixes.isEmpty {
                body += "<h3>Fixes, most likely first</h3>\n<ol>\n"
                body += event.fixes.map { "<li>\(XMLText.escaped($0))</li>\n" }.joined()
                body += "</ol>\n"
            }
            body += "</section>\n"
        }
        return body
    }

    private static func page(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>\(XMLText.escaped(title))</title>
        <style>body{font-family:-apple-system,Helvetica,Arial,sans-serif;margin:2em;color:#111827}
        pre{white-space:pre-wrap;background:#f3f4f6;padding:1em}section.event{border-top:1px solid #d1d5db;margin-top:2em}
        .error{color:#dc2626}</style></head>
        <body>
        \(body)</body></html>

        """
    }
}
