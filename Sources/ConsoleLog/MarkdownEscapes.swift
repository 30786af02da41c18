/// Undoes the backslash escapes markdown editors add (`\_UILayoutGuide`, `\<NSLayoutConstraint`),
/// leaving others (a label's `\n` as UIKit prints it) alone.
enum MarkdownEscapes {
    static func removed(_ line: Substring) -> String {
        var out = ""
        out.reserveCapacity(line.utf8.count)
        var pendingBackslash = false
        for character in line {
            if pendingBackslash {
                pendingBackslash = false
                if !"_*[]<>()#|`".contains(character) { out.append("\\") }
                out.append(character)
            } else if character == "\\" {
                pendingBackslash = true
            } else {
                out.append(character)
            }
        }
        if pendingBackslash { out.append("\\") }
        return out
    }
}
