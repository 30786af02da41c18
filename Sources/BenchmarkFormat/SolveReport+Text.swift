import ConstraintSolver
import TextOutput

extension SolveReport {
    /// The human-readable report: a header, one value per line, then ambiguity, conflicts,
    /// alternatives and expectation results.
    public func text(file: String) -> String {
        var lines: [String] = []
        let name = workload.name.isEmpty ? "" : " \(workload.name)"
        lines.append("system\(name) (\(file)): \(count(workload.variables.count, "variable")), "
                     + "\(count(workload.constraints.count, "constraint")), "
                     + "\(count(workload.editStepCount, "edit step"))")
        lines.append("values:")
        lines += valueLines(values)
        if ambiguous.isEmpty {
            lines.append("ambiguous: none (every value is fixed by the optimum)")
        } else {
            lines.append("ambiguous (\(ambiguous.count)): " + ambiguous.map { workload.variables[$0] }.joined(separator: ", "))
        }
        if conflicts.isEmpty {
            lines.append("conflicts: none")
        } else {
            lines.append("conflicts (\(conflicts.count)):")
            for conflict in conflicts {
                lines.append("  left out constraint \(conflict.broken): \(describe(conflict.broken))")
                for member in conflict.constraints where member != conflict.broken {
                    lines.append("    conflicts with \(member): \(describe(member))")
                }
            }
        }
        if let errors {
            lines.append("errors by priority: " + errorsText(errors))
        }
        for alternative in alternatives {
            let variable = workload.variables[alternative.variable]
            guard let other = alternative.values else {
                lines.append("alternative varying \(variable): none (the optimum fixes it)")
                continue
            }
            lines.append("alternative varying \(variable) (errors by priority: \(errorsText(alternative.errors))"
                         + (alternative.satisfiesRequired ? "" : "; VIOLATES required constraints") + "):")
            lines += valueLines(other)
        }
        lines += notes.map { "note: \($0)" }
        lines += expectationLines()
        return lines.joined(separator: "\n") + "\n"
    }

    private func valueLines(_ values: [Double]) -> [String] {
        let width = workload.variables.map(\.count).max() ?? 0
        return workload.variables.indices.map { index in
            let name = workload.variables[index]
            let value = index < values.count ? values[index] : .nan
            return "  " + name + String(repeating: " ", count: width - name.count) + "  " + NumberText.roundTrip(value)
        }
    }

    private func expectationLines() -> [String] {
        let total = workload.expectations.count
            + (workload.edits?.steps.reduce(0) { $0 + $1.expectations.count } ?? 0)
        guard total > 0 else { return [] }
        if expectationFailures.isEmpty { return ["expectations: all \(total) hold"] }
        return ["expectations: \(expectationFailures.count) of \(total) FAILED"] + expectationFailures.map {
            "  \($0.stage): \(workload.variables[$0.expectation.variable]) = \(NumberText.roundTrip($0.got)), "
                + "expected \(NumberText.roundTrip($0.expectation.value))"
        }
    }

    private func errorsText(_ errors: [LevelError]) -> String {
        errors.isEmpty ? "none" : errors.map { "@\(priorityText($0.priority)) \(NumberText.roundTrip($0.error))" }
            .joined(separator: ", ")
    }

    /// `sum(terms) + constant op 0 @priority [tag]`, as the file states it.
    func describe(_ position: Int) -> String {
        let constraint = workload.constraints[position]
        var text = ""
        for (k, term) in constraint.terms.enumerated() {
            let name = workload.variables[term.variable]
            let magnitude = abs(term.coefficient)
            let sign = term.coefficient < 0 ? (k == 0 ? "-" : " - ") : (k == 0 ? "" : " + ")
            text += sign + (magnitude == 1 ? name : "\(NumberText.roundTrip(magnitude))*\(name)")
        }
        if constraint.constant != 0 || constraint.terms.isEmpty {
            let sign = constraint.constant < 0 ? " - " : " + "
            text += (text.isEmpty ? NumberText.roundTrip(constraint.constant)
                                  : sign + NumberText.roundTrip(abs(constraint.constant)))
        }
        text += " \(constraint.relation.rawValue) 0 @\(priorityText(constraint.strength.priority))"
        if let tag = constraint.tag { text += " [\(tag)]" }
        return text
    }

    private func priorityText(_ priority: Double) -> String {
        if priority >= 1000 { return "required" }
        return NumberText.plain(priority)
    }

    private func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
