import OpenAutoLayout

extension IBKeptScene {
    /// Whether "Update Frames" (the view `viewID` recorded at `frame`) leaves the view no longer
    /// misplaced, judged on the kept passes; nil when they cannot tell (then lay the scene out again).
    ///
    /// Why no new layout is needed: the layout reads a view's recorded frame only where the view is
    /// a root, follows its frame (fixed frames, autoresizing masks, its children's autoresizing),
    /// takes an intrinsic size from it (text, images, controls), sizes a table's rows or cells, or
    /// embeds a scene (container views); for any other view every pass solves the same system with
    /// the new record, so every frame, ambiguity and conflict stays, and the only issue that can
    /// change is this view's misplacement, judged against its new record (snapped to the pixel grid
    /// as every record is).
    package func isNoLongerMisplaced(viewID: String, at frame: Rect) -> Bool? {
        guard let document = roots.first?.exact.document, let index = document.viewIndex(withID: viewID),
              let root = roots.first(where: { $0.exact.viewsByIndex[index] != nil }),
              let position = root.exact.order.firstIndex(of: index), position < root.views.count,
              let old = document.views[index].recordedFrame else { return nil }
        let scale = TextMetrics.scale(of: document)
        func onGrid(_ value: Double) -> Double { RecordedPixelGrid.onGrid(value, scale: scale) }
        let record = Rect(x: onGrid(frame.origin.x), y: onGrid(frame.origin.y),
                          width: onGrid(frame.size.width), height: onGrid(frame.size.height))
        // The kept passes' document has its records on the grid already.
        guard Self.recordIsOnlyJudged(index, in: document, passes: root.all, sizeKept: record.size == old.size)
        else { return nil }
        let view = root.views[position]
        return !MisplacementPolicy.isMisplaced(recorded: record, solved: root.judgedFrames[index] ?? view.frame,
                                               ambiguous: !view.ambiguous.isEmpty,
                                               toolsVersion: document.toolsVersionNumber, scale: scale)
    }

    /// Whether no pass reads the recorded frame of the view at `index` except to judge it (see above).
    /// `sizeKept`: the new record has the old one's size, so what is taken from its size — an
    /// intrinsic size, a label's measured or unstretched text and the document-wide choices made
    /// from them — stays as it is; only its origin moves.
    private static func recordIsOnlyJudged(_ index: Int, in document: IBDocument, passes: [IBSceneMapper],
                                           sizeKept: Bool) -> Bool {
        let element = document.views[index]
        let name = element.elementName.lowercased()
        guard name != "containerview", !name.contains("table"), !name.contains("collection"), !name.contains("cell")
        else { return false }
        // Labels and text set document-wide choices (measured and unstretched passes) from their records.
        let takesSize = name == "label" || IntrinsicSizePolicy.intrinsicSize(of: element, in: document) != nil
            || TextMetrics.singleLineHeight(of: element, toolsVersion: document.toolsVersionNumber,
                                            scale: TextMetrics.scale(of: document)) != nil
        if takesSize && !sizeKept { return false }
        for mapper in passes {
            guard index != mapper.rootIndex, !mapper.fixedFrameIndices.contains(index),
                  sizeKept || mapper.intrinsicSources[index] == nil,
                  let view = mapper.viewsByIndex[index], !view.translatesAutoresizingMaskIntoConstraints,
                  !view.subviews.contains(where: \.translatesAutoresizingMaskIntoConstraints) else { return false }
        }
        return true
    }
}

