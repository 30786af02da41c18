import ConsoleLog
import OpenAutoLayout
import TextOutput

/// The `autolayout-log/1` report (docs/log-json.md).
public enum LogJSON {
    public static let schema = "autolayout-log/1"

    public static func document(_ files: [LogFileResult]) -> JSONValue {
        .object([
            ("schema", .string(schema)),
            ("files", .array(files.map(file))),
            ("summary", summary(files)),
        ])
    }

    static func file(_ result: LogFileResult) -> JSONValue {
        .object([
            ("path", .string(result.path)),
            ("error", .optional(result.error)),
            ("events", .array(result.events.map(event))),
        ])
    }

    public static func event(_ event: LogEvent) -> JSONValue {
        let message = event.message
        var members: [(String, JSONValue)] = [
            ("kind", .string(message.kind.rawValue)),
            ("line", .integer(message.line)),
            ("count", .integer(event.count)),
            ("platform", .string(message.platform.rawValue)),
            ("complete", .bool(message.kind != .conflict || message.isCompleteConflict)),
            ("constraints", .array(message.constraints.map(constraint))),
        ]
        if message.kind == .conflict {
            members.append(("broken", event.broken.map(broken) ?? .null))
            members.append(("brokenUndecided", .optional(event.broken == nil ? event.brokenUndecided : nil)))
            members.append(("unsatisfiable", event.proof?.unsatisfiable.map(JSONValue.bool) ?? .null))
            members.append(("minimalSet", .array(event.minimalConstraints.map { .optional($0.address) })))
            members.append(("chain", event.proof?.chain.map { chain($0, message.constraints) } ?? .null))
        } else {
            members += [("broken", .null), ("unsatisfiable", .null), ("minimalSet", .array([])), ("chain", .null)]
        }
        members.append(("ambiguousViews", .array(message.ambiguousViews.map { view in
            .object([("item", item(view.item)), ("attributes", .array(view.attributes.map(JSONValue.string)))])
        })))
        members.append(("explanation", .array(event.explanation.map(JSONValue.string))))
        members.append(("fixes", .array(event.fixes.map(JSONValue.string))))
        return .object(members)
    }

    /// The chain in numbers (`ConflictChain`): each link's address, weight and constant, the total,
    /// how the total binds, and the demanding constraint with its constant.
    static func chain(_ chain: ConflictChain, _ constraints: [LogConstraint]) -> JSONValue {
        let axis: JSONValue = chain.axis.map { .string($0 == .horizontal ? "horizontal" : "vertical") } ?? .null
        return .object([
            ("axis", axis),
            ("terms", .array(chain.terms.map { term in
                .object([("address", .optional(constraints[term.index].address)), ("index", .integer(term.index)),
                         ("weight", .number(term.weight)), ("constant", .number(term.constant))])
            })),
            ("total", .number(chain.total)),
            ("bound", .string(relation(chain.bound))),
            ("demand", .optional(constraints[chain.demand].address)),
            ("demandIndex", .integer(chain.demand)),
            ("demanded", .number(chain.demanded)),
        ])
    }

    static func broken(_ choice: BrokenChoice) -> JSONValue {
        .object([
            ("address", .optional(choice.constraint.address)),
            ("source", .string(choice.source.rawValue)),
            ("index", choice.index.map(JSONValue.integer) ?? .null),
            ("text", .string(choice.constraint.text)),
        ])
    }

    static func constraint(_ constraint: LogConstraint) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("address", .optional(constraint.address)),
            ("parsed", .bool(constraint.parsed)),
            ("text", .string(constraint.text)),
        ]
        guard constraint.parsed else {
            return .object(members + [("problem", .optional(constraint.problem))])
        }
        members += [
            ("class", .string(constraint.className)),
            ("identifier", .optional(constraint.identifier)),
            ("systemRole", .optional(constraint.systemRole?.rawValue)),
            ("firstItem", constraint.firstItem.map(item) ?? .null),
            ("firstAttribute", .string(constraint.firstAttribute.description)),
            ("relation", .string(relation(constraint.relation))),
            ("secondItem", constraint.secondItem.map(item) ?? .null),
            ("secondAttribute", constraint.secondItem == nil ? .null : .string(constraint.secondAttribute.description)),
            ("multiplier", .number(constraint.multiplier)),
            ("constant", .number(constraint.constant)),
            ("systemSpacing", .bool(constraint.usesSystemSpacing)),
            ("priority", .number(Double(constraint.priority))),
            ("active", constraint.isActive.map(JSONValue.bool) ?? .null),
            ("autoresizingMask", .optional(constraint.autoresizingMask)),
            ("file", .optional(constraint.sourceFile)),
            ("sourceLine", constraint.sourceLine.map(JSONValue.integer) ?? .null),
        ]
        return .object(members)
    }

    static func item(_ item: LogItem) -> JSONValue {
        .object([
            ("class", .optional(item.className)),
            ("module", .optional(item.module)),
            ("address", .optional(item.address)),
            ("text", .optional(item.text)),
            ("name", .optional(item.name)),
        ])
    }

    private static func relation(_ relation: LayoutConstraint.Relation) -> String {
        switch relation {
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        case .lessThanOrEqual: "<="
        }
    }

    private static func summary(_ files: [LogFileResult]) -> JSONValue {
        let events = files.flatMap(\.events)
        let constraints = events.flatMap { $0.message.constraints + ($0.message.broken.map { [$0] } ?? []) }
        func count(_ kind: LogMessage.Kind) -> Int { events.filter { $0.message.kind == kind }.map(\.count).reduce(0, +) }
        return .object([
            ("files", .integer(files.count)),
            ("unreadableFiles", .integer(files.filter { $0.error != nil }.count)),
            ("events", .integer(events.count)),
            ("conflicts", .integer(count(.conflict))),
            ("ambiguities", .integer(count(.ambiguity))),
            ("hierarchyErrors", .integer(count(.hierarchy))),
            ("constraintEntries", .integer(constraints.count)),
            ("parsedEntries", .integer(constraints.filter(\.parsed).count)),
        ])
    }
}

/// One input's outcome: its events, or why it could not be read.
public struct LogFileResult: Sendable {
    public var path: String
    public var error: String?
    public var events: [LogEvent]

    /// Reads and analyses one file (`-` is standard input).
    public static func analyse(path: String) -> LogFileResult {
        do {
            let groups = try LogReader.read(path: path)
            return LogFileResult(path: path, error: nil, events: LogAnalysis.events(groups))
        } catch {
            return LogFileResult(path: path, error: error.description, events: [])
        }
    }
}
