/// What a constraint currently is inside the engine.
enum ConstraintRole: Sendable, Equatable {
    case inactive
    /// A required equality solved directly: record index in the program.
    case definition(Int)
    /// A row of the linear program over the free parameters: index into `lp.rows`.
    case lpRow(Int)
    /// A required equality implied by the others (kept to re-check and to re-place on removals).
    case redundant
}

/// A constraint as added: `Σ coefficient × variable + constant relation 0`.
/// Its terms live in the storage's shared term pool (no allocation per constraint).
struct ConstraintEntry: Sendable {
    var termStart: Int32
    var termCount: Int32
    var constant: Double
    var strength: Double
    var relation: Relation
    var isEdit: Bool
    /// `role`, packed (one entry per constraint: 32 bytes instead of 48).
    private var roleKind: UInt8 = 0
    /// The power of two the constraint was multiplied by when it was added (`equilibrate`):
    /// terms and constant are stored scaled; what the caller sees is divided back. Fits in the
    /// padding before `roleIndex`, so the entry stays 32 bytes.
    var scaleExponent: Int8 = 0
    private var roleIndex: Int32 = 0

    init(termStart: Int32, termCount: Int32, constant: Double, relation: Relation, strength: Double, isEdit: Bool) {
        self.termStart = termStart
        self.termCount = termCount
        self.constant = constant
        self.strength = strength
        self.relation = relation
        self.isEdit = isEdit
    }

    var role: ConstraintRole {
        get {
            switch roleKind {
            case 1: return .definition(Int(roleIndex))
            case 2: return .lpRow(Int(roleIndex))
            case 3: return .redundant
            default: return .inactive
            }
        }
        set {
            switch newValue {
            case .inactive: roleKind = 0; roleIndex = 0
            case .definition(let r): roleKind = 1; roleIndex = Int32(r)
            case .lpRow(let r): roleKind = 2; roleIndex = Int32(r)
            case .redundant: roleKind = 3; roleIndex = 0
            }
        }
    }

    /// `value` (a coefficient or constant as the caller wrote it) as stored.
    func scaled(_ value: Double) -> Double {
        scaleExponent == 0 ? value : value * Double(sign: .plus, exponent: Int(scaleExponent), significand: 1)
    }

    /// A stored coefficient or constant as the caller wrote it (exact: a power of two).
    func unscaled(_ value: Double) -> Double {
        scaleExponent == 0 ? value : value * Double(sign: .plus, exponent: -Int(scaleExponent), significand: 1)
    }

    var isActive: Bool { role != .inactive }
    var isRequired: Bool { strength >= 1000 }
    var terms: Range<Int> { Int(termStart)..<Int(termStart + termCount) }
}
