/// `explain`'s text: per issue a heading located in the file, then `why:` and `fix:` lines.
package enum ExplanationText {
    /// One item, as `PATH:LINE:COLUMN: HEADING (scene ID)` and its reasons and fix-its.
    package static func text(of item: DocumentExplanation.Item, path: String) -> String {
        let line = item.location.map { ":\($0.line):\($0.column)" } ?? ""
        var out = SafeText.escaped("\(path)\(line): \(item.heading) (scene \(item.sceneID))") + "\n"
        for reason in item.lines { out += "  why: \(SafeText.escaped(reason))\n" }
        for fix in item.fixIts { out += "  fix: \(SafeText.escaped(fix))\n" }
        if item.fixIts.isEmpty { out += "  fix: none verified\n" }
        for held in item.heldBack { out += "  not fixed: \(SafeText.escaped(held))\n" }
        return out
    }
}
