import ConstraintSolver

extension Workload {
    static func parseConstraint(_ value: Any, at position: Int,
                                names: VariableNames) throws(WorkloadError) -> WorkloadConstraint {
        let path = "constraints[\(position)]"
        let item = try object(value, path, constraint: position)
        let termList = try array(try field(item, "terms", path, constraint: position),
                                 "\(path).terms", constraint: position)
        var terms: [WorkloadTerm] = []
        terms.reserveCapacity(termList.count)
        var seen = Set<Int>(minimumCapacity: termList.count)
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
            if !seen.insert(variable).inserted {
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
