import Foundation
import InterfaceBuilder
import LayoutDiagnostics
import OpenAutoLayout

/// Explanations and verified fix-its for one Interface Builder document: the document's scenes are
/// laid out as models, explained by LayoutDiagnostics, and each fix-it is checked by laying the
/// scene out again with the fix written as IB constraints.
struct DocumentExplanation {
    struct Item {
        var sceneID: String
        var objectID: String?
        /// For a conflict: the IB id of the constraint UIKit would break (what `check` locates it by).
        var brokenConstraintID: String?
        var location: IBSourceLocation?
        var explanation: Explanation
        /// The first verified fix-it in IB terms (what `fix` writes), if any.
        /// The issue in Xcode's words.
        var heading: String
        var specs: [IBConstraintSpec]
        var removedIDs: [String]
    }

    let document: IBDocument
    let mode: IBLayoutMode
    var items: [Item] = []
    private var ids: IBIDGenerator

    init(document: IBDocument, mode: IBLayoutMode, text: String) {
        self.document = document
        self.mode = mode
        ids = IBIDGenerator(existingText: text)
        let scenes = IBLayout.layOut(document, mode: mode)
        for model in IBLayout.sceneModels(document, mode: mode) {
            let before = scenes.first { $0.id == model.sceneID }.map { Self.keys($0.issues) } ?? []
            let explainer = LayoutExplainer(name: { name(of: $0, in: model) },
                                            referenceFrame: { view in
                                                model.element(of: view)?.recordedFrame.map(\.modelRect) ?? view.frame })
            for issue in model.root.layoutIssues {
                // The first verified fix for each target (each scroll axis is its own target).
                var chosen: [(target: [String], specs: [IBConstraintSpec], removed: [String])] = []
                let explanation = explainer.explain(issue, in: model.root) { fix, target in
                    guard let (specs, removed) = translate(fix, model: model) else { return false }
                    let after = IBLayout.layOut(document, mode: mode, adding: specs, removing: removed)
                        .first { $0.id == model.sceneID }.map { Self.keys($0.issues) } ?? []
                    let good = IssueKeys.fixIsGood(before: before, after: after, target: Self.keys(target, model: model))
                    let targetKeys = Self.keys(target, model: model)
                    if good && !chosen.contains(where: { $0.target == targetKeys }) {
                        chosen.append((targetKeys, specs, removed))
                    }
                    return good
                }
                let subject = Self.subject(of: issue).flatMap { model.id(of: $0) }
                let location = subject.flatMap { document.view(withID: $0)?.location }
                var brokenID: String?
                if case .unsatisfiableConstraints(_, let broken) = issue { brokenID = model.element(of: broken)?.id }
                items.append(Item(sceneID: model.sceneID, objectID: subject, brokenConstraintID: brokenID,
                                  location: location,
                                  explanation: explanation,
                                  heading: Self.heading(issue, name: { name(of: $0, in: model) }), specs: chosen.flatMap(\.specs),
                                  removedIDs: chosen.flatMap(\.removed)))
            }
        }
    }

    static func subject(of issue: LayoutIssue) -> View? {
        switch issue {
        case .ambiguousScrollableContentSize(let scrollView, _): scrollView
        case .ambiguousLayout(let view, _): view
        case .contentPriorityAmbiguity(let views, _, _, _): views.first
        case .unsatisfiableConstraints(_, let broken): broken.firstItem as? View
        }
    }

    /// The issue in Xcode's words (the `check` message), for headings.
    static func heading(_ issue: LayoutIssue, name: (any LayoutItem) -> String) -> String {
        switch issue {
        case .ambiguousScrollableContentSize(let scrollView, _):
            XcodeMessages.scrollableContentSizeAmbiguous(name: name(scrollView))
        case .ambiguousLayout(let view, let attributes):
            "\"\(name(view))\": " + (XcodeMessages.missingConstraints(attributes) ?? "")
        case .unsatisfiableConstraints(let conflicting, _):
            "Conflicting constraints (\(conflicting.count))"
        case .contentPriorityAmbiguity(let views, let axis, let kind, let priority):
            XcodeMessages.contentPriorityAmbiguity(names: views.map(name), axis: axis, kind: kind,
                                                   priority: Double(priority.rawValue))
        }
    }

    /// One key per scroll axis, frame part, conflict or misplaced view, in IB ids.
    static func keys(_ issues: [SceneLayoutIssue]) -> [String] {
        issues.flatMap { issue -> [String] in
            switch issue {
            case .ambiguousScrollableContentSize(let id, let axes):
                (axes.contains(.horizontal) ? ["content:\(id):width"] : [String]())
                + (axes.contains(.vertical) ? ["content:\(id):height"] : [String]())
            case .ambiguousLayout(let id, let attributes): attributes.names.map { "ambiguous:\(id):\($0)" }
            case .conflictingConstraints(let conflicting, _):
                ["conflict:" + conflicting.map { $0.id ?? $0.modelDescription }.sorted().joined(separator: ",")]
            case .contentPriorityAmbiguity(let ids, let axis, _, _): ["priority:\(axis):" + ids.joined(separator: ",")]
            case .misplacedView(let id, _, _): ["misplaced:\(id)"]
            }
        }
    }

    static func keys(_ issue: LayoutIssue, model: IBSceneModel) -> [String] {
        switch issue {
        case .ambiguousScrollableContentSize(let scrollView, let axes):
            let id = model.id(of: scrollView) ?? "?"
            return keys([.ambiguousScrollableContentSize(scrollViewID: id, axes: axes)])
        case .ambiguousLayout(let view, let attributes):
            return keys([.ambiguousLayout(viewID: model.id(of: view) ?? "?", attributes: attributes)])
        case .unsatisfiableConstraints(let conflicting, _):
            return ["conflict:" + conflicting.map { model.element(of: $0)?.id ?? $0.description }.sorted().joined(separator: ",")]
        case .contentPriorityAmbiguity(let views, let axis, _, _):
            return ["priority:\(axis):" + views.map { model.id(of: $0) ?? "?" }.joined(separator: ",")]
        }
    }

    /// A fix-it as IB constraints: the scroll view's content edges become its content layout guide's
    /// (and its frame size its frame layout guide's) when the document has them.
    private mutating func translate(_ fix: FixIt, model: IBSceneModel) -> ([IBConstraintSpec], [String])? {
        /// The issue in Xcode's words.
        var specs: [IBConstraintSpec] = []
        for proposed in fix.adding {
            guard let first = itemID(proposed.firstItem, proposed.firstAttribute, model),
                  let firstAttribute = IBAttribute(rawValue: proposed.firstAttribute.description) else { return nil }
            var second: String?
            var secondAttribute: IBAttribute?
            if let item = proposed.secondItem {
                guard let id = itemID(item, proposed.secondAttribute, model),
                      let attribute = IBAttribute(rawValue: proposed.secondAttribute.description) else { return nil }
                (second, secondAttribute) = (id, attribute)
            }
            let relation: IBRelation = switch proposed.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
            specs.append(IBConstraintSpec(id: ids.next(), firstItem: first, firstAttribute: firstAttribute,
                                          relation: relation, secondItem: second, secondAttribute: secondAttribute,
                                          multiplier: proposed.multiplier, constant: proposed.constant))
        }
        var removed: [String] = []
        for constraint in fix.removing {
            guard let id = model.element(of: constraint)?.id else { return nil }
            removed.append(id)
        }
        return (specs, removed)
    }

    private func itemID(_ item: any LayoutItem, _ attribute: LayoutConstraint.Attribute, _ model: IBSceneModel) -> String? {
        guard let id = model.id(of: item) else { return nil }
        if item is ScrollView, let element = document.view(withID: id) {
            if attribute.isSize { return element.frameLayoutGuideID ?? id }
            return element.contentLayoutGuideID ?? id
        }
        return id
    }
}

/// Xcode's display name of a model item of a document scene.
func name(of item: any LayoutItem, in model: IBSceneModel) -> String {
    if item is View, let id = model.id(of: item), let element = model.document.view(withID: id) {
        return ObjectNames.displayName(elementName: element.elementName, userLabel: element.userLabel,
                                       text: element.text ?? element.title)
    }
    return LayoutExplainer.defaultName(item)
}

extension IBRect {
    var modelRect: Rect { Rect(x: x, y: y, width: width, height: height) }
}

/// New object ids in Xcode's style (`aB3-xY-9kQ`), never one the document already uses; the same
/// document always gets the same ids.
struct IBIDGenerator {
    private var used: Set<String>
    private var state: UInt64

    init(existingText: String) {
        used = []
        var scanner = existingText[...]
        while let range = scanner.range(of: "id=\"") {
            let rest = scanner[range.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            used.insert(String(rest[..<end]))
            scanner = rest[end...]
        }
        state = UInt64(existingText.utf8.count) &* 0x9E37_79B9_7F4A_7C15 | 1
    }

    mutating func next() -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        while true {
            var characters: [Character] = []
            for position in 0..<8 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                characters.append(alphabet[Int((state >> 33) % UInt64(alphabet.count))])
                if position == 2 || position == 4 { characters.append("-") }
            }
            let id = String(characters)
            if used.insert(id).inserted { return id }
        }
    }
}
