import OpenAutoLayout
/// The steps that need the whole document: resolving, indexing and checking references.
extension DocumentBuilder {
    /// The finished document.
    /// - Throws: `IBReadError` when the document was refused or the XML is not well-formed.
    func finish(syntaxFailure: XMLSyntaxFailure?) throws(IBReadError) -> IBDocument {
        if let failure { throw failure }
        if let syntaxFailure {
            throw IBReadError(kind: .malformedXML(reason: syntaxFailure.reason), file: path,
                              line: syntaxFailure.line, column: syntaxFailure.column)
        }
        guard var document else { throw IBReadError(kind: .empty, file: path) }
        // Taken, not shared: the steps below write into views and constraints, and a copy the builder still
        // held would make the first write copy every one of them.
        self.document = nil
        document.issues = issues
        settleKind(of: &document)
        resolveFrameInsets(in: &document)
        index(&document)
        applyDesignables(to: &document)
        applyDefaultExclusions(to: &document)
        checkConstraintItems(in: &document)
        document.canvasDevice = document.resolvedCanvasDevice()
        // Stable: issues at one location keep the order they were found in.
        document.issues = document.issues.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        return document
    }

    /// The content decides the kind (`type` is one attribute a hand edit or a merge can get wrong, and a
    /// storyboard read as a xib would show no scene at all); a disagreement, and a document without a single
    /// view, are reported at `<document>` so that neither passes in silence.
    private func settleKind(of document: inout IBDocument) {
        func report(_ kind: IBIssue.Kind) {
            document.issues.append(IBIssue(kind: kind, file: path, location: documentLocation, objectID: nil,
                                           elementName: "document"))
        }
        if let contentKind, contentKind != document.kind {
            report(.typeDisagreesWithContent(type: document.typeIdentifier, content: contentKind))
            document.kind = contentKind
        }
        if document.views.isEmpty { report(.noViews) }
    }

    /// Turns Xcode 8.0 `frameInset`s into frames; parents come first in `views`, so theirs are ready.
    private func resolveFrameInsets(in document: inout IBDocument) {
        for index in document.views.indices {
            guard let inset = document.views[index].frameInset, document.views[index].recordedFrame == nil else { continue }
            let parent = document.views[index].superview.flatMap { document.views[$0].recordedFrame }
            let x = inset.minX ?? 0
            let y = inset.minY ?? 0
            // Zeros are left out, so a missing size is either a zero size or a zero far inset. A view
            // that resizes with its superview along an axis is written by its insets (the book example
            // mattneub ch20p673, toolsVersion 11198.2: a full-screen width- and height-sizable scroll
            // view is `<frame key="frameInset"/>`, re-saved by Xcode 9.4 as 320 × 800).
            let mask = document.views[index].autoresizingMask ?? []
            func extent(_ size: Double?, _ maxInset: Double?, sizable: Bool, _ origin: Double,
                        _ parentSize: Double?) -> Double? {
                if let size { return size }
                guard maxInset != nil || sizable else { return 0 }
                return parentSize.map { $0 - origin - (maxInset ?? 0) }
            }
            guard let width = extent(inset.width, inset.maxX, sizable: mask.contains(.widthSizable), x, parent?.size.width),
                  let height = extent(inset.height, inset.maxY, sizable: mask.contains(.heightSizable), y, parent?.size.height)
            else { continue }
            document.views[index].recordedFrame = Rect(x: x, y: y, width: width, height: height)
        }
    }

    /// Builds the id lookups; where an id is duplicated, the first object keeps it.
    private func index(_ document: inout IBDocument) {
        for (index, view) in document.views.enumerated() {
            if document.viewIndicesByID[view.id] == nil { document.viewIndicesByID[view.id] = index }
            if document.layoutItemsByID[view.id] == nil { document.layoutItemsByID[view.id] = .view(index) }
            for guide in view.layoutGuides where document.layoutItemsByID[guide.id] == nil {
                document.layoutItemsByID[guide.id] = .viewLayoutGuide(owner: index, key: guide.key)
            }
        }
        for (sceneIndex, scene) in document.scenes.enumerated() {
            for guide in scene.viewController?.layoutGuides ?? [] where document.layoutItemsByID[guide.id] == nil {
                document.layoutItemsByID[guide.id] = .viewControllerLayoutGuide(scene: sceneIndex, type: guide.type)
            }
        }
        for (index, constraint) in document.constraints.enumerated()
        where document.constraintIndicesByID[constraint.id] == nil {
            document.constraintIndicesByID[constraint.id] = index
        }
    }

    private func applyDesignables(to document: inout IBDocument) {
        for designable in document.designables {
            guard let size = designable.intrinsicContentSize, let index = document.viewIndicesByID[designable.viewID]
            else { continue }
            document.views[index].designableIntrinsicContentSize = size
        }
    }

    /// Marks what `<variation key="default">` masks exclude; other size classes stay as recorded on the views.
    private func applyDefaultExclusions(to document: inout IBDocument) {
        for mask in maskReferences {
            guard idRecords[mask.reference] != nil else {
                document.issues.append(IBIssue(kind: .danglingReference(attribute: "reference", target: mask.reference),
                                               file: path, location: mask.location, objectID: nil,
                                               elementName: mask.isExclusion ? "exclude" : "include"))
                continue
            }
            guard mask.isExclusion, mask.variationKey == "default" else { continue }
            if mask.maskKey == "constraints", let index = document.constraintIndicesByID[mask.reference] {
                document.constraints[index].isExcludedByDefault = true
            } else if mask.maskKey == "subviews", let index = document.viewIndicesByID[mask.reference] {
                document.views[index].isExcludedByDefault = true
            }
        }
    }

    /// Every `firstItem`/`secondItem` must name a view or a layout guide of this document.
    private func checkConstraintItems(in document: inout IBDocument) {
        for constraint in document.constraints {
            let items = [("firstItem", constraint.firstItemIsImplicit ? nil : constraint.firstItem),
                         ("secondItem", constraint.secondItem)]
            for case let (attribute, target?) in items where document.layoutItemsByID[target] == nil {
                let kind: IBIssue.Kind = idRecords[target] == nil
                    ? .danglingReference(attribute: attribute, target: target)
                    : .notALayoutItem(attribute: attribute, target: target)
                document.issues.append(IBIssue(kind: kind, file: path, location: constraint.location,
                                               objectID: constraint.id, elementName: "constraint"))
            }
        }
    }
}
