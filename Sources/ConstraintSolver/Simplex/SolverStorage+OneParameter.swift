/// Large components over one parameter, solved without a tableau (`OneParameterProblem`).
///
/// Only components of at least `oneParameterClosedFormRows` rows take this path: smaller ones
/// cost little in a tableau, and keep its exact arithmetic. Whatever the closed form cannot
/// decide (required rows that conflict, coefficients outside `coefficientRange`, a slope too
/// close to zero to tell) goes to the tableau as before. A row joining a solved one-parameter
/// component of that size (however it was solved) is handled as the tableau handles an
/// inserted row: `p` moves from where it was to the nearest optimal value
/// (`resolveOneParameterComponent`); otherwise the rows, added one by one to a component solved
/// early (a required row solves it at once), would all go through its kept tableau.
extension SolverStorage {
    /// The problem of component `c` (its `rows`, in creation order), or `nil` when it is not a
    /// one-parameter component the closed form may solve.
    func oneParameterProblem(_ c: Int, rows: [Int]) -> OneParameterProblem? {
        guard partition.components[c].parameterCount == 1, rows.count >= oneParameterClosedFormRows else { return nil }
        var problem = OneParameterProblem(rows: [])
        problem.rows.reserveCapacity(rows.count)
        for r in rows {
            guard let row = oneParameterRow(r) else { return nil }
            problem.rows.append(row)
        }
        return problem
    }

    /// LP row `r` as a row of a one-parameter problem, or `nil` when the closed form does not take it.
    func oneParameterRow(_ r: Int) -> OneParameterProblem.Row? {
        let row = lp.rows[r]
        guard row.termCount == 1 else { return nil }
        let a = lp.coefficients[Int(row.termStart)]
        let b = -row.constant / a
        guard OneParameterProblem.coefficientRange.contains(abs(a)), b.isFinite else { return nil }
        return .init(coefficient: a, breakpoint: b, priority: row.priority, isInequality: row.isInequality)
    }

    /// Solves component `c` in closed form, from the first row's breakpoint (a fresh solve) or
    /// from `start` (the value before a row joined); `false` when the tableau must decide
    /// (nothing is changed then).
    mutating func solveOneParameterComponent(_ c: Int, rows: [Int], from start: Double? = nil) -> Bool {
        guard let problem = oneParameterProblem(c, rows: rows), let interval = problem.optimalInterval() else { return false }
        let origin = start ?? problem.rows[0].breakpoint
        let value = OneParameterProblem.value(from: origin, in: interval)
        partition.components[c].closedFormStart = origin
        partition.components[c].closedFormStartsAtFirstRow = start == nil
        partition.components[c].solvedRequiredError = 0
        partition.components[c].solvedValuesStart = Int32(partition.solvedValues.count)
        // `+ 0` makes a zero positive, as the tableau's (−0 would print differently).
        partition.solvedValues.append(value + 0)
        return true
    }

    /// Whether component `c` is solved, holds its values from the closed form and keeps no
    /// tableau: a row over its one parameter then joins it here, not through a tableau.
    func isSolvedInClosedForm(_ c: Int) -> Bool {
        let component = partition.components[c]
        return component.isAlive && !component.isDirty && component.tableauSlot < 0 && !component.closedFormStart.isNaN
    }

    /// The component a row over the single parameter at `terms` joins when that component is
    /// solved, over that one parameter, and large enough for the closed form; `nil` otherwise.
    /// Inserting the row into its tableau and optimizing would move the parameter from its
    /// value to the nearest optimum, which is what the closed form computes from that value:
    /// the tableau, if one is kept, is dropped (`resolveOneParameterComponent`). A component
    /// without rows does not count: its tableau has no row defining the parameter, so the
    /// inserted row would define it at its own breakpoint.
    func solvedOneParameterComponent(joinedBy terms: Range<Int>) -> Int? {
        guard terms.count == 1 else { return nil }
        let c = Int(partition.componentOf[Int(lp.symbols[terms.lowerBound])])
        guard c >= 0 else { return nil }
        let component = partition.components[c]
        guard component.isAlive && !component.isDirty && !component.solveDeferred && component.parameterCount == 1,
              component.rowCount >= 1, Int(component.rowCount) + 1 >= oneParameterClosedFormRows else { return nil }
        return c
    }

    /// The value the parameter of solved one-parameter component `c` has now: in its kept
    /// tableau, still waiting in `solvedValues`, or already read (a solve empties
    /// `solvedValues` once it has read every component's values).
    func currentOneParameterValue(of c: Int) -> Double {
        let p = Int(partition.components[c].firstParameter)
        let slot = Int(partition.components[c].tableauSlot)
        if slot >= 0 { return partition.tableaux[slot].value(of: p) }
        let start = Int(partition.components[c].solvedValuesStart)
        let waiting = partition.components[c].valuesStale && start >= 0 && start < partition.solvedValues.count
        return waiting ? partition.solvedValues[start] : values[p]
    }

    /// After row `row` joined solved component `c` (at `previous`; its last row was
    /// `previousLastRow`): what inserting it into the tableau and optimizing would give, the
    /// optimum nearest the previous value (`OneParameterWalk`, kept for the next row). When the
    /// closed form cannot decide, the component is rebuilt from its rows at the next solve.
    mutating func resolveOneParameterComponent(_ c: Int, row: Int, from previous: Double, previousLastRow: Int) {
        releaseTableau(of: partition.components[c])
        partition.components[c].tableauSlot = -1
        var walk = partition.oneParameterWalk
        partition.oneParameterWalk = nil
        if var kept = walk, kept.component == c, kept.lastRow == previousLastRow,
           kept.rowCount + 1 == Int(partition.components[c].rowCount), kept.value.bitPattern == previous.bitPattern,
           let joining = oneParameterRow(row) {
            kept.add(joining)
            walk = kept
        } else if let problem = oneParameterProblem(c, rows: rows(of: c)) {
            walk = OneParameterWalk(component: c, lastRow: row, value: previous, rows: problem.rows)
        } else {
            walk = nil
        }
        walk?.lastRow = row
        guard var walk, let value = walk.walk() else {
            partition.components[c].closedFormStart = .nan
            markDirty(c)
            return
        }
        partition.oneParameterWalk = walk
        partition.components[c].closedFormStart = previous
        partition.components[c].closedFormStartsAtFirstRow = false
        partition.components[c].solvedRequiredError = 0
        partition.components[c].solvedValuesStart = Int32(partition.solvedValues.count)
        partition.solvedValues.append(value + 0)
    }

    /// The directions of component `c`'s optimal set when it was solved in closed form (see
    /// `OneParameterProblem.faceDirection`), or `nil` (ask its tableau).
    func oneParameterFace(_ c: Int) -> [Direction]? {
        guard isSolvedInClosedForm(c) else { return nil }
        let rows = rows(of: c)
        guard let problem = oneParameterProblem(c, rows: rows), let interval = problem.optimalInterval() else { return nil }
        let p = Int(partition.components[c].firstParameter)
        let value = OneParameterProblem.value(from: partition.components[c].closedFormStart, in: interval)
        guard let face = problem.faceDirection(at: value, interval: interval,
                                               startedAtFirstRow: partition.components[c].closedFormStartsAtFirstRow) else { return [] }
        return [Direction(parameters: [p], deltas: [face.delta], maximumStep: face.maximumStep)]
    }
}
