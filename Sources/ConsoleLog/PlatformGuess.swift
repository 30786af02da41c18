/// iOS or macOS, from the classes a message names and its wording.
enum PlatformGuess {
    static func platform(of message: LogMessage, line: Substring) -> LogMessage.Platform {
        var uikit = 0, appkit = 0
        var items = message.constraints.flatMap(\.items) + message.ambiguousViews.map(\.item)
        if let broken = message.broken { items += broken.items }
        for name in items.compactMap(\.className) {
            let bare = name.hasPrefix("_") ? String(name.dropFirst()) : name
            if bare.hasPrefix("UI") { uikit += 1 }
            if bare.hasPrefix("NS"), !bare.hasPrefix("NSKVONotifying") { appkit += 1 }
        }
        if uikit == 0, appkit == 0 { return .unknown }
        return uikit >= appkit ? .iOS : .macOS
    }
}
