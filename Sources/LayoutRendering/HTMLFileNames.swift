/// Deterministic, portable names for the report's files and anchors.
enum HTMLFileNames {
    static let index = "index.html"
    /// Long paths are cut so a name stays well under file-system limits (255 bytes).
    static let maximumStemLength = 120

    /// One page name per path, in order: the path with every character but ASCII letters, digits,
    /// `.`, `-` and `_` replaced by `_`, plus `.html`. Names are unique ignoring case (macOS file
    /// systems are case-insensitive) and never `index.html`: a later path that would collide gets
    /// `-2`, `-3`, … before the extension.
    static func pageNames(for paths: [String]) -> [String] {
        var taken: Set<String> = [index]
        var result: [String] = []
        for path in paths {
            let stem = sanitized(path, maximumLength: maximumStemLength, fallback: "document")
            var name = stem + ".html"
            var counter = 2
            while taken.contains(name.lowercased()) {
                name = "\(stem)-\(counter).html"
                counter += 1
            }
            taken.insert(name.lowercased())
            result.append(name)
        }
        return result
    }

    /// `text` with unsafe characters replaced by `_`, runs of `_` collapsed, and no leading dot
    /// (a hidden file) or dash (an option); `fallback` when nothing is left.
    static func sanitized(_ text: String, maximumLength: Int, fallback: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let safe = scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || scalar == "." || scalar == "-" || scalar == "_")
            let character = safe ? Character(scalar) : "_"
            if character == "_", result.last == "_" { continue }
            result.append(character)
        }
        while let first = result.first, first == "." || first == "-" || first == "_" { result.removeFirst() }
        if result.count > maximumLength { result = String(result.suffix(maximumLength)) }
        while let first = result.first, first == "." || first == "-" { result.removeFirst() }
        return result.isEmpty ? fallback : result
    }

    /// Anchors of the scenes of one page, in order: `scene-` and the sanitised id, unique
    /// within the page.
    static func sceneAnchors(for ids: [String]) -> [String] {
        var taken: Set<String> = []
        return ids.map { id in
            let stem = "scene-" + sanitized(id, maximumLength: 80, fallback: "unnamed")
            var anchor = stem
            var counter = 2
            while !taken.insert(anchor).inserted {
                anchor = "\(stem)-\(counter)"
                counter += 1
            }
            return anchor
        }
    }
}
