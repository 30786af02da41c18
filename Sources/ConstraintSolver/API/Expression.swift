/// A linear expression `Σ coefficient × variable + constant`.
///
/// Up to `inlineCapacity` terms live inside the value itself, so building the typical layout
/// expression (`x − y − c`, `x + w − x′ − w′ + c`) allocates nothing: an expression per
/// constraint, made and dropped by the thousand, would otherwise cost a heap allocation each —
/// more than adding the constraint. Longer expressions keep all their terms in an array.
public struct Expression: Sendable {
    /// The most terms stored inline.
    public static let inlineCapacity = 4

    @usableFromInline var inlineTerms: (Term, Term, Term, Term)
    /// The terms when there are more than `inlineCapacity` (empty otherwise).
    @usableFromInline var spilledTerms: [Term]
    @usableFromInline var count: Int
    public var constant: Double

    @inlinable
    public init(constant: Double = 0) {
        let zero = Term(0, Variable(index: 0))
        inlineTerms = (zero, zero, zero, zero)
        spilledTerms = []
        count = 0
        self.constant = constant
    }

    @inlinable
    public init(terms: [Term], constant: Double = 0) {
        self.init(constant: constant)
        self.terms = terms
    }

    @inlinable
    public init(_ variable: Variable) {
        self.init(constant: 0)
        append(Term(1, variable))
    }

    /// The terms, in order (repeated variables and zero coefficients are kept as given).
    public var terms: [Term] {
        get {
            if count > Expression.inlineCapacity { return spilledTerms }
            return withTerms { Array($0) }
        }
        set {
            count = newValue.count
            if newValue.count > Expression.inlineCapacity {
                spilledTerms = newValue
                return
            }
            spilledTerms = []
            for (k, term) in newValue.enumerated() { setInline(k, term) }
        }
    }

    /// How many terms the expression has.
    @inlinable
    public var termCount: Int { count }

    /// Appends `term` (no allocation while the expression has at most `inlineCapacity` terms).
    @inlinable
    public mutating func append(_ term: Term) {
        if count < Expression.inlineCapacity {
            setInline(count, term)
        } else {
            if count == Expression.inlineCapacity {
                spilledTerms = [inlineTerms.0, inlineTerms.1, inlineTerms.2, inlineTerms.3]
            }
            spilledTerms.append(term)
        }
        count += 1
    }

    /// Removes every term (the constant is kept).
    @inlinable
    public mutating func removeAllTerms() {
        if count > Expression.inlineCapacity { spilledTerms = [] }
        count = 0
    }

    /// Writes inline slot `k` as one 16-byte store. The caller's expression is copied 16 bytes at
    /// a time when it is handed to `Solver.add`; a term written as two 8-byte fields made each of
    /// those loads wait for the two stores to reach the cache (a load is not forwarded from two
    /// stores), a stall per constraint that the benchmark's profile showed at the copy
    /// (Benchmarks/README.md, branch speed29).
    @inlinable
    mutating func setInline(_ k: Int, _ term: Term) {
        assert(k >= 0 && k < Expression.inlineCapacity)
        withUnsafeMutableBytes(of: &inlineTerms) { raw in
            // `Term` is the coefficient's bits then the index (ExpressionTests checks the layout).
            let bits = SIMD2<UInt64>(term.coefficient.bitPattern, UInt64(bitPattern: Int64(term.variable.index)))
            raw.storeBytes(of: bits, toByteOffset: k &* MemoryLayout<Term>.stride, as: SIMD2<UInt64>.self)
        }
    }

    /// Term `k` (`0 ..< termCount`), read without copying the terms anywhere.
    @inlinable
    public func term(at k: Int) -> Term {
        if count > Expression.inlineCapacity { return spilledTerms[k] }
        precondition(k >= 0 && k < count, "term index out of range")
        switch k {
        case 0: return inlineTerms.0
        case 1: return inlineTerms.1
        case 2: return inlineTerms.2
        default: return inlineTerms.3
        }
    }

    /// Calls `body` with the terms in contiguous memory, without copying them to the heap.
    @inlinable
    public func withTerms<R>(_ body: (UnsafeBufferPointer<Term>) -> R) -> R {
        if count > Expression.inlineCapacity { return spilledTerms.withUnsafeBufferPointer(body) }
        let n = count
        return withUnsafeBytes(of: inlineTerms) { raw in
            body(UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: Term.self), count: n))
        }
    }

    /// The expression with every coefficient and the constant multiplied by `k`.
    @inlinable
    func scaled(by k: Double) -> Expression {
        var result = Expression(constant: k * constant)
        withTerms { for term in $0 { result.append(Term(k * term.coefficient, term.variable)) } }
        return result
    }
}

extension Expression: Hashable {
    public static func == (a: Expression, b: Expression) -> Bool {
        guard a.count == b.count && a.constant == b.constant else { return false }
        return a.withTerms { x in b.withTerms { y in x.elementsEqual(y) } }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        withTerms { for term in $0 { hasher.combine(term) } }
        hasher.combine(constant)
    }
}

extension Expression: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { self.init(constant: value) }
    public init(integerLiteral value: Int) { self.init(constant: Double(value)) }
}

@inlinable
public func + (a: Expression, b: Expression) -> Expression {
    var result = a
    result.constant = a.constant + b.constant
    b.withTerms { for term in $0 { result.append(term) } }
    return result
}

@inlinable
public func - (a: Expression, b: Expression) -> Expression { a + b.scaled(by: -1.0) }

@inlinable
public func * (k: Double, e: Expression) -> Expression { e.scaled(by: k) }

@inlinable
public func * (e: Expression, k: Double) -> Expression { k * e }

@inlinable
public func / (e: Expression, k: Double) -> Expression { (1 / k) * e }

@inlinable
public prefix func - (e: Expression) -> Expression { (-1.0) * e }

@inlinable
public func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }
@inlinable
public func - (a: Variable, b: Variable) -> Expression { Expression(a) - Expression(b) }
@inlinable
public func + (a: Expression, b: Variable) -> Expression { a + Expression(b) }
@inlinable
public func - (a: Expression, b: Variable) -> Expression { a - Expression(b) }
@inlinable
public func + (a: Variable, b: Expression) -> Expression { Expression(a) + b }
@inlinable
public func - (a: Variable, b: Expression) -> Expression { Expression(a) - b }
@inlinable
public func * (k: Double, v: Variable) -> Expression {
    var result = Expression()
    result.append(Term(k, v))
    return result
}
@inlinable
public func * (v: Variable, k: Double) -> Expression { k * v }
