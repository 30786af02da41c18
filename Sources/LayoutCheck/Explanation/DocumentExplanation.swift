import Foundation
import InterfaceBuilder
import LayoutDiagnostics
import OpenAutoLayout
import TextOutput

/// Explanations and verified fix-its for one Interface Builder document. The issue list is the one
/// `check` reports (`IBLayout.layOut`, with its probe pass and mapper-level rules); each issue is
/// matched to the scene model LayoutDiagnostics explains, and each fix-it is checked by laying the
/// document out again with the fix written as IB constraints (or, for a misplaced view, frames).
public struct DocumentExplanation: Sendable {
    public struct Item: Sendable {
        public var sceneID: String
        /// The finding the item explains (its diagnostic's `finding`).
        public var finding: FindingID?
        public var kind: DiagnosticKind
        /// The object `check` locates the issue by (for a conflict: the constraint to break, else its first item).
        public var objectID: String?
        /// For a conflict: the IB id of the constraint UIKit would break.
        public var brokenConstraintID: String?
        public var location: IBSourceLocation?
        /// The issue in Xcode's words.
        public var heading: String
        /// Why, one sentence each.
        public var lines: [String]
        /// Verified fix-its in words: the ones `fix` applies first (see `appliedFixIts`), then the
        /// other verified ones, each in the order preferred.
        public var fixIts: [String]
        /// False when the scene model does not reproduce the issue: `lines` then say so, and no
        /// chain was traced (the reporters' notes leave such an issue without a `why`).
        public var isTraced = true
        /// The objects the reasons name (the chain's constraints and views), located in the file.
        public var related: [RelatedObject] = []
        /// What `fix` applies for this issue, in words: one fix-it per target (per scroll axis).
        public var appliedFixIts: [String] = []
        /// The issue's keys (see `keys(_:)`): what `fix` checks is still there before applying.
        public var keys: [IssueKey]
        /// The first verified fix-it in IB terms (what `fix` writes), if any.
        public var specs: [IBConstraintSpec] = []
        public var removedIDs: [String] = []
        public var frameUpdates: [(viewID: String, frame: Rect)] = []
        /// Verified fix-its held back (`FixSafety`), each as `SUMMARY: REASON`; `fix` says so and
        /// applies none of them.
        public var heldBack: [String] = []
    }

    public let document: IBDocument
    public let mode: IBLayoutMode
    /// The document's per-document layout choices, made once here and reused by `fix`.
    let choices: DocumentChoices
    /// What fix-its may do (see `FixSafety`).
    public let policy: FixPolicy
    private let safety: FixSafety
    /// Removal fix-its verified per conflict (`LayoutBudget.removalsPerConflict`).
    private let removalsPerConflict: Int
    /// One item per reported issue, in the order `fix` applies them (see `fixOrder`).
    public private(set) var items: [Item] = []
    var ids: IBIDGenerator

    /// Explains the issues of a checked document on the scenes `check` laid out; nil when the
    /// document could not be read.
    init?(check: CheckedDocument) {
        self.init(check: check, budget: LayoutBudget())
    }

    /// As `init(check:)`, with `budget` for the explanations (tests give a small one); `onlyScene`:
    /// that scene's issues alone (`explain --scene`, which so has the whole budget for it).
    package init?(check: CheckedDocument, budget: LayoutBudget, onlyScene: String? = nil,
                  policy: FixPolicy = FixPolicy()) {
        guard let document = check.document else { return nil }
        self.document = document
        self.policy = policy
        removalsPerConflict = budget.removalsPerConflict
        safety = FixSafety(document: document, policy: policy)
        mode = check.mode
        ids = IBIDGenerator(existingText: check.text)
        choices = DocumentChoices.of(document)
        // Only scenes with something to explain are mapped to models (and laid out again).
        for diagnostics in check.sceneDiagnostics {
            let scene = diagnostics.scene
            guard !scene.issues.isEmpty && (onlyScene == nil || scene.id == onlyScene) else { continue }
            var issues = Self.fixOrder(indicesOf: scene.issues).compactMap { index in
                // What check does not report (an ambiguity the file's settings silence) is not explained.
                diagnostics.diagnostic(ofIssueAt: index).map { (scene.issues[index], $0) }
            }
            // Issues whose rule says why without the scene model cost no layout; they rank last.
            let reasoned = issues.compactMap { Self.reasoned($0.0, diagnostic: $0.1, in: diagnostics) }
            defer { items += reasoned }
            let reasonedFindings = Set(reasoned.compactMap(\.finding))
            issues.removeAll { $0.1.finding.map(reasonedFindings.contains) ?? false }
            guard !issues.isEmpty else { continue }
            let cost = LayoutBudget.layoutCost(of: scene)
            // Mapping the scene to models and keeping its passes lays it out about four times.
            guard budget.spend(views: 4 * cost) else {
                items += issues.map { Self.unexplained($0.0, diagnostic: $0.1, sceneID: scene.id) }
                continue
            }
            let sceneOnly = document.keepingRoots(ofScene: scene.id)
            // The scene is laid out once, as `check` lays it out: its kept passes verify fix-its, and its
            // exact passes are the models the issues are explained on.
            let verifier = SceneVerifier(scene: scene, sceneOnly: sceneOnly, mode: mode, budget: budget, choices: choices)
            var context = SceneContext(scene: scene, models: ModelIssues(verifier.models), verifier: verifier,
                                       names: diagnostics.names)
            for (issue, diagnostic) in issues {
                guard budget.spend(views: cost) else {
                    items.append(Self.unexplained(issue, diagnostic: diagnostic, sceneID: scene.id))
                    continue
                }
                context.verifier.refusedByBudget = false
                var item = explain(issue, diagnostic: diagnostic, in: &context)
                if context.verifier.refusedByBudget { item.lines.append(LayoutBudget.unverifiedLine) }
                items.append(item)
            }
        }
    }

    /// Causes before their effects, as the model lists them and `fix` applies them: each rule's
    /// `fixRank` (conflicts, then scroll content sizes, missing constraints, priority ties, and
    /// misplaced frames last). Stable within a rank.
    public static func fixOrder(_ issues: [SceneLayoutIssue]) -> [SceneLayoutIssue] {
        fixOrder(indicesOf: issues).map { issues[$0] }
    }

    /// The positions of `issues` in `fixOrder`'s order.
    static func fixOrder(indicesOf issues: [SceneLayoutIssue]) -> [Int] {
        issues.indices.map { (rank: LayoutRules.rule(of: issues[$0]).fixRank, index: $0) }
            .sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }.map(\.index)
    }

    /// What the issues of one scene share: its layout, its models' issues, its verifier, its
    /// objects' names and each model's constraint index (made once, not once per issue).
    struct SceneContext {
        let scene: SceneLayout
        let models: ModelIssues
        var verifier: SceneVerifier
        let names: ObjectNameTable
        var tracers: [ObjectIdentifier: ContentChainTracer] = [:]

        mutating func tracer(of model: IBSceneModel) -> ContentChainTracer {
            if let known = tracers[ObjectIdentifier(model)] { return known }
            let tracer = ContentChainTracer(root: model.root)
            tracers[ObjectIdentifier(model)] = tracer
            return tracer
        }
    }

    /// One issue of a scene, explained on the model that holds its objects.
    private mutating func explain(_ issue: SceneLayoutIssue, diagnostic: Diagnostic, in context: inout SceneContext) -> Item {
        let scene = context.scene
        var item = Item(sceneID: scene.id, kind: diagnostic.kind, objectID: diagnostic.objectID,
                        location: IBSourceLocation(line: diagnostic.line, column: diagnostic.column),
                        heading: diagnostic.message, lines: [], fixIts: [], keys: Self.keys([issue]))
        item.finding = diagnostic.finding
        if case .conflictingConstraints(_, let broken) = issue {
            item.brokenConstraintID = broken.id
            item.heading = "Conflicting constraints"
        }
        if case .misplacedView(let id, let expected, let actual) = issue {
            explainMisplaced(&item, viewID: id, expected: expected, actual: actual, in: &context)
            return item
        }
        guard let (model, modelIssue) = context.models.modelIssue(issue) else {
            item.lines = ["The scene model does not reproduce this issue, so no chain or fix can be traced."]
            item.isTraced = false
            return item
        }
        let names = context.names
        let explainer = LayoutExplainer(name: { name(of: $0, in: model, names: names) },
                                        referenceFrame: { view in
                                            model.element(of: view)?.recordedFrame ?? view.frame })
        var choice = FixChoice()
        let tracer = context.tracer(of: model)
        let safety = safety
        var heldBack: [String] = []
        var removals = (tried: 0, untried: 0)
        let explanation = explainer.explain(modelIssue, in: model.root, tracer: tracer) { fix, target in
            guard let (specs, removed) = translate(fix, model: model) else { return false }
            if let reason = safety.reasonToHoldBack(adding: specs, removing: removed, for: issue) {
                heldBack.append("\(fix.summary): held back: \(reason)")
                return false
            }
            if specs.isEmpty, !removed.isEmpty {
                guard removals.tried < removalsPerConflict else {
                    removals.untried += 1
                    return false
                }
                removals.tried += 1
            }
            let targetKeys = Self.keys(target, model: model)
            var ambiguousTarget: (viewID: String, attributes: LayoutIssue.AmbiguousAttributes)?
            var contentTarget: (scrollViewID: String, axes: LayoutIssue.Axes)?
            switch target {
            case .ambiguousLayout(let view, let attributes): ambiguousTarget = model.id(of: view).map { ($0, attributes) }
            case .ambiguousScrollableContentSize(let scrollView, let axes): contentTarget = model.id(of: scrollView).map { ($0, axes) }
            default: break
            }
            let good = context.verifier.isGood(adding: specs, removing: removed, target: targetKeys,
                                               ambiguousTarget: ambiguousTarget, contentTarget: contentTarget)
            if good { choice.offer(fix, target: targetKeys, specs: specs, removed: removed) }
            return good
        }
        let chosen = choice.chosen
        item.lines = explanation.lines
        if removals.untried > 0 {
            item.lines.append(LayoutBudget.untriedRemovalsLine(removals.untried, tried: removalsPerConflict))
        }
        item.appliedFixIts = chosen.map(\.summary)
        item.fixIts = item.appliedFixIts + explanation.fixIts.map(\.summary).filter { !item.appliedFixIts.contains($0) }
        item.specs = chosen.flatMap(\.specs)
        item.removedIDs = chosen.flatMap(\.removed)
        item.heldBack = heldBack
        item.related = RelatedObject.objects(of: explanation, model: model, tracer: tracer, describe: explainer.describe,
                                             name: { name(of: $0, in: model, names: names) })
        return item
    }

    /// Xcode's words for a misplaced view (as Xcode 8 and earlier printed them, whole frames) and
    /// its "Update Frames" fix-it, kept only when the document with the view at the expected frame
    /// no longer has that view misplaced and has no new issue.
    private func explainMisplaced(_ item: inout Item, viewID: String, expected: Rect, actual: Rect,
                                  in context: inout SceneContext) {
        let view = ObjectReference(name: context.names.name(of: viewID) ?? viewID, id: viewID)
        func text(_ rect: Rect) -> String {
            "x=\(NumberText.format(rect.origin.x)), y=\(NumberText.format(rect.origin.y)), "
                + "width=\(NumberText.format(rect.size.width)), height=\(NumberText.format(rect.size.height))"
        }
        item.related = RelatedObject.view(viewID, name: view.name, in: document)
        var placing: ((LayoutConstraint.Axis) -> [String])?
        if let model = context.models.models.first(where: { $0.view(withID: viewID) != nil }),
           let modelView = model.view(withID: viewID) {
            let names = context.names
            let explainer = LayoutExplainer(name: { name(of: $0, in: model, names: names) })
            let tracer = context.tracer(of: model)
            let constraints = MisplacedReason.changedAxes(from: actual, to: expected).flatMap {
                MisplacedReason.constraints(placing: modelView, on: $0, in: tracer)
            }
            item.related += RelatedObject.located(constraints, in: model, describe: explainer.describe)
            placing = { axis in MisplacedReason.constraints(placing: modelView, on: axis, in: tracer).map(explainer.describe) }
        }
        item.lines = MisplacedReason.lines(view: "\(view)", recorded: actual, laidOut: expected, placing: placing)
        let update = [(viewID: viewID, frame: expected)]
        guard context.verifier.isGood(frames: update, target: item.keys) else { return }
        item.fixIts = ["Update Frames: move \(view) to \(text(expected))"]
        item.appliedFixIts = item.fixIts
        item.frameUpdates = update
    }

    /// A fix-it as IB constraints: the scroll view's content edges become its content layout guide's
    /// (and its frame size its frame layout guide's) when the document has them.
    private mutating func translate(_ fix: FixIt, model: IBSceneModel) -> ([IBConstraintSpec], [String])? {
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

/// Xcode's display name of a model item of a document scene; `names` (the scene's views and
/// guides) tells apart two objects that share a name.
func name(of item: any LayoutItem, in model: IBSceneModel, names: ObjectNameTable) -> String {
    if let id = model.id(of: item), let name = names.distinctName(of: id) { return name }
    if item is View, let id = model.id(of: item), let element = model.document.view(withID: id) {
        return ObjectNames.displayName(elementName: element.elementName, userLabel: element.userLabel,
                                       text: element.text ?? element.title)
    }
    return LayoutExplainer.defaultName(item)
}
