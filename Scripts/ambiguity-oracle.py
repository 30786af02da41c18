#!/usr/bin/env python3
"""Ambiguity oracle: OpenAutoLayout's `ambiguous` list against an independent LP solver.

Generates seeded random systems that are *not* fully determined (free variables, variables
sliding between inequalities, ties between optional constraints of equal priority, edits,
removals, constant changes, planted conflicts), solves each with `autolayout solve --batch
--format json --all-alternatives`, and checks it against scipy's `linprog` (HiGHS):

  * conflicts: adding the required constraints in file order, exactly those that make the
    required set infeasible are left out; each reported conflict set is infeasible and minimal
    (dropping any one member makes it feasible);
  * optimum: priority levels are optimised in turn from the highest (minimise the level's total
    error, |residual| for equalities and the shortfall for inequalities, with every higher
    level's optimum fixed as a constraint); our values satisfy the required constraints and
    reach every level's optimum;
  * ambiguity: with all levels fixed, each variable is minimised and maximised; it is ambiguous
    exactly when max - min > 1e-7 * scale (scale = the largest magnitude in the system, at
    least 1). Our list must match. Variables that are not ambiguous must have the LP's value;
  * alternatives: for every ambiguous variable, `Solver.alternativeSolution(varying:)` must be
    optimal (required constraints hold, same error at every level) and differ in that variable.

Systems whose LP ranges fall in the unclear band (1e-8..1e-5 * scale) are redrawn, so the
verdict never depends on LP tolerances. Usage:
    ambiguity-oracle.py [--count 500] [--seed 20261122] [--autolayout PATH] [--keep DIR]
Closing line: `ambiguity-oracle: N passed, M failed`; exit status 1 if any failed.
"""
import argparse
import os
import random
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import autolayout_systems as al  # noqa: E402

try:
    import numpy as np
    from scipy.optimize import linprog
except ImportError:
    sys.exit("ambiguity-oracle: scipy is not installed (pip install scipy)")

PRIORITIES = [999.0, 751.0, 750.0, 500.0, 251.0, 250.0, 1.0]
COEFFICIENTS = [1.0, -1.0, 1.0, -1.0, 2.0, -2.0, 0.5, 3.0]
HIGHS = {"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10}


def build(seed):
    rng = random.Random(seed)
    n = rng.randint(2, 8)
    names = [f"v{i}" for i in range(n)]
    x = {v: float(rng.randint(-30, 30)) for v in names}
    used = [v for v in names if rng.random() < 0.85] or names[:1]    # the rest are free

    def terms(k):
        return [(rng.choice(COEFFICIENTS), v) for v in rng.sample(used, min(k, len(used)))]

    def through(ts, op, strength, slack=0.0):
        c = -sum(a * x[v] for a, v in ts) + (slack if op == ">=" else -slack)
        return al.constraint(ts, c, op, strength)

    cons = []
    for _ in range(rng.randint(0, n - 1)):
        cons.append(through(terms(rng.randint(1, 3)), "==", "required"))
    for _ in range(rng.randint(0, n)):
        cons.append(through(terms(rng.randint(1, 2)), rng.choice([">=", "<="]), "required",
                            float(rng.randint(0, 10))))
    levels = rng.sample(PRIORITIES, rng.randint(1, 3))
    for p in levels:
        for _ in range(rng.randint(1, 4)):
            kind = rng.random()
            if kind < 0.3:              # a tie: v == a and v == b at the same priority
                v = rng.choice(used)
                a, b = float(rng.randint(-30, 30)), float(rng.randint(-30, 30))
                cons.append(al.constraint([(1.0, v)], -a, "==", p))
                cons.append(al.constraint([(rng.choice([1.0, 2.0]), v)], -b, "==", p))
            elif kind < 0.6:
                cons.append(through(terms(rng.randint(1, 2)), "==", p, 0.0))
                cons[-1]["constant"] += float(rng.choice([0, 0, rng.randint(-10, 10)]))
            else:
                cons.append(through(terms(rng.randint(1, 2)), rng.choice([">=", "<="]), p,
                                    float(rng.randint(-10, 10))))
    rng.shuffle(cons)
    ops = []
    for _ in range(rng.randint(0, 2)):      # added, then removed again
        at = rng.randint(0, len(cons))
        strength = rng.choice(levels + ["required"])
        c = (through(terms(rng.randint(1, 2)), "==", strength) if strength == "required" else
             al.constraint(terms(rng.randint(1, 2)), float(rng.randint(-20, 20)), rng.choice(["==", ">=", "<="]), strength))
        cons.insert(at, c)
        ops = [{"remove": o["remove"] + (o["remove"] >= at)} if "remove" in o else o for o in ops]
        ops.append({"remove": at})
    optional = [i for i, c in enumerate(cons) if c["strength"] != "required" and {"remove": i} not in ops]
    if optional and rng.random() < 0.3:
        ops.append({"set_constant": rng.choice(optional), "value": float(rng.randint(-20, 20))})
    required_eqs = [i for i, c in enumerate(cons) if c["strength"] == "required" and c["op"] == "=="
                    and {"remove": i} not in ops]
    if required_eqs and rng.random() < 0.2:     # planted conflict, appended after its original
        c = dict(cons[rng.choice(required_eqs)])
        c["constant"] += float(rng.choice([-1, 1]) * rng.randint(1, 9))
        cons.append(c)
    doc = {"format": al.FORMAT_ID, "name": "", "variables": names, "constraints": cons, "ops": ops}
    if rng.random() < 0.3:
        v = rng.choice(names)
        doc["edits"] = {"variables": [{"var": v, "strength": rng.choice(levels), "initial": float(rng.randint(-30, 30))}],
                        "steps": [{"suggest": {v: float(rng.randint(-30, 30))}} for _ in range(rng.randint(0, 2))]}
    return doc


class LP:
    """The final system as a linear program: x free, one or two error columns per optional constraint."""

    def __init__(self, names, final):
        self.n = len(names)
        col = {v: j for j, v in enumerate(names)}
        self.eq_rows, self.eq_rhs, self.ub_rows, self.ub_rhs = [], [], [], []
        self.level_cols = {}
        self.columns = self.n
        rows = []
        for _, c in final:
            row = np.zeros(self.n)
            for a, v in c["terms"]:
                row[col[v]] += a
            rows.append((row, c))
        errors = sum(1 if c["op"] != "==" else 2 for _, c in final if al.priority(c["strength"]) < al.REQUIRED)
        self.width = self.n + errors
        k = self.n
        for row, c in rows:
            full = np.zeros(self.width)
            full[:self.n] = row
            p = al.priority(c["strength"])
            if p < al.REQUIRED:         # residual = e+ - e-  (==), residual + e >= 0 (>=), residual - e <= 0 (<=)
                cols = [k, k + 1] if c["op"] == "==" else [k]
                if c["op"] == "==":
                    full[k], full[k + 1] = -1.0, 1.0
                else:
                    full[k] = 1.0 if c["op"] == ">=" else -1.0
                k += len(cols)
                self.level_cols.setdefault(p, []).extend(cols)
            self.add(full, c["op"], -c["constant"])
        self.bounds = [(None, None)] * self.n + [(0, None)] * errors

    def add(self, row, op, rhs):
        if op == "==":
            self.eq_rows.append(row)
            self.eq_rhs.append(rhs)
        elif op == "<=":
            self.ub_rows.append(row)
            self.ub_rhs.append(rhs)
        else:
            self.ub_rows.append(-row)
            self.ub_rhs.append(-rhs)

    def solve(self, objective):
        res = linprog(objective, A_ub=np.array(self.ub_rows) if self.ub_rows else None,
                      b_ub=np.array(self.ub_rhs) if self.ub_rows else None,
                      A_eq=np.array(self.eq_rows) if self.eq_rows else None,
                      b_eq=np.array(self.eq_rhs) if self.eq_rows else None,
                      bounds=self.bounds, method="highs", options=HIGHS)
        return res

    def optimise_levels(self, scale):
        """Each level's optimal total error, highest first; each is fixed before the next."""
        optima = {}
        for p in sorted(self.level_cols, reverse=True):
            objective = np.zeros(self.width)
            objective[self.level_cols[p]] = 1.0
            res = self.solve(objective)
            if res.status != 0:
                return None
            optima[p] = float(res.fun)
            self.add(objective, "<=", res.fun + 1e-10 * scale)
        return optima

    def range_of(self, j):
        objective = np.zeros(self.width)
        objective[j] = 1.0
        low, high = self.solve(objective), self.solve(-objective)
        lo = float(low.x[j]) if low.status == 0 else -np.inf
        hi = float(high.x[j]) if high.status == 0 else np.inf
        return lo, hi


def feasible(constraints, names):
    lp = LP(names, [(None, c) for c in constraints])
    return lp.solve(np.zeros(lp.width)).status == 0


def expected_rejections(doc):
    """Required constraints in file order; one that makes the accepted ones infeasible is left out."""
    accepted, rejected = [], []
    for i, c in enumerate(doc["constraints"]):
        if c["strength"] != "required":
            continue
        if feasible(accepted + [c], doc["variables"]):
            accepted.append(c)
        else:
            rejected.append(i)
    return rejected


def oracle(doc):
    """(rejected, optima, ranges, scale) or None when the system is too close to degenerate."""
    rejected = expected_rejections(doc)
    final = al.replay(doc, set(rejected))
    scale = max([1.0] + [abs(c["constant"]) for _, c in final] + [abs(a) for _, c in final for a, _ in c["terms"]])
    lp = LP(doc["variables"], final)
    optima = lp.optimise_levels(scale)
    if optima is None:
        return None
    ranges = [lp.range_of(j) for j in range(len(doc["variables"]))]
    for lo, hi in ranges:
        if 1e-8 * scale < hi - lo < 1e-5 * scale:
            return None
    return rejected, final, optima, ranges, scale


def check(doc, truth, ours):
    if ours is None:
        return ["no result from autolayout solve"]
    if "error" in ours:
        return [f"autolayout solve refused the file: {ours['error']}"]
    rejected, final, optima, ranges, scale = truth
    names = doc["variables"]
    problems = []
    broken = sorted(c["broken"] for c in ours["conflicts"])
    if broken != rejected:
        problems.append(f"conflicts: ours left out {broken}, the LP says {rejected}")
    for conflict in ours["conflicts"]:
        members = [doc["constraints"][i] for i in conflict["constraints"]]
        if any(m["strength"] != "required" for m in members) or feasible(members, names):
            problems.append(f"conflict {conflict['constraints']} is not a set of required constraints that cannot hold")
        elif any(not feasible(members[:k] + members[k + 1:], names) for k in range(len(members))):
            problems.append(f"conflict {conflict['constraints']} is not minimal")
    values = [ours["values"].get(v, float("nan")) for v in names]
    problems += optimality(final, dict(zip(names, values)), optima, scale, "our solution")
    truly = [v for v, (lo, hi) in zip(names, ranges) if hi - lo > 1e-7 * scale]
    if ours["ambiguous"] != truly:
        missed = [v for v in truly if v not in ours["ambiguous"]]
        false = [v for v in ours["ambiguous"] if v not in truly]
        problems.append(f"ambiguous: ours {ours['ambiguous']}, oracle {truly}"
                        + (f"; missed {missed}" if missed else "") + (f"; false alarms {false}" if false else ""))
    for v, value, (lo, hi) in zip(names, values, ranges):
        if v not in truly and not al.close(value, (lo + hi) / 2, 1e-6):
            problems.append(f"{v} is fixed at {(lo + hi) / 2!r} by the optimum, ours is {value!r}")
    alternatives = {a["variable"]: a for a in ours.get("alternatives", [])}
    for v in ours["ambiguous"]:
        alt = alternatives.get(v)
        if alt is None or alt["values"] is None:
            problems.append(f"no alternative solution for ambiguous {v}")
            continue
        problems += optimality(final, alt["values"], optima, scale, f"alternative for {v}")
        if abs(alt["values"][v] - ours["values"][v]) <= 1e-7 * scale:
            problems.append(f"alternative for {v} does not change {v} ({alt['values'][v]!r})")
    return problems


def optimality(final, values, optima, scale, what):
    problems = []
    worst = al.max_required_violation(final, values)
    if not worst <= 1e-6 * scale:
        problems.append(f"{what} violates a required constraint by {worst!r}")
    errors = al.level_errors(final, values)
    for p, best in optima.items():
        count = len([1 for _, c in final if al.priority(c["strength"]) == p])
        if not abs(errors.get(p, 0.0) - best) <= 1e-6 * scale * count:
            problems.append(f"{what}: error {errors.get(p, 0.0)!r} at priority {p:g}, optimum {best!r}")
    return problems


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=500)
    ap.add_argument("--seed", type=int, default=20261122)
    ap.add_argument("--autolayout", "--binary", dest="autolayout", help="path of the autolayout binary (default: swift build --show-bin-path)")
    ap.add_argument("--keep", help="write the systems here and keep them (default: a temporary directory)")
    a = ap.parse_args()
    autolayout = al.find_autolayout(a.autolayout)
    systems, redrawn = [], 0
    for n in range(a.count):
        for attempt in range(50):
            doc = build(a.seed * 1_000_003 + n * 101 + attempt)
            truth = oracle(doc)
            if truth is not None:
                break
            redrawn += 1
        else:
            sys.exit(f"ambiguity-oracle: could not build system {n}")
        doc["name"] = f"ambiguity-{n:04d}"
        systems.append((doc, truth))
    directory = a.keep or tempfile.mkdtemp(prefix="ambiguity-oracle-")
    os.makedirs(directory, exist_ok=True)
    for doc, _ in systems:
        al.write_system(os.path.join(directory, doc["name"] + ".json"), doc)
    results = al.solve_batch(autolayout, directory, ["--all-alternatives", "--errors"])
    failed, with_ambiguity = [], 0
    for doc, truth in systems:
        ranges, scale = truth[3], truth[4]
        with_ambiguity += any(hi - lo > 1e-7 * scale for lo, hi in ranges)
        problems = check(doc, truth, results.get(doc["name"] + ".json"))
        if problems:
            failed.append((doc["name"], problems))
    for name, problems in failed[:25]:
        print(f"FAIL {os.path.join(directory, name + '.json')}")
        for p in problems[:6]:
            print(f"  {p}")
    if len(failed) > 25:
        print(f"... and {len(failed) - 25} more")
    print(f"({with_ambiguity} of {len(systems)} systems have ambiguous variables; "
          f"{redrawn} near-degenerate candidates were redrawn)")
    if not failed and not a.keep:
        shutil.rmtree(directory, ignore_errors=True)
    elif failed:
        print(f"systems kept in {directory}")
    print(f"ambiguity-oracle: {len(systems) - len(failed)} passed, {len(failed)} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
