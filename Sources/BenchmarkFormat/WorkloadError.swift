/// Why a workload file was refused: the problem and where it is in the document.
public struct WorkloadError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Problem: Equatable, Sendable {
        /// The file could not be read (the reason as the system gave it).
        case unreadableFile(String)
        /// The bytes are not a JSON document (the parser's reason).
        case invalidJSON(String)
        /// `format` is not `autolayout-bench/1` (`nil`: the field is missing or not a string).
        case unknownFormat(String?)
        case missingField(String)
        /// A value of the wrong JSON type: the type that was expected.
        case wrongType(expected: String)
        case duplicateVariable(String)
        case unknownVariable(String)
        /// A variable appears twice in one constraint's terms.
        case repeatedTerm(String)
        /// NaN or an infinity (or a number JSON cannot represent as a double).
        case nonFiniteNumber
        case unknownRelation(String)
        /// A strength that is neither a priority in 1…1000, a kiwi name nor `{"kiwi": s > 0}`.
        case invalidStrength(String)
        /// Edit variables must be optional (priority below 1000).
        case requiredEditStrength
        case duplicateEditVariable(String)
        /// A step suggests a value for a variable that is not an edit variable.
        case notAnEditVariable(String)
        /// An operation names a constraint position that does not exist.
        case constraintIndexOutOfRange(Int)
        case unknownOperation(String)
        /// The solver refused something the format allows (not a conflict; those are reported).
        case solverRefused(String)
        /// The solution misses this required constraint by `residual`: its numbers span more than
        /// double precision resolves (`SolverError.inaccurateSolution`).
        case inaccurateSolution(residual: Double)
        /// A variable's value overflowed (`SolverError.nonFiniteResult`).
        case nonFiniteResult(variable: String)
    }

    public var problem: Problem
    /// A path into the document, e.g. `constraints[3].terms[1]`; empty for the whole document.
    public var location: String
    /// The constraint the problem is in, when it is in one.
    public var constraintIndex: Int?

    public init(_ problem: Problem, at location: String = "", constraint: Int? = nil) {
        self.problem = problem
        self.location = location
        self.constraintIndex = constraint
    }

    public var description: String {
        location.isEmpty ? problemDescription : "\(location): \(problemDescription)"
    }

    var problemDescription: String {
        switch problem {
        case .unreadableFile(let reason): "cannot read the file (\(reason))"
        case .invalidJSON(let reason): "not valid JSON (\(reason))"
        case .unknownFormat(let found?): "unknown format \"\(found)\" (expected \"\(Workload.formatIdentifier)\")"
        case .unknownFormat(nil): "missing \"format\" (expected \"\(Workload.formatIdentifier)\")"
        case .missingField(let name): "missing field \"\(name)\""
        case .wrongType(let expected): "expected \(expected)"
        case .duplicateVariable(let name): "variable \"\(name)\" is declared twice"
        case .unknownVariable(let name): "unknown variable \"\(name)\""
        case .repeatedTerm(let name): "variable \"\(name)\" appears twice in one constraint"
        case .nonFiniteNumber: "number is not finite"
        case .unknownRelation(let op): "unknown op \"\(op)\" (expected \"==\", \"<=\" or \">=\")"
        case .invalidStrength(let text): "invalid strength \(text)"
        case .requiredEditStrength: "an edit variable cannot be required"
        case .duplicateEditVariable(let name): "\"\(name)\" is registered as an edit variable twice"
        case .notAnEditVariable(let name): "\"\(name)\" is not an edit variable"
        case .constraintIndexOutOfRange(let index): "there is no constraint \(index)"
        case .unknownOperation(let text): "unknown operation \(text)"
        case .solverRefused(let reason): "the solver refused: \(reason)"
        case .inaccurateSolution(let residual):
            "the solution misses this required constraint by \(residual): its coefficients span more "
                + "orders of magnitude than double precision can solve; no values are reported"
        case .nonFiniteResult(let name):
            "the value of \"\(name)\" overflows (the solution is not a finite number); no values are reported"
        }
    }
}
