import InterfaceBuilder
import LayoutDiagnostics
import OpenAutoLayout
import TextOutput

/// The `autolayout-check/1` JSON document (docs/check-json.md).
public enum CheckJSON {
    /// The `autolayout-check/1` document; `explanations` gives each issue's reasons and verified fix-its.
    /// The whole tree at once: `write(_:mode:explanations:to:)` gives the same text piece by piece.
    public static func json(_ checks: [CheckedDocument], mode: IBLayoutMode,
                            explanations: (CheckedDocument) -> IssueExplanations = { _ in IssueExplanations() }) -> JSONValue {
        .object(header(mode: mode) + [
            ("documents", .array(checks.map { document($0, explanations: explanations($0)) })),
            ("summary", summary(checks)),
        ])
    }

    /// The members before `documents`.
    static func header(mode: IBLayoutMode) -> [(String, JSONValue)] {
        [("schema", .string("autolayout-check/1")), ("mode", .string(mode.rawValue))]
    }

    /// The counts after `documents`; from the diagnostics already worked out, so a streamed
    /// report can write them last without keeping what it wrote.
    static func summary(_ checks: [CheckedDocument]) -> JSONValue {
        func count(_ severity: Diagnostic.Severity) -> Int {
            checks.reduce(0) { total, check in total + check.diagnostics.count { $0.severity == severity } }
        }
        return .object([
            ("documents", .number(Double(checks.count))),
            ("unreadable", .number(Double(checks.count { $0.readError != nil }))),
            ("errors", .number(Double(count(.error)))),
            ("warnings", .number(Double(count(.warning)))),
        ])
    }

    private static func document(_ check: CheckedDocument, explanations: IssueExplanations) -> JSONValue {
        .object(documentHead(check) + [
            ("scenes", .array(check.sceneDiagnostics.map(scene))),
            ("issues", .array(check.diagnostics.map { issue($0, explanations.explanation(of: $0)) })),
        ] + documentTail(check))
    }

    /// A document's members before `scenes`.
    static func documentHead(_ check: CheckedDocument) -> [(String, JSONValue)] {
        var error = JSONValue.null
        if let readError = check.readError {
            error = .object([
                ("kind", .string(readError.isUnsupported ? "unsupported" : "unreadable")),
                ("message", .string(readError.message)),
                ("line", .number(Double(readError.line ?? 1))), ("column", .number(Double(readError.column ?? 1))),
            ])
        }
        return [("path", .string(check.path)), ("error", error)]
    }

    /// A document's members after `issues`.
    static func documentTail(_ check: CheckedDocument) -> [(String, JSONValue)] {
        [("notes", .array(check.notes.map(JSONValue.string)))]
    }

    static func scene(_ names: SceneDiagnostics) -> JSONValue {
        let scene = names.scene
        let insets = scene.safeAreaInsets
        return .object([
            ("id", .string(scene.id)),
            ("name", .string(scene.name)),
            ("line", .number(Double(scene.location.line))),
            ("canvas", .object([("width", .number(scene.canvas.width)), ("height", .number(scene.canvas.height))])),
            ("safeAreaInsets", .object([("top", .number(insets.top)), ("left", .number(insets.left)),
                                        ("bottom", .number(insets.bottom)), ("right", .number(insets.right))])),
            ("views", .array(scene.views.map { view($0, name: names.name(of: $0.id)) })),
            ("scrollViews", .array(scene.scrollViews.map { scroll($0, name: names.name(of: $0.id), scene: scene) })),
            ("notes", .array(scene.notes.map(JSONValue.string))),
        ])
    }

    private static func view(_ view: ViewLayout, name: String) -> JSONValue {
        .object([
            ("id", .string(view.id)),
            ("class", .string(view.elementName)),
            ("customClass", .optional(view.customClass)),
            ("name", .string(name)),
            ("line", .number(Double(view.location.line))),
            ("column", .number(Double(view.location.column))),
            ("superview", .optional(view.superviewID)),
            ("frame", rect(view.frame)),
            ("recordedFrame", view.recordedFrame.map(rect) ?? .null),
            ("ambiguous", .array(ambiguousNames(view.ambiguous).map(JSONValue.string))),
            ("ambiguousAncestor", .bool(view.hasAmbiguousAncestor)),
            ("unlaidTableRow", .bool(view.isInUnlaidTableRow)),
            ("xcodeAmbiguous", .bool(view.xcodeAmbiguous)),
            ("xcodeMisplaced", .bool(view.xcodeMisplaced)),
            ("misplaced", .bool(view.misplaced)),
            ("verifyAmbiguity", .optional(view.verifyAmbiguity)),
            ("intrinsicSize", .optional(view.intrinsicSizeSource?.rawValue)),
            ("autoresizing", .bool(view.isAutoresizing)),
            ("notJudged", .optional(view.notJudged)),
        ])
    }

    private static func scroll(_ scroll: ScrollViewLayout, name: String, scene: SceneLayout) -> JSONValue {
        var axes: [JSONValue] = []
        if scroll.ambiguousAxes.contains(.horizontal) { axes.append(.string("width")) }
        if scroll.ambiguousAxes.contains(.vertical) { axes.append(.string("height")) }
        let line = scene.view(withID: scroll.id)?.location.line ?? 0
        return .object([
            ("id", .string(scroll.id)),
            ("name", .string(name)),
            ("line", .number(Double(line))),
            ("contentSize", .object([("width", scroll.contentWidth.map(JSONValue.number) ?? .null),
                                     ("height", scroll.contentHeight.map(JSONValue.number) ?? .null)])),
            ("ambiguousAxes", .array(axes)),
            ("contentSizeFromConstraints", .bool(scroll.isContentSizeFromConstraints)),
        ])
    }

    static func issue(_ diagnostic: Diagnostic, _ explanation: IssueExplanations.Entry?) -> JSONValue {
        .object([
            ("severity", .string(diagnostic.severity.rawValue)),
            ("kind", .string(diagnostic.kind.rawValue)),
            ("objectID", .optional(diagnostic.objectID)),
            ("line", .number(Double(diagnostic.line))),
            ("column", .number(Double(diagnostic.column))),
            ("message", .string(diagnostic.message)),
            ("explanation", .array((explanation?.reasons ?? []).map(JSONValue.string))),
            ("fixIts", .array((explanation?.fixIts ?? []).map(JSONValue.string))),
            ("related", .array(related(explanation).map { object in
                .object([("id", .string(object.id)), ("name", .string(object.name)),
                         ("line", .number(Double(object.location.line))),
                         ("column", .number(Double(object.location.column)))])
            })),
        ])
    }

    /// The objects the explanation's chain names (SARIF's `relatedLocations`); none when nothing
    /// was traced, since then the reasons name no chain.
    static func related(_ explanation: IssueExplanations.Entry?) -> [RelatedObject] {
        guard let explanation, explanation.why != nil else { return [] }
        return explanation.item.related
    }

    private static func rect(_ rect: Rect) -> JSONValue {
        .object([("x", .number(rect.origin.x)), ("y", .number(rect.origin.y)), ("width", .number(rect.size.width)),
                 ("height", .number(rect.size.height))])
    }

    static func ambiguousNames(_ attributes: LayoutIssue.AmbiguousAttributes) -> [String] {
        [(LayoutIssue.AmbiguousAttributes.xPosition, "x"), (.yPosition, "y"), (.width, "width"), (.height, "height")]
            .filter { attributes.contains($0.0) }.map(\.1)
    }
}
