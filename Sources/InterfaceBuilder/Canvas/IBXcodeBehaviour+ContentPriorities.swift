extension IBXcodeBehaviour {
    /// Xcode's canvas holds no content priority as required: a hugging or compression resistance
    /// of 1000 outranks every optional constraint but yields to required ones (`ContentPriorityPolicy`).
    /// No corpus file before 18122 has a 1000 content priority that meets a required constraint or a
    /// 999 one, so the bound is the first file that shows it.
    static let contentPrioritiesNeverRequired = IBXcodeBehaviour(
        "content priorities of 1000 yield to required constraints", 18122..<Double.infinity,
        evidence: ["home-assistant HomeAssistantLogoView 32700: three labels at 1000 share the 8.5 pt the "
                       + "228-pt canvas leaves, all three flagged ambiguous, no conflict",
                   "LoopKit StatusBarHUDView 21507: an image view hugging at 1000 under a required height of "
                       + "34, nothing flagged, no conflict",
                   "nightguard Main 18122: a 120-pt label, compression 1000, recorded at its required <= 100",
                   "blockchain AnnouncementCardView 18122: labels at 1000 keep their height against a 999 gap, "
                       + "the gap breaks (the label below flagged misplaced, not ambiguous)"])
}
