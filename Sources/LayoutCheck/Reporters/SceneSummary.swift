import InterfaceBuilder
import LayoutDiagnostics
import TextOutput

/// The text form of a document's scroll views: what the xcode reporter prints before the issues
/// and the HTML report lists under each scene.
enum SceneSummary {
    /// One document's scenes that have scroll views, each with its scroll views' content sizes.
    static func sceneLines(_ check: CheckedDocument) -> String {
        var out = ""
        for names in check.sceneDiagnostics where !names.scene.scrollViews.isEmpty {
            let scene = names.scene
            out += "\(SafeText.escaped(check.path)): scene \"\(SafeText.escaped(scene.name))\" "
                + "(\(SafeText.escaped(scene.id))), canvas "
                + "\(NumberText.format(scene.canvas.width)) × \(NumberText.format(scene.canvas.height))\n"
            for scroll in scene.scrollViews {
                out += "  \"\(SafeText.escaped(names.name(of: scroll.id)))\" (\(SafeText.escaped(scroll.id))): "
                    + "\(contentSizeText(scroll))\n"
            }
        }
        return out
    }

    /// `path:line:column: note: scene "Name" (id): 3 views not judged: why`, once per scene and
    /// reason, for the views whose frame rests on something the file cannot tell (`ViewLayout.notJudged`).
    static func notJudgedLines(_ check: CheckedDocument) -> String {
        var out = ""
        for scene in check.scenes {
            for note in scene.notes where note.contains(" not judged: ") && scene.views.contains(where: { $0.notJudged != nil }) {
                out += "\(SafeText.escaped(check.path)):\(scene.location.line):\(scene.location.column): note: scene "
                    + "\"\(SafeText.escaped(scene.name))\" (\(SafeText.escaped(scene.id))): \(SafeText.escaped(note))\n"
            }
        }
        return out
    }

    /// `path:line:column: note: scene "Name" (id): constraint c1 at line 21 names …; it was skipped …`,
    /// one per skipped constraint and one per scene for views never laid out (`SceneLayout.leftOut`).
    static func leftOutLines(_ check: CheckedDocument) -> String {
        var out = ""
        for scene in check.scenes {
            for note in scene.leftOut.notes {
                out += "\(SafeText.escaped(check.path)):\(scene.location.line):\(scene.location.column): note: scene "
                    + "\"\(SafeText.escaped(scene.name))\" (\(SafeText.escaped(scene.id))): \(SafeText.escaped(note))\n"
            }
        }
        return out
    }

    static func contentSizeText(_ scroll: ScrollViewLayout) -> String {
        guard scroll.isContentSizeFromConstraints else {
            return "content size not set by constraints (0 × 0 until set in code)"
        }
        switch (scroll.contentWidth, scroll.contentHeight) {
        case let (width?, height?): return "content size \(NumberText.format(width)) × \(NumberText.format(height))"
        case let (width?, nil): return "content size: width \(NumberText.format(width)), height ambiguous"
        case let (nil, height?): return "content size: width ambiguous, height \(NumberText.format(height))"
        case (nil, nil): return "content size ambiguous (width and height)"
        }
    }
}
