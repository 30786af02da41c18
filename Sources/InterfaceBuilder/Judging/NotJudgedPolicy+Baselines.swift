import OpenAutoLayout

/// Misplaced pass 7 (branch misplaced7): frames that rest on where a text baseline sits.
///
/// A constraint on a label's, button's or text field's first or last baseline places the view (or
/// what it is tied to) by the distance from its frame's edge to the baseline: the font's ascender,
/// descender and leading as the canvas draws them (and a button's title insets). The file records
/// the font's name and size, not those metrics, and the model only estimates them (`Label` puts the
/// first baseline one point size below the top). UIKit documents `firstBaseline` as "the baseline for
/// the topmost line of text" (`lastBaseline`: the bottommost); where that line sits in the view is the
/// font's. The conflict rule already leaves such constraints out
/// (`undecidedConflictReason`); this is its counterpart for placement: the scene is laid out twice
/// more with every constraint through a text baseline moved `baselineShift` each way (the model's 17
/// for a 17-pt label's first baseline against the system font's 16.2-pt ascender), and a view whose
/// verdict differs between the layouts is not judged. A view misplaced in all three keeps its warning
/// (firebase's `DatabaseExample` "Create" button, 24127, 103.5 pt left of its record and tied to a
/// neighbour by its baseline, is flagged by Xcode), and so does a view the shift does not move
/// (Provenance's `PVSaveStateCollectionViewCell.xib` label, 14113, held by its top and bottom, its
/// neighbour tied to it by baselines). Counted over the corpus (50 such constraints in 25 files): 37
/// views not judged, 2 of them flagged misplaced by Xcode and not warned before (edx
/// `DiscussionResponses`), 4 of the others false warnings before (AU-COVIDSafe and opentrace's debug
/// buttons, dashwallet 12121's balance label, KeePassium's onboarding stack).
extension NotJudgedPolicy {
    static let baselineReason = "it is placed through a text baseline, whose distance from the frame's edge "
        + "rests on font metrics the file does not hold"

    /// How far the shifted layouts move a constraint through a text baseline, one each way: one point,
    /// more than the 0.5-pt tolerance, so every frame that follows the baseline differs between them.
    static let baselineShift = 1.0

    /// The elements whose baselines come from their text (and non-scrolling text views,
    /// `TextViewBaselinePolicy`; the others have none: UIKit uses their top edge for the first baseline
    /// and their bottom edge for the last).
    static let textBaselineElements: Set<String> = ["label", "button", "textField"]
}

extension IBSceneMapper {
    /// Whether `element` relates a text baseline (of a label, button or text field in this document).
    func isThroughTextBaseline(_ element: IBConstraint) -> Bool {
        func textBaseline(_ id: String?, _ attribute: IBAttribute?) -> Bool {
            guard let attribute, attribute == .baseline || attribute == .firstBaseline || attribute == .lastBaseline,
                  let index = id.flatMap(document.viewIndex(withID:)) else { return false }
            return NotJudgedPolicy.textBaselineElements.contains(document.views[index].elementName)
                || TextViewBaselinePolicy.offsets(of: document.views[index]) != nil
        }
        return textBaseline(element.firstItem, element.firstAttribute)
            || textBaseline(element.secondItem, element.secondAttribute)
    }

    /// The shift a baseline layout adds to `element`'s constant (0 in every other layout).
    func baselineShift(of element: IBConstraint) -> Double {
        options.baselineShift != 0 && isThroughTextBaseline(element) ? options.baselineShift : 0
    }

    /// Whether a constraint installed in this hierarchy goes through a text baseline.
    var placesThroughTextBaseline: Bool {
        constraintIndexByObject.values.contains { isThroughTextBaseline(document.constraints[$0]) }
    }
}
