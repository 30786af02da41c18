import ConstraintSolver

// Expectations, operations and edits. Each list element has its own parsing function, so the
// top-level lists can be read element by element (Workload+Reading.swift) while lists inside a
// materialised edit step go through the same code.

extension Workload {
    static func parseExpectations(_ value: Any, _ path: String,
                                  names: VariableNames) throws(WorkloadError) -> [Expectation] {
        var expectations: [Expectation] = []
        for (position, item) in try array(value, path).enumerated() {
            expectations.append(try parseExpectation(item, "\(path)[\(position)]", names: names))
        }
        return expectations
    }

    static func parseExpectation(_ item: Any, _ itemPath: String,
                                 names: VariableNames) throws(WorkloadError) -> Expectation {
        let entry = try object(item, itemPath)
        let variable = try names.position(of: try field(entry, "var", itemPath), "\(itemPath).var")
        let expected = try number(try field(entry, "value", itemPath), "\(itemPath).value")
        let tolerance = try optionalField(entry, "tol").map { (v) throws(WorkloadError) in
            try number(v, "\(itemPath).tol")
        } ?? Expectation.defaultTolerance
        return Expectation(variable: variable, value: expected, tolerance: tolerance)
    }

    static func parseOperations(_ value: Any, _ path: String,
                                constraintCount: Int) throws(WorkloadError) -> [WorkloadOperation] {
        var operations: [WorkloadOperation] = []
        for (position, item) in try array(value, path).enumerated() {
            operations.append(try parseOperation(item, "\(path)[\(position)]", constraintCount: constraintCount))
        }
        return operations
    }

    static func parseOperation(_ item: Any, _ itemPath: String,
                               constraintCount: Int) throws(WorkloadError) -> WorkloadOperation {
        let entry = try object(item, itemPath)
        func constraint(_ key: String) throws(WorkloadError) -> Int {
            let target = try index(try field(entry, key, itemPath), "\(itemPath).\(key)")
            guard target < constraintCount else {
                throw WorkloadError(.constraintIndexOutOfRange(target), at: "\(itemPath).\(key)")
            }
            return target
        }
        if entry.count == 1, entry["remove"] != nil {
            return .remove(constraint: try constraint("remove"))
        } else if entry.count == 1, entry["add"] != nil {
            return .add(constraint: try constraint("add"))
        } else if entry.count == 2, entry["set_constant"] != nil {
            let target = try constraint("set_constant")
            let constant = try number(try field(entry, "value", itemPath), "\(itemPath).value")
            return .setConstant(constraint: target, constant: constant)
        }
        throw WorkloadError(.unknownOperation(jsonText(item)), at: itemPath)
    }

    /// `edits`, with `edits.variables` and `edits.steps` read one element at a time.
    static func readEdits(_ json: JSONScanner, at start: Int, names: VariableNames,
                          constraintCount: Int) throws(WorkloadError) -> Edits {
        guard json.kind(at: start) == UInt8(ascii: "{") else {
            throw WorkloadError(.wrongType(expected: "an object"), at: "edits")
        }
        let members = try json.memberStarts(ofObjectAt: start, depth: 1).members
        var variables: [EditVariable] = []
        var isEdit = [Bool](repeating: false, count: names.names.count)
        try json.forEachItem(ofArrayAt: try json.required(members, "variables", "edits"),
                             "edits.variables") { (position, item) throws(WorkloadError) in
            variables.append(try parseEditVariable(item, at: position, names: names, isEdit: &isEdit))
        }
        var steps: [EditStep] = []
        try json.optionalStart(members, "steps").map { (stepsStart) throws(WorkloadError) in
            try json.forEachItem(ofArrayAt: stepsStart, "edits.steps") { (position, item) throws(WorkloadError) in
                steps.append(try parseStep(item, at: position, names: names, isEdit: isEdit,
                                           constraintCount: constraintCount))
            }
        }
        return Edits(variables: variables, steps: steps)
    }

    /// One of `edits.variables`; marks it in `isEdit` (a variable may be registered only once).
    private static func parseEditVariable(_ item: Any, at position: Int, names: VariableNames,
                                          isEdit: inout [Bool]) throws(WorkloadError) -> EditVariable {
        let path = "edits.variables[\(position)]"
        let entry = try object(item, path)
        let variable = try names.position(of: try field(entry, "var", path), "\(path).var")
        guard !isEdit[variable] else {
            throw WorkloadError(.duplicateEditVariable(names.names[variable]), at: path)
        }
        isEdit[variable] = true
        let strength = try optionalField(entry, "strength").map { (v) throws(WorkloadError) in
            guard let strength = StrengthEncoding.strength(json: v) else {
                throw WorkloadError(.invalidStrength(jsonText(v)), at: "\(path).strength")
            }
            return strength
        } ?? EditVariable.defaultStrength
        guard !strength.isRequired else { throw WorkloadError(.requiredEditStrength, at: "\(path).strength") }
        let initial = try optionalField(entry, "initial").map { (v) throws(WorkloadError) in
            try number(v, "\(path).initial")
        }
        return EditVariable(variable: variable, strength: strength, initial: initial)
    }

    private static func parseStep(_ item: Any, at position: Int, names: VariableNames, isEdit: [Bool],
                                  constraintCount: Int) throws(WorkloadError) -> EditStep {
        let path = "edits.steps[\(position)]"
        let entry = try object(item, path)
        var suggestions: [Suggestion] = []
        let suggest = try optionalField(entry, "suggest").map { (v) throws(WorkloadError) in
            try object(v, "\(path).suggest")
        } ?? [:]
        // Keys sorted by name first, so the error reported for a bad step is always the same one.
        for name in suggest.keys.sorted() {
            let variable = try names.position(of: name, "\(path).suggest")
            guard isEdit[variable] else { throw WorkloadError(.notAnEditVariable(name), at: "\(path).suggest") }
            let suggested = try number(suggest[name]!, "\(path).suggest.\(name)")
            suggestions.append(Suggestion(variable: variable, value: suggested))
        }
        suggestions.sort { $0.variable < $1.variable }
        let operations = try optionalField(entry, "ops").map { (v) throws(WorkloadError) in
            try parseOperations(v, "\(path).ops", constraintCount: constraintCount)
        } ?? []
        let expectations = try optionalField(entry, "expect").map { (v) throws(WorkloadError) in
            try parseExpectations(v, "\(path).expect", names: names)
        } ?? []
        return EditStep(operations: operations, suggestions: suggestions, expectations: expectations)
    }
}
