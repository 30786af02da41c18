import ConstraintSolver

extension Workload {
    static func parseExpectations(_ value: Any, _ path: String,
                                  names: VariableNames) throws(WorkloadError) -> [Expectation] {
        var expectations: [Expectation] = []
        for (position, item) in try array(value, path).enumerated() {
            let itemPath = "\(path)[\(position)]"
            let entry = try object(item, itemPath)
            let variable = try names.position(of: try field(entry, "var", itemPath), "\(itemPath).var")
            let expected = try number(try field(entry, "value", itemPath), "\(itemPath).value")
            let tolerance = try optionalField(entry, "tol").map { (v) throws(WorkloadError) in
                try number(v, "\(itemPath).tol")
            } ?? Expectation.defaultTolerance
            expectations.append(Expectation(variable: variable, value: expected, tolerance: tolerance))
        }
        return expectations
    }

    static func parseOperations(_ value: Any, _ path: String,
                                constraintCount: Int) throws(WorkloadError) -> [WorkloadOperation] {
        var operations: [WorkloadOperation] = []
        for (position, item) in try array(value, path).enumerated() {
            let itemPath = "\(path)[\(position)]"
            let entry = try object(item, itemPath)
            func constraint(_ key: String) throws(WorkloadError) -> Int {
                let target = try index(try field(entry, key, itemPath), "\(itemPath).\(key)")
                guard target < constraintCount else {
                    throw WorkloadError(.constraintIndexOutOfRange(target), at: "\(itemPath).\(key)")
                }
                return target
            }
            if entry.count == 1, entry["remove"] != nil {
                operations.append(.remove(constraint: try constraint("remove")))
            } else if entry.count == 1, entry["add"] != nil {
                operations.append(.add(constraint: try constraint("add")))
            } else if entry.count == 2, entry["set_constant"] != nil {
                let target = try constraint("set_constant")
                let constant = try number(try field(entry, "value", itemPath), "\(itemPath).value")
                operations.append(.setConstant(constraint: target, constant: constant))
            } else {
                throw WorkloadError(.unknownOperation(jsonText(item)), at: itemPath)
            }
        }
        return operations
    }

    static func parseEdits(_ value: Any, names: VariableNames,
                           constraintCount: Int) throws(WorkloadError) -> Edits {
        let edits = try object(value, "edits")
        var variables: [EditVariable] = []
        var isEdit = [Bool](repeating: false, count: names.names.count)
        for (position, item) in try array(try field(edits, "variables", "edits"), "edits.variables").enumerated() {
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
            variables.append(EditVariable(variable: variable, strength: strength, initial: initial))
        }
        var steps: [EditStep] = []
        let stepList = try optionalField(edits, "steps").map { (v) throws(WorkloadError) in
            try array(v, "edits.steps")
        } ?? []
        for (position, item) in stepList.enumerated() {
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
            steps.append(EditStep(operations: operations, suggestions: suggestions, expectations: expectations))
        }
        return Edits(variables: variables, steps: steps)
    }
}
