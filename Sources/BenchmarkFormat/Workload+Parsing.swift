import ConstraintSolver
import Foundation

extension Workload {
    /// Reads and checks a workload file.
    /// - Throws: `WorkloadError` naming the problem and where it is; never traps.
    public init(contentsOfFile path: String) throws(WorkloadError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw WorkloadError(.unreadableFile(Self.reason(error)))
        }
        try self.init(jsonData: data)
    }

    /// Parses and checks a workload document.
    /// - Throws: `WorkloadError` naming the problem and where it is; never traps.
    public init(jsonData: Data) throws(WorkloadError) {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: jsonData, options: [])
        } catch {
            throw WorkloadError(.invalidJSON(Self.reason(error)))
        }
        let top = try object(root, "")
        guard let format = optionalField(top, "format") as? String else {
            throw WorkloadError(.unknownFormat(nil), at: "format")
        }
        guard format == Workload.formatIdentifier else {
            throw WorkloadError(.unknownFormat(format), at: "format")
        }
        let name = try optionalField(top, "name").map { (v) throws(WorkloadError) in try string(v, "name") } ?? ""
        let description = optionalField(top, "description") as? String
        let variables = try Self.parseVariables(try field(top, "variables", ""))
        var lookup = [String: Int](minimumCapacity: variables.count)
        for (position, variable) in variables.enumerated() { lookup[variable] = position }
        let names = VariableNames(names: variables, positions: lookup)

        let constraintList = try array(try field(top, "constraints", ""), "constraints")
        var constraints: [WorkloadConstraint] = []
        constraints.reserveCapacity(constraintList.count)
        for (position, value) in constraintList.enumerated() {
            constraints.append(try Self.parseConstraint(value, at: position, names: names))
        }
        let expectations = try optionalField(top, "expect").map { (v) throws(WorkloadError) in
            try Self.parseExpectations(v, "expect", names: names)
        } ?? []
        let operations = try optionalField(top, "ops").map { (v) throws(WorkloadError) in
            try Self.parseOperations(v, "ops", constraintCount: constraints.count)
        } ?? []
        let edits = try optionalField(top, "edits").map { (v) throws(WorkloadError) in
            try Self.parseEdits(v, names: names, constraintCount: constraints.count)
        }
        self.init(name: name, description: description, variables: variables,
                  constraints: constraints, expectations: expectations,
                  operations: operations, edits: edits)
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let detail = nsError.userInfo["NSDebugDescription"] as? String { return detail }
        return nsError.localizedDescription
    }

    private static func parseVariables(_ value: Any) throws(WorkloadError) -> [String] {
        let list = try array(value, "variables")
        var seen = Set<String>(minimumCapacity: list.count)
        var names: [String] = []
        names.reserveCapacity(list.count)
        for (position, item) in list.enumerated() {
            let name = try string(item, "variables[\(position)]")
            guard seen.insert(name).inserted else {
                throw WorkloadError(.duplicateVariable(name), at: "variables[\(position)]")
            }
            names.append(name)
        }
        return names
    }

    static func parseConstraint(_ value: Any, at position: Int,
                                names: VariableNames) throws(WorkloadError) -> WorkloadConstraint {
        let path = "constraints[\(position)]"
        let item = try object(value, path, constraint: position)
        let termList = try array(try field(item, "terms", path, constraint: position),
                                 "\(path).terms", constraint: position)
        var terms: [WorkloadTerm] = []
        terms.reserveCapacity(termList.count)
        for (t, termValue) in termList.enumerated() {
            let termPath = "\(path).terms[\(t)]"
            let pair = try array(termValue, termPath, constraint: position)
            guard pair.count == 2 else {
                throw WorkloadError(.wrongType(expected: "[coefficient, variable]"), at: termPath, constraint: position)
            }
            let coefficient = try number(pair[0], "\(termPath)[0]", constraint: position)
            let name = try string(pair[1], "\(termPath)[1]", constraint: position)
            guard let variable = names.positions[name] else {
                throw WorkloadError(.unknownVariable(name), at: termPath, constraint: position)
            }
            if terms.contains(where: { $0.variable == variable }) {
                throw WorkloadError(.repeatedTerm(name), at: termPath, constraint: position)
            }
            terms.append(WorkloadTerm(coefficient, variable))
        }
        let constant = try optionalField(item, "constant").map { (v) throws(WorkloadError) in
            try number(v, "\(path).constant", constraint: position)
        } ?? 0
        let op = try string(try field(item, "op", path, constraint: position), "\(path).op", constraint: position)
        guard let relation = Relation(rawValue: op) else {
            throw WorkloadError(.unknownRelation(op), at: "\(path).op", constraint: position)
        }
        let strength = try optionalField(item, "strength").map { (v) throws(WorkloadError) in
            guard let strength = StrengthEncoding.strength(json: v) else {
                throw WorkloadError(.invalidStrength(jsonText(v)), at: "\(path).strength", constraint: position)
            }
            return strength
        } ?? .required
        return WorkloadConstraint(terms: terms, constant: constant, relation: relation,
                                  strength: strength, tag: optionalField(item, "tag") as? String)
    }
}

/// Variable names and their positions, for resolving names while parsing.
struct VariableNames {
    var names: [String]
    var positions: [String: Int]

    func position(of value: Any, _ path: @autoclosure () -> String) throws(WorkloadError) -> Int {
        let name = try string(value, path())
        guard let position = positions[name] else {
            throw WorkloadError(.unknownVariable(name), at: path())
        }
        return position
    }
}
