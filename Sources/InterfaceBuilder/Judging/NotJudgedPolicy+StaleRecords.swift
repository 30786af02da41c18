import OpenAutoLayout

/// Records that contradict the file's own required constraints (issue 23 names them among what
/// leaves a verdict undecided: "records that contradict their own required constraints").
///
/// Xcode writes each view's frame as its canvas last laid it out and, on saving, flags the views
/// whose frame differs from what the constraints give (`misplaced="YES"`). Where the records of
/// views Xcode left unflagged break a required constraint between them, the records are not a
/// layout Xcode computed: the file was merged, generated or edited outside Xcode's canvas since.
/// The file then says two things about such a view, that it sits where its constraints put it (no
/// flag) and where its record puts it; which Xcode would show is not in it.
///
/// - In a scene where Xcode flagged no view misplaced, none of the records is known to be Xcode's
///   layout: every misplaced verdict of the scene is left unjudged. Held-out apps: wikipedia
///   `EnableLocationViewController` (6 warnings, records 66 pt off a required chain), zotero
///   `ManualLookup` (8), covpass' certificate cell (5: a 422-pt view pinned inside a 414-pt one);
///   corpus: 48 warnings in 13 such scenes, none on a view Xcode flagged.
/// - In a scene with flags, only the views a broken constraint names are left unjudged.
///
/// Ambiguity and conflicts do not read records and are judged as before. Only constraints whose
/// value a record holds are evaluated: edges, sizes and centres between views (not margins, guides
/// or baselines), on absolute records, leaving out views Xcode flagged and what they hold, and the
/// constraints of the scene's conflicts (no layout holds both sides of one).
extension NotJudgedPolicy {
    static let staleRecordReason = "the scene's records break a required constraint of the file between views "
        + "Xcode did not flag, so they are not a layout Xcode computed (the file was edited outside its canvas) "
        + "and do not say where Xcode would show this view"

    /// The attributes read from a recorded frame: edges, sizes and centres (not margins or baselines,
    /// which the record does not hold).
    static let recordedAttributes: Set<IBAttribute> = [.left, .right, .top, .bottom, .leading, .trailing,
                                                      .width, .height, .centerX, .centerY]
}

extension IBSceneMapper {
    /// Leaves unjudged the misplaced views whose records are not a layout Xcode computed
    /// (`NotJudgedPolicy.staleRecordReason`), drops their warnings, and returns the scene's note.
    /// Runs after every other rule: a view already unjudged keeps its more particular reason.
    /// `conflicting`: the constraints of the scene's conflicts, which no record can all hold.
    func markStaleRecords(_ views: inout [ViewLayout], issues: inout [SceneLayoutIssue],
                          conflicting: Set<Int>) -> [String] {
        guard !document.isEditedCopy else { return [] }
        let records = absoluteRecords()
        var named = Set<Int>()
        for index in viewsByIndex.keys.flatMap({ document.views[$0].constraints }).sorted()
        where !conflicting.contains(index) {
            if let views = brokenByRecords(constraintAt: index, records) { named.formUnion(views) }
        }
        guard !named.isEmpty else { return [] }
        let noneFlagged = !order.contains { document.views[$0].misplaced }
        return NotJudgedPolicy.unjudgeMisplaced(&views, issues: &issues, reason: NotJudgedPolicy.staleRecordReason) {
            noneFlagged || ($0 < order.count && named.contains(order[$0]))
        }
    }

    /// The views a required `=` constraint names when the records break it by more than the
    /// misplacement tolerance, each recorded and none flagged misplaced (nor inside a flagged view).
    private func brokenByRecords(constraintAt index: Int, _ records: [Int: Rect]) -> [Int]? {
        let element = document.constraints[index]
        guard element.relation == .equal, element.priority >= 1000, isInstalled(constraintAt: index),
              NotJudgedPolicy.recordedAttributes.contains(element.firstAttribute),
              let first = document.viewIndex(withID: element.firstItem), let firstRecord = records[first] else { return nil }
        var expected = constant(of: element)
        var named = [first]
        if let secondID = element.secondItem {
            guard let attribute = element.secondAttribute, NotJudgedPolicy.recordedAttributes.contains(attribute),
                  let second = document.viewIndex(withID: secondID), let secondRecord = records[second],
                  !isScrollContentEdge(first, second) else { return nil }
            expected += element.multiplier * value(attribute, of: secondRecord)
            named.append(second)
        }
        let off = abs(value(element.firstAttribute, of: firstRecord) - expected)
        return off > MisplacementPolicy.tolerance ? named : nil
    }

    /// Each recorded view's frame in the root's coordinates (content coordinates inside a scroll
    /// view, as recorded), leaving out views Xcode flagged misplaced and what they hold, and controls
    /// whose alignment rectangle is not their frame (`AlignmentRectPolicy`).
    private func absoluteRecords() -> [Int: Rect] {
        var origins: [Int: Point] = [:]
        var flagged = Set<Int>()
        var records: [Int: Rect] = [:]
        for index in order {
            let element = document.views[index]
            let parent = element.superview.flatMap { viewsByIndex[$0] != nil ? $0 : nil }
            if element.misplaced || parent.map(flagged.contains) == true { flagged.insert(index) }
            guard let frame = element.recordedFrame else { continue }
            let base = parent.flatMap { origins[$0] } ?? Point(x: 0, y: 0)
            let origin = Point(x: base.x + frame.origin.x, y: base.y + frame.origin.y)
            origins[index] = origin
            guard !flagged.contains(index), alignmentInsets[index] == nil else { continue }
            records[index] = Rect(origin: origin, size: frame.size)
        }
        return records
    }

    /// Whether one of the two is a scroll view holding the other: between them an edge means the
    /// content rectangle, not the frame.
    private func isScrollContentEdge(_ first: Int, _ second: Int) -> Bool {
        func holds(_ outer: Int, _ inner: Int) -> Bool {
            guard viewsByIndex[outer] is ScrollView else { return false }
            var current = document.views[inner].superview
            while let ancestor = current {
                if ancestor == outer { return true }
                current = document.views[ancestor].superview
            }
            return false
        }
        return holds(first, second) || holds(second, first)
    }

    /// One attribute of a recorded frame (leading as left: the canvas is left to right).
    private func value(_ attribute: IBAttribute, of frame: Rect) -> Double {
        switch attribute {
        case .left, .leading: frame.origin.x
        case .right, .trailing: frame.origin.x + frame.size.width
        case .top: frame.origin.y
        case .bottom: frame.origin.y + frame.size.height
        case .width: frame.size.width
        case .height: frame.size.height
        case .centerX: frame.origin.x + frame.size.width / 2
        case .centerY: frame.origin.y + frame.size.height / 2
        default: .nan
        }
    }
}
