#!/usr/bin/env python3
"""Differential test over extreme coefficients: OpenAutoLayout's solver against an LP (scipy's linprog).

kiwi fails from about 1e10 on (Solver numerics in issue 17), so these systems are verified by a
lexicographic LP instead. Each seeded system has a hidden solution x* (integers in -50..50):
  * required equalities and inequalities that hold at x* (some inequalities tight), small integer
    coefficients, each row multiplied by a scale drawn log-uniformly from 1e-12...1e12;
  * optional equalities `v == target` at priorities 750/500/250/1 (targets x*_v or elsewhere), each
    scaled log-uniformly over 1e-3...1e3 (a scale is a weight within its priority: weights spanning
    24 orders of magnitude in one priority are beyond what an LP checked to tolerances can rank,
    so the extreme range is exercised on the required rows, where a scale changes nothing);
  * with --mixed, every coefficient of a required row is drawn log-uniformly on its own (one row
    may hold 1e-12 and 1e12): double precision cannot resolve all of these, so there the solver
    may refuse with a typed error (counted) but must never print a value that is not finite or a
    required constraint that does not hold. Optional priorities missed there are counted as
    "suboptimal", not failed: a coefficient 1e-9 of a row's size that an optional row reaches
    through a definition is dropped as rounding by the simplex (see the solver's README).
`autolayout solve --batch --format json` solves them all; for each answer the script checks that
every value is finite, every required constraint holds to 1e-6 of its terms' size, and the total
error at each priority equals the LP's lexicographic optimum (solved level by level with HiGHS, the
rows divided by their largest coefficient, which changes no required row and, as a cost on its
error, keeps an optional row's weight). A refusal of a system without --mixed is a failure.

Usage: differential-scaled.py [--count 300] [--seed 20261124] [--mixed] [--binary PATH] [--keep DIR]
Closing line: `differential-scaled: N passed, R refused[, S suboptimal], M failed`; exit status 1 if any failed.
"""
import argparse
import math
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
    sys.exit("differential-scaled: scipy is not installed (pip install scipy)")

LEVELS = [750.0, 500.0, 250.0, 1.0]


def log_uniform(rng, decades=12.0):
    return 10.0 ** rng.uniform(-decades, decades)


def build(seed, mixed):
    rng = random.Random(seed)
    n = rng.randint(2, 6)
    names = [f"v{i}" for i in range(n)]
    hidden = [float(rng.randint(-50, 50)) for _ in range(n)]
    cons = []
    for _ in range(rng.randint(1, n)):
        chosen = rng.sample(range(n), rng.randint(1, min(3, n)))
        base = [float(rng.choice([1, -1, 2, -2, 3])) for _ in chosen]
        op = rng.choice(["==", ">=", "<="])
        at = sum(a * hidden[j] for a, j in zip(base, chosen))
        slack = 0.0 if op == "==" or rng.random() < 0.5 else float(rng.randint(1, 20))
        constant = -at + (slack if op == ">=" else -slack if op == "<=" else 0.0)
        if mixed:
            coefficients = [math.copysign(log_uniform(rng), a) for a in base]
            at = sum(c * hidden[j] for c, j in zip(coefficients, chosen))
            constant = -at + (abs(at) * slack / 20 if op == ">=" else -abs(at) * slack / 20 if op == "<=" else 0.0)
        else:
            scale = log_uniform(rng)
            coefficients = [scale * a for a in base]
            constant *= scale
        cons.append(al.constraint([(c, names[j]) for c, j in zip(coefficients, chosen)], constant, op, "required"))
    for j in range(n):
        for _ in range(rng.randint(1, 2)):
            target = hidden[j] if rng.random() < 0.6 else float(rng.randint(-50, 50))
            scale = log_uniform(rng, 3.0)
            cons.append(al.constraint([(scale, names[j])], -scale * target, "==", rng.choice(LEVELS)))
    return {"format": al.FORMAT_ID, "name": f"scaled-{seed}", "variables": names, "constraints": cons}


def lexicographic_optimum(system):
    """{priority: (optimal total error, the LP's values there)}, level by level, or None when the
    LP itself fails."""
    names = system["variables"]
    index = {v: i for i, v in enumerate(names)}
    n = len(names)
    required = [c for c in system["constraints"] if al.priority(c["strength"]) >= al.REQUIRED]
    optional = [c for c in system["constraints"] if al.priority(c["strength"]) < al.REQUIRED]
    m = len(optional)
    width = n + 2 * m  # x, then e+ and e- per optional row
    eq_rows, eq_b, ub_rows, ub_b = [], [], [], []

    def row_of(c, size):
        r = np.zeros(width)
        for a, v in c["terms"]:
            r[index[v]] += a / size
        return r, -c["constant"] / size

    for c in required:
        size = max(abs(a) for a, _ in c["terms"])
        r, b = row_of(c, size)
        if c["op"] == "==":
            eq_rows.append(r); eq_b.append(b)
        elif c["op"] == ">=":
            ub_rows.append(-r); ub_b.append(-b)
        else:
            ub_rows.append(r); ub_b.append(b)
    weights = np.zeros(width)
    for k, c in enumerate(optional):
        size = max(abs(a) for a, _ in c["terms"])
        r, b = row_of(c, size)          # r·x - b = e+ - e-, each unit of error costs `size`
        r[n + 2 * k] = -1.0
        r[n + 2 * k + 1] = 1.0
        eq_rows.append(r); eq_b.append(b)
        weights[n + 2 * k] = weights[n + 2 * k + 1] = size
    bounds = [(None, None)] * n + [(0, None)] * (2 * m)
    optimum = {}
    for level in sorted({al.priority(c["strength"]) for c in optional}, reverse=True):
        cost = np.zeros(width)
        for k, c in enumerate(optional):
            if al.priority(c["strength"]) == level:
                cost[n + 2 * k] = cost[n + 2 * k + 1] = weights[n + 2 * k]
        res = linprog(cost, A_ub=np.array(ub_rows) if ub_rows else None, b_ub=ub_b or None,
                      A_eq=np.array(eq_rows), b_eq=eq_b, bounds=bounds, method="highs")
        if res.status != 0:
            return None
        optimum[level] = (res.fun, {v: res.x[i] for i, v in enumerate(names)})
        ub_rows.append(cost); ub_b.append(res.fun + 1e-9 * max(1.0, abs(res.fun)))
    return optimum


def check(system, result, mixed):
    """'pass', 'refused' or a failure message."""
    if "error" in result:
        message = result["error"]
        typed = "misses this required constraint" in message or "overflows" in message
        return "refused" if mixed and typed else f"refused: {message}"
    if result.get("conflicts"):
        return "refused" if mixed else f"reported conflicts {result['conflicts']} in a satisfiable system"
    values = result["values"]
    if any(v is None or not math.isfinite(v) for v in values.values()):
        return f"non-finite value printed: {values}"
    final = [(i, c) for i, c in enumerate(system["constraints"])]
    for _, c in final:
        if al.priority(c["strength"]) >= al.REQUIRED:
            size = max([abs(a * values[v]) for a, v in c["terms"]] + [abs(c["constant"]), 1.0])
            if al.violation(c, values) > 1e-6 * size:
                return f"required constraint {c} violated by {al.violation(c, values)} (size {size})"
    optimum = lexicographic_optimum(system)
    if optimum is None:
        return "pass"  # HiGHS could not solve it: nothing to compare against
    ours = al.level_errors(final, values)
    # An optional row's error is in its own units (a row scaled by 1e12 measures in 1e12ths), so
    # rounding is judged against the size of each level's rows at the solution.
    size = {}
    for _, c in final:
        p = al.priority(c["strength"])
        size[p] = size.get(p, 0.0) + max([abs(a * values[v]) for a, v in c["terms"]] + [abs(c["constant"])])
    for level, (best, lp_values) in optimum.items():
        if ours.get(level, 0.0) <= best + 1e-6 * max(1.0, abs(best), size[level]):
            continue
        # Each level is fixed in the LP up to a small slack, which the LP may spend at a higher
        # level to gain here: only a point no worse at every higher level shows ours is not optimal.
        theirs = al.level_errors(final, lp_values)
        if all(theirs.get(h, 0.0) <= ours.get(h, 0.0) * (1 + 1e-12) + 1e-12 for h in optimum if h > level):
            if mixed:
                return "suboptimal"
            return f"priority {level}: total error {ours.get(level, 0.0)}, the LP's optimum {best}"
        return "pass"
    return "pass"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--seed", type=int, default=20261124)
    ap.add_argument("--mixed", action="store_true", help="draw every coefficient of a required row on its own")
    ap.add_argument("--autolayout", "--binary", dest="autolayout", help="path of the autolayout binary")
    ap.add_argument("--keep", help="write the systems here and keep them")
    args = ap.parse_args()
    autolayout = al.find_autolayout(args.autolayout)
    directory = args.keep or tempfile.mkdtemp(prefix="differential-scaled-")
    os.makedirs(directory, exist_ok=True)
    systems = {}
    for k in range(args.count):
        name = f"system-{k:05d}.json"
        systems[name] = build(args.seed * 100003 + k, args.mixed)
        al.write_system(os.path.join(directory, name), systems[name])
    results = al.solve_batch(autolayout, directory)
    passed = refused = suboptimal = failed = 0
    for name in sorted(systems):
        outcome = check(systems[name], results.get(name, {"error": "no result"}), args.mixed)
        if outcome == "pass":
            passed += 1
        elif outcome == "refused":
            refused += 1
        elif outcome == "suboptimal":
            suboptimal += 1
        else:
            failed += 1
            print(f"FAIL {name}: {outcome}")
    if not args.keep:
        shutil.rmtree(directory, ignore_errors=True)
    more = f", {suboptimal} suboptimal" if args.mixed else ""
    print(f"differential-scaled: {passed} passed, {refused} refused{more}, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
