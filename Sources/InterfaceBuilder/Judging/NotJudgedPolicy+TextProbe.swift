import OpenAutoLayout

/// Ambiguity found only with text a quarter point under its record (the probe pass).
///
/// A label's record is its text's height rounded to the pixel grid (a 17-pt line is 20.33 pt,
/// recorded 20.5 or 21), so a chain whose records fit it exactly may hold a third of a point of
/// slack in Xcode's engine, and two labels with equal hugging then tie. The probe lays the scene out
/// again with text and control sizes 0.25 pt under their records to find such ties. Whether Xcode
/// finds one rests on the fonts' exact line heights, which the file does not hold, and the corpus
/// shows both answers for the same kind of tie (vertical hugging ties of one-line labels whose records
/// fit their chain exactly): on the 366 files the probe alone gave 6 printed errors on views Xcode
/// flagged (IBLinter's `AmbiguousConstraint` in two versions, iNaturalist's `MainStoryboard` and
/// `AboutHeaderView`) against 19 on views it left alone (OctoPod 10, rschiffler 3, KeePassium's
/// `PricingPlanPickerVC` 2, zap, Instructions, orbot, MOPP), see docs/corpus.md ("ambiguity precision
/// pass 2"). Precision first: such a view is not judged, and said so in a note; the views it holds are
/// judged on their own.
extension NotJudgedPolicy {
    static let textProbeReason = "it is ambiguous only if its text is a fraction of a point shorter than "
        + "recorded, which rests on font metrics the file does not hold"
}

extension IBSceneMapper {
    /// The IB indices the probe alone finds ambiguous: neither the judged layout (`base`) nor its
    /// priority ties name them (a scroll view: nor its content size).
    func ambiguousOnlyInProbe(base: SolvedScene, probe: SolvedScene?) -> Set<Int> {
        guard let probe else { return [] }
        var found = Set<Int>()
        var inBase = Set<Int>()
        for index in order {
            if !base.ambiguity[index, default: []].isEmpty || !base.priorityAmbiguity[index, default: []].isEmpty {
                inBase.insert(index)
            } else if !probe.ambiguity[index, default: []].isEmpty || !probe.priorityAmbiguity[index, default: []].isEmpty {
                found.insert(index)
            }
        }
        // So is a scroll view's content size that only the probe leaves open (rschiffler's form, 7702:
        // its content view's height is held at 250 against sixteen text fields recorded at 30).
        for index in order where !inBase.contains(index) {
            let open = (probe.scrollViews[index]?.axes ?? []).subtracting(base.scrollViews[index]?.axes ?? [])
            if !open.isEmpty { found.insert(index) }
        }
        // A priority tie the judged layout does not show is the probe's alone, for every view it names.
        guard base.priorityIssues.isEmpty else { return found }
        let indexByID = Dictionary(order.map { (document.views[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        for issue in probe.priorityIssues {
            guard case .contentPriorityAmbiguity(let ids, _, _, _) = issue else { continue }
            found.formUnion(ids.compactMap { indexByID[$0] }.filter { !inBase.contains($0) })
        }
        return found
    }

    /// The IB indices the line pass (`lines`: every single-line system-font label at its measured line
    /// height, everything else at its record) finds ambiguous, in a controller's view; none elsewhere.
    ///
    /// Interface Builder lays text out at its font's line height rounded up to the canvas's pixel
    /// (`TextMetrics`: a 17-pt line is 20.287, 20.5 on a 2× canvas), not at the frame it recorded. A
    /// label recorded taller than that (21, the library label's height, or a whole-point rounding)
    /// leaves its chain the difference as slack, which the file does hold: then the probe's tie is
    /// Xcode's. Evidence, all 366 corpus files (the line pass finds ambiguity only where the probe
    /// does): IBLinter's `AmbiguousConstraint` test storyboard (14113 and its earlier version, the
    /// linter's sample of an ambiguous view): a 200-pt box holds 50 + label + 50 + label + 58, so the
    /// two 17-pt labels (hugging 251 both) share 42 pt; recorded 21 + 21 they fit, measured 20.5 + 20.5
    /// they share 1 pt, and Xcode flags both (4 flags found). The one other scene where the line pass
    /// finds a tie is a xib's top-level cell (orbot `ApiAccessCell`, 20037: 16 + 21 + 8 + 17 + 8 + 17 +
    /// 16 = 103, the 17-pt label 20.5 measured; Xcode flags nothing): a top-level view that is not a
    /// controller's has no window fixing its size, Interface Builder resizes it to what its constraints
    /// need (`NotJudgedPolicy.canvasSizeReason`), so slack against its canvas is not known to exist. Its
    /// views stay not judged.
    func tiedAtLineHeights(_ lines: SolvedScene?) -> Set<Int> {
        guard let lines, metrics.kind == .controllerView else { return [] }
        return Set(order.filter {
            !lines.ambiguity[$0, default: []].isEmpty || !lines.priorityAmbiguity[$0, default: []].isEmpty
        })
    }

    /// Whether every view a priority tie names is in `indices`.
    func names(only indices: Set<Int>, _ issue: SceneLayoutIssue) -> Bool {
        guard case .contentPriorityAmbiguity(let ids, _, _, _) = issue else { return false }
        let inside = Set(indices.map { document.views[$0].id })
        return ids.allSatisfy { inside.contains($0) }
    }
}
