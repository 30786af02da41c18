extension IBXcodeBehaviour {
    /// Before Xcode 11: a simulated toolbar (`<simulatedToolbarMetrics key="simulatedBottomBarMetrics">`)
    /// takes UIKit's 44 pt at the bottom (`IBCanvasMetrics`); Xcode 11 drew 49 (`simulatedToolbars49`).
    static let simulatedToolbars44 = IBXcodeBehaviour(
        "a simulated toolbar takes 44 pt at the bottom", 0..<14800,
        evidence: ["BusMedellin Settings 14113 (outside the corpus, retina4_7): a label 8 above the safe area's "
                       + "bottom recorded at 594 + 21 + 8 = 623 = 667 - 44",
                   "no corpus file before Xcode 11 pins a view above a simulated toolbar"])
}
