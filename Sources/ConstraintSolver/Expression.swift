/// A linear expression `Σ coefficient × variable + constant`.
public struct Expression: Hashable, Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init(terms: [Term(1, variable)]) }

    public init(constant: Double) { self.init(terms: [], constant: constant) }
}

extension Expression: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { self.init(constant: value) }
    public init(integerLiteral value: Int) { self.init(constant: Double(value)) }
}

public func + (a: Expression, b: Expression) -> Expression {
    Expression(terms: a.terms + b.terms, constant: a.constant + b.constant)
}

public func - (a: Expression, b: Expression) -> Expression { a + (-1.0) * b }

public func * (k: Double, e: Expression) -> Expression {
    Expression(terms: e.terms.map { Term(k * $0.coefficient, $0.variable) }, constant: k * e.constant)
}

public func * (e: Expression, k: Double) -> Expression { k * e }

public func / (e: Expression, k: Double) -> Expression { (1 / k) * e }

public prefix func - (e: Expression) -> Expression { (-1.0) * e }

public func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }
public func - (a: Variable, b: Variable) -> Expression { Expression(a) - Expression(b) }
public func + (a: Expression, b: Variable) -> Expression { a + Expression(b) }
public func - (a: Expression, b: Variable) -> Expression { a - Expression(b) }
public func + (a: Variable, b: Expression) -> Expression { Expression(a) + b }
public func - (a: Variable, b: Expression) -> Expression { Expression(a) - b }
public func * (k: Double, v: Variable) -> Expression { Expression(terms: [Term(k, v)]) }
public func * (v: Variable, k: Double) -> Expression { k * v }
