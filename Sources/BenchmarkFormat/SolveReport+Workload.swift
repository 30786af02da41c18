import ConstraintSolver

extension SolveReport {
    /// Reads the system at `path`, solves it, and reads an alternative solution for each variable
    /// `alternativesFor` names (`solve --alternative`), then, with `allAmbiguous`, for every other
    /// ambiguous variable. A name the system does not declare is an error, as a bad file is.
    public init(contentsOfFile path: String, alternativesFor names: [String], allAmbiguous: Bool,
                includeErrors: Bool) throws(WorkloadError) {
        let workload = try Workload(contentsOfFile: path)
        var requested: [Int] = []
        for name in names {
            guard let index = workload.variables.firstIndex(of: name) else {
                throw WorkloadError(.unknownVariable(name), at: "--alternative")
            }
            requested.append(index)
        }
        let run = try SystemRun.run(workload)
        if allAmbiguous {
            var solver = run.solver
            requested += solver.ambiguousVariables().map(\.index).filter { !requested.contains($0) }
        }
        self.init(run: run, alternativesFor: requested, includeErrors: includeErrors)
    }
}
