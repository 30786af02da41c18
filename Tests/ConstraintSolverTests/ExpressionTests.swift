import Testing
@testable import ConstraintSolver

@Suite("Expression: terms kept inline up to four, in an array beyond")
struct ExpressionTests {
    let v = (0..<6).map(Variable.init(index:))

    @Test("terms come back in the order they were appended, across the inline limit")
    func appendOrder() {
        var e = Expression(constant: 3)
        for k in 0..<6 { e.append(Term(Double(k + 1), v[k])) }
        #expect(e.termCount == 6)
        #expect(e.terms.map(\.coefficient) == [1, 2, 3, 4, 5, 6])
        #expect(e.terms.map(\.variable) == v)
        #expect((0..<6).map { e.term(at: $0).variable } == v)
        #expect(e.constant == 3)
    }

    @Test("setting the terms replaces them, whether the new list is short or long")
    func settingTerms() {
        var e = Expression(terms: (0..<6).map { Term(1, v[$0]) })
        e.terms = [Term(2, v[1])]
        #expect(e.terms == [Term(2, v[1])])
        e.terms.append(Term(-1, v[0]))
        #expect(e.terms == [Term(2, v[1]), Term(-1, v[0])])
        e.removeAllTerms()
        #expect(e.terms.isEmpty && e.termCount == 0)
    }

    @Test("equal terms and constants make equal expressions with equal hashes")
    func equality() {
        var a = Expression(constant: 5)
        a.append(Term(1, v[0]))
        a.append(Term(-1, v[1]))
        let b = Expression(terms: [Term(1, v[0]), Term(-1, v[1])], constant: 5)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != Expression(terms: [Term(1, v[0])], constant: 5))
        #expect(a != Expression(terms: [Term(1, v[0]), Term(-1, v[1])], constant: 4))
    }

    @Test("operators: (x + 2y − 10) − (z − 4) is x + 2y − z − 6; 3·(x − y) is 3x − 3y")
    func operators() {
        let e = (v[0] + 2 * v[1] - Expression(constant: 10)) - (v[2] - Expression(constant: 4))
        #expect(e.terms == [Term(1, v[0]), Term(2, v[1]), Term(-1, v[2])])
        #expect(e.constant == -6)
        let f = 3 * (v[0] - v[1])
        #expect(f.terms == [Term(3, v[0]), Term(-3, v[1])])
        let long = v[0] + v[1] + v[2] + v[3] + v[4] - v[5]
        #expect(long.terms.map(\.coefficient) == [1, 1, 1, 1, 1, -1])
    }

    @Test("inline terms are stored as written, bit for bit: signed zeros, NaN payloads, any index")
    func inlineBits() {
        // `setInline` writes a term as the coefficient's bits then the index, in one store.
        #expect(MemoryLayout<Term>.offset(of: \Term.coefficient) == 0)
        #expect(MemoryLayout<Term>.offset(of: \Term.variable) == 8)
        #expect(MemoryLayout<Term>.stride == 16)
        let written = [Term(-0.0, Variable(index: -1)), Term(Double(nan: 0x1234, signaling: false), Variable(index: Int.max)),
                       Term(-.infinity, Variable(index: Int.min)), Term(0x1p-1074, Variable(index: 7))]
        var e = Expression()
        for term in written { e.append(term) }
        for k in 0..<4 {
            #expect(e.term(at: k).coefficient.bitPattern == written[k].coefficient.bitPattern)
            #expect(e.term(at: k).variable == written[k].variable)
        }
        e.withTerms { terms in #expect(terms.map(\.coefficient.bitPattern) == written.map(\.coefficient.bitPattern)) }
    }
}
