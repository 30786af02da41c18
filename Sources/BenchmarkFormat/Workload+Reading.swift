import Foundation

// Reading a workload document one list element at a time (see JSONScanner for why). The
// top-level members are located first, so the document's key order never matters: variables
// are read before the constraints that name them wherever they are in the file.

extension Workload {
    /// Reads and checks a workload file.
    /// - Throws: `WorkloadError` naming the problem and where it is; never traps.
    public init(contentsOfFile path: String) throws(WorkloadError) {
        try self.init(jsonBytes: try Self.bytes(ofFile: path))
    }

    /// Parses and checks a workload document.
    /// - Throws: `WorkloadError` naming the problem and where it is; never traps.
    public init(jsonData: Data) throws(WorkloadError) {
        try self.init(jsonBytes: [UInt8](jsonData))
    }

    /// The file's bytes. The `Data` it is read into is gone when this returns, so it is not
    /// held alongside the bytes while the document is parsed.
    private static func bytes(ofFile path: String) throws(WorkloadError) -> [UInt8] {
        do {
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            let nsError = error as NSError
            let reason = nsError.userInfo["NSDebugDescription"] as? String ?? nsError.localizedDescription
            throw WorkloadError(.unreadableFile(reason))
        }
    }

    init(jsonBytes: [UInt8]) throws(WorkloadError) {
        let json = JSONScanner(bytes: jsonBytes)
        let top = try Self.topLevelMembers(json)
        guard let format = try json.optionalValue(top, "format") as? String else {
            throw WorkloadError(.unknownFormat(nil), at: "format")
        }
        guard format == Workload.formatIdentifier else {
            throw WorkloadError(.unknownFormat(format), at: "format")
        }
        let name = try json.optionalValue(top, "name").map { (v) throws(WorkloadError) in try string(v, "name") } ?? ""
        let description = try json.optionalValue(top, "description") as? String
        let variables = try Self.readVariables(json, at: try json.required(top, "variables", ""))
        var lookup = [String: Int](minimumCapacity: variables.count)
        for (position, variable) in variables.enumerated() { lookup[variable] = position }
        let names = VariableNames(names: variables, positions: lookup)

        var constraints: [WorkloadConstraint] = []
        try json.forEachItem(ofArrayAt: try json.required(top, "constraints", ""),
                             "constraints") { (position, value) throws(WorkloadError) in
            constraints.append(try Self.parseConstraint(value, at: position, names: names))
        }
        var expectations: [Expectation] = []
        try json.optionalStart(top, "expect").map { (start) throws(WorkloadError) in
            try json.forEachItem(ofArrayAt: start, "expect") { (position, item) throws(WorkloadError) in
                expectations.append(try Self.parseExpectation(item, "expect[\(position)]", names: names))
            }
        }
        var operations: [WorkloadOperation] = []
        try json.optionalStart(top, "ops").map { (start) throws(WorkloadError) in
            try json.forEachItem(ofArrayAt: start, "ops") { (position, item) throws(WorkloadError) in
                operations.append(try Self.parseOperation(item, "ops[\(position)]", constraintCount: constraints.count))
            }
        }
        let edits = try json.optionalStart(top, "edits").map { (start) throws(WorkloadError) in
            try Self.readEdits(json, at: start, names: names, constraintCount: constraints.count)
        }
        self.init(name: name, description: description, variables: variables,
                  constraints: constraints, expectations: expectations,
                  operations: operations, edits: edits)
    }

    /// Where each top-level member's value starts. Locating them checks the whole document's
    /// syntax, so a syntax error anywhere is reported before any problem with the content.
    private static func topLevelMembers(_ json: JSONScanner) throws(WorkloadError) -> [String: Int] {
        var top: [String: Int]?
        try json.readDocument { (start) throws(WorkloadError) in
            guard json.kind(at: start) == UInt8(ascii: "{") else { return try json.skipValue(at: start) }
            let (members, end) = try json.memberStarts(ofObjectAt: start, depth: 0)
            top = members
            return end
        }
        guard let top else { throw WorkloadError(.wrongType(expected: "an object"), at: "") }
        return top
    }

    private static func readVariables(_ json: JSONScanner, at start: Int) throws(WorkloadError) -> [String] {
        var seen = Set<String>()
        var names: [String] = []
        try json.forEachItem(ofArrayAt: start, "variables") { (position, item) throws(WorkloadError) in
            let name = try string(item, "variables[\(position)]")
            guard seen.insert(name).inserted else {
                throw WorkloadError(.duplicateVariable(name), at: "variables[\(position)]")
            }
            names.append(name)
        }
        return names
    }
}

/// The workload's view of a document: members found by name, lists read element by element,
/// with the same errors the accessors in JSONFields.swift give for a materialised tree.
extension JSONScanner {
    /// Where each member's value starts in the object at `start`, and where the object ends.
    /// A repeated key keeps its last value, as with `JSONSerialization`. `depth` is how many
    /// containers enclose the object, for the nesting limit.
    func memberStarts(ofObjectAt start: Int,
                      depth: Int) throws(WorkloadError) -> (members: [String: Int], end: Int) {
        var members: [String: Int] = [:]
        let end = try forEachMember(ofObjectAt: start) { (key, value) throws(WorkloadError) in
            members[key] = value
            return try skipValue(at: value, depth: depth + 1)
        }
        return (members, end)
    }

    /// Where a member's value starts: `field()`'s `missingField` error if it is absent.
    func required(_ members: [String: Int], _ name: String, _ path: String) throws(WorkloadError) -> Int {
        guard let start = members[name] else { throw WorkloadError(.missingField(name), at: path) }
        return start
    }

    /// Where a member's value starts; `nil` if it is absent or `null`, as for `optionalField()`.
    func optionalStart(_ members: [String: Int], _ name: String) -> Int? {
        guard let start = members[name], kind(at: start) != UInt8(ascii: "n") else { return nil }
        return start
    }

    /// A member's value, materialised; `nil` if it is absent or `null`.
    func optionalValue(_ members: [String: Int], _ name: String) throws(WorkloadError) -> Any? {
        try optionalStart(members, name).map { (start) throws(WorkloadError) in try readValue(at: start).value }
    }

    /// Calls `body` with each element of the array at `start`, materialising one at a time;
    /// `array()`'s `wrongType` error at `path` if the value is not an array. (Elements are read
    /// with the nesting limit counted from the element: the whole document was checked first.)
    func forEachItem(ofArrayAt start: Int, _ path: @autoclosure () -> String,
                     _ body: (Int, Any) throws(WorkloadError) -> Void) throws(WorkloadError) {
        guard kind(at: start) == UInt8(ascii: "[") else {
            throw WorkloadError(.wrongType(expected: "an array"), at: path())
        }
        var position = 0
        _ = try forEachElement(ofArrayAt: start) { (element) throws(WorkloadError) in
            let (value, end) = try readValue(at: element)
            try body(position, value)
            position += 1
            return end
        }
    }
}
