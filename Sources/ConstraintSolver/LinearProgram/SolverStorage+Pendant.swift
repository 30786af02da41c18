/// Pendant rows: rows of the linear program that hold a parameter no other row holds.
///
/// Such a parameter (the row's subject) has no cost and nothing else constrains it, so for any
/// values of the row's other parameters it can make the row hold exactly: the row never limits
/// the rest of the program and never conflicts. The optimal set is the rest's, with the subject
/// following the row — determined by it for an equality, free along a ray for an inequality.
/// A pendant row therefore joins no component: it is solved after them, by setting its subject
/// so that the row is tight (`solvePendants`), in time proportional to its terms.
///
/// This is what keeps a removal local. Taking out a definition such as `title.y = row.y + 4`
/// frees `title.y`, and the row that went through it (`value.bottom <= row.bottom - 4`) no longer
/// cancels `row.y`: written over free parameters it now holds every height above it. As an
/// ordinary row it would merge all their components into one and re-solve it from scratch.
///
/// A row becomes pendant only when it would join an existing component (a row over new
/// parameters alone starts a component of its own at no cost, as from-scratch building does).
/// When a later row holds the subject too, the pendant row becomes an ordinary one first
/// (`releasePendants`).
struct PendantRows: Sendable {
    /// Each pendant row's subject, by row.
    var subjectOfRow: [Int32: Int32] = [:]
    /// The pendant row of each subject.
    var rowOfSubject: [Int32: Int32] = [:]
    /// For each other parameter that pendant rows hold, those rows (in the order they became pendant).
    var readers: [Int32: [Int32]] = [:]
    /// Rows to solve at the next solve (may repeat; rows no longer pendant are skipped).
    var queued: [Int32] = []
    /// How many rows are pendant (a plain count: checked on every row added).
    var count = 0

    var isEmpty: Bool { count == 0 }

    /// The pendant rows, in increasing order.
    var rows: [Int] { subjectOfRow.keys.map(Int.init).sorted() }

    /// Whether no pendant row holds `parameter`.
    func isUnheld(_ parameter: Int32) -> Bool {
        isEmpty || (rowOfSubject[parameter] == nil && readers[parameter] == nil)
    }
}

extension SolverStorage {
    /// Makes row `r` (in `lp.rows`, its uses counted) pendant if it can be: `false` if not.
    @inline(__always)
    mutating func placePendant(_ r: Int) -> Bool {
        // A pendant row holds a parameter of a component and a new one: two terms at least.
        lp.rows[r].termCount >= 2 && placePendantIfPossible(r)
    }

    private mutating func placePendantIfPossible(_ r: Int) -> Bool {
        let terms = lp.rows[r].terms
        // Most rows join components with all their parameters, or start one with new ones
        // only: one cheap pass tells.
        var joinsComponent = false, hasNew = false
        for t in terms {
            if partition.componentOf[Int(lp.symbols[t])] >= 0 { joinsComponent = true } else { hasNew = true }
        }
        guard joinsComponent && hasNew else { return false }
        var subject = -1
        for t in terms where partition.componentOf[Int(lp.symbols[t])] < 0 {
            if abs(lp.coefficients[t]) >= Tolerance.pivot && pendants.isUnheld(lp.symbols[t]) {
                subject = t
                break
            }
        }
        guard subject >= 0 else { return false }
        let row = lp.rows[r]
        let p = lp.symbols[subject]
        lp.rows[r].component = LPRow.pendant
        pendants.subjectOfRow[Int32(r)] = p
        pendants.rowOfSubject[p] = Int32(r)
        for t in row.terms where t != subject { pendants.readers[lp.symbols[t], default: []].append(Int32(r)) }
        pendants.queued.append(Int32(r))
        pendants.count += 1
        return true
    }

    /// Takes pendant row `r` out (it is already inactive); its subject goes back to 0, the value
    /// of a parameter no row holds.
    mutating func detachPendant(_ r: Int) {
        guard let p = pendants.subjectOfRow.removeValue(forKey: Int32(r)) else { return }
        pendants.count -= 1
        pendants.rowOfSubject[p] = nil
        for t in lp.rows[r].terms {
            let v = lp.symbols[t]
            variableStates[Int(v)].useCount -= 1
            guard v != p, var list = pendants.readers[v] else { continue }
            list.removeAll { $0 == Int32(r) }
            pendants.readers[v] = list.isEmpty ? nil : list
        }
        lp.rows[r].component = -1
        setParameter(Int(p), to: 0)
    }

    /// Turns the pendant rows whose subject row `r` holds into ordinary rows (their subject is
    /// about to be held twice). They held with a free subject, so they cannot conflict.
    @inline(__always)
    mutating func releasePendants(heldBy r: Int) {
        if !pendants.isEmpty { releaseHeldPendants(r) }
    }

    private mutating func releaseHeldPendants(_ r: Int) {
        var released: [Int] = []
        for t in lp.rows[r].terms {
            if let row = pendants.rowOfSubject[lp.symbols[t]] { released.append(Int(row)) }
        }
        for row in released.sorted() {
            guard let p = pendants.subjectOfRow.removeValue(forKey: Int32(row)) else { continue }
            pendants.count -= 1
            pendants.rowOfSubject[p] = nil
            for t in lp.rows[row].terms where lp.symbols[t] != p {
                let v = lp.symbols[t]
                guard var list = pendants.readers[v] else { continue }
                list.removeAll { $0 == Int32(row) }
                pendants.readers[v] = list.isEmpty ? nil : list
            }
            _ = attach(row)
        }
    }

    /// Queues the pendant rows that hold `parameter` (its value changed).
    mutating func queuePendants(reading parameter: Int) {
        guard let list = pendants.readers[Int32(parameter)] else { return }
        pendants.queued.append(contentsOf: list)
    }

    /// Queues pendant row `r` (its constant changed).
    mutating func queuePendant(_ r: Int) {
        pendants.queued.append(Int32(r))
    }

    /// Sets each queued pendant row's subject so that the row is tight (after the components,
    /// whose parameters they read, and before the program, which may read the subjects).
    mutating func solvePendants() {
        let queued = Set(pendants.queued).sorted()
        pendants.queued.removeAll(keepingCapacity: true)
        for r in queued.map(Int.init) {
            guard lp.rows[r].isActive, let p = pendants.subjectOfRow[Int32(r)] else { continue }
            setParameter(Int(p), to: pendantValue(r, subject: Int(p), values))
        }
    }

    /// The subject value that makes pendant row `r` tight for the other parameters in `values`.
    func pendantValue(_ r: Int, subject p: Int, _ values: [Double]) -> Double {
        var sum = lp.rows[r].constant
        var a = 0.0
        for t in lp.rows[r].terms {
            let v = Int(lp.symbols[t])
            if v == p { a = lp.coefficients[t] } else { sum += lp.coefficients[t] * values[v] }
        }
        return -sum / a
    }

    /// The subject's rate of change along derivatives `d` (`lanes` per variable) of the others.
    func pendantDerivative(_ r: Int, subject p: Int, _ d: [Double], lanes: Int, lane l: Int) -> Double {
        var sum = 0.0
        var a = 0.0
        for t in lp.rows[r].terms {
            let v = Int(lp.symbols[t])
            if v == p { a = lp.coefficients[t] } else { sum += lp.coefficients[t] * d[v * lanes + l] }
        }
        return -sum / a
    }

    /// Gives a parameter outside every component a new value, re-evaluating what reads it.
    mutating func setParameter(_ p: Int, to value: Double) {
        guard values[p] != value else { return }
        values[p] = value
        noteValueChange(of: p)
        if !pendants.isEmpty { queuePendants(reading: p) }
    }
}
