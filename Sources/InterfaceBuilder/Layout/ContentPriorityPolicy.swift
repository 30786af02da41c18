import OpenAutoLayout

/// The priority Xcode's canvas gives a view's content hugging and compression resistance.
///
/// A content priority of 1000 is not required on the canvas: it outranks every optional constraint
/// (999 included) but yields to a required one, with no conflict shown
/// (`IBXcodeBehaviour.contentPrioritiesNeverRequired`). Read from the corpus: home-assistant's
/// `HomeAssistantLogoView` (32700) chains an image and three labels whose vertical hugging and
/// compression are 1000 down a 228-pt top-level view; at their line heights (20.5 each on the 2×
/// canvas) they leave 8.5 pt, and Xcode flags the three labels ambiguous (equal priorities share the
/// slack), not a conflict. LoopKit's `StatusBarHUDView` (21507) holds an image view hugging at 1000,
/// recorded 33 tall, under a required height of 34: Xcode flags nothing. nightguard's `Main` (18122)
/// records a 120-pt label (compression 1000) at its required `<= 100`. And blockchain's
/// `AnnouncementCardView` (18122): two labels at 1000 keep their heights against a 999 gap, which
/// breaks, so 1000 still ranks above 999. The model takes such a priority at 999.5: between them.
/// Build time (the app at launch) keeps the file's value: this is the canvas's behaviour.
enum ContentPriorityPolicy {
    static let canvasCeiling: Float = 999.5

    /// The highest content priority the layout takes for a document saved with `toolsVersion`.
    static func ceiling(mode: IBLayoutMode, toolsVersion: Double) -> Float {
        guard mode == .designTime, IBXcodeBehaviour.contentPrioritiesNeverRequired.holds(for: toolsVersion) else {
            return 1000
        }
        return canvasCeiling
    }

    /// The priority as the file writes it (and Xcode's inspector shows it): the canvas's 999.5 is a 1000.
    static func filePriority(_ priority: LayoutPriority) -> Double {
        priority.rawValue == canvasCeiling ? 1000 : Double(priority.rawValue)
    }
}
