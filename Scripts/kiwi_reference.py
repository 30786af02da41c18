"""kiwisolver as the reference for Scripts/differential.py: plays an autolayout-bench/1 document
(with the `ops` extension) into kiwi exactly as `autolayout solve` plays it into our engine."""
import json
import os

import kiwisolver as kw

import autolayout_systems as al


def kiwi_solve(doc):
    """Plays the document into kiwi exactly as `autolayout solve` plays it into ours."""
    vs = {v: kw.Variable(v) for v in doc["variables"]}
    solver = kw.Solver()
    cons = doc["constraints"]
    constants = [c["constant"] for c in cons]
    live = {}
    rejected = []

    def make(i):
        c = cons[i]
        e = kw.Expression([kw.Term(vs[v], a) for a, v in c["terms"]], constants[i])
        k = {"==": e == 0, ">=": e >= 0, "<=": e <= 0}[c["op"]]
        return k | al.kiwi_strength(al.priority(c["strength"]), kw)

    def add(i):
        k = make(i)
        try:
            solver.addConstraint(k)
            live[i] = k
        except kw.UnsatisfiableConstraint:
            rejected.append(i)

    def apply(ops):
        for op in ops:
            if "remove" in op and op["remove"] in live:
                solver.removeConstraint(live.pop(op["remove"]))
            elif "add" in op and op["add"] not in live:
                add(op["add"])
            elif "set_constant" in op:
                i = op["set_constant"]
                constants[i] = op["value"]
                if i in live:       # kiwi has no constant change: replace the constraint
                    solver.removeConstraint(live.pop(i))
                    add(i)

    for i in range(len(cons)):
        add(i)
    apply(doc.get("ops", []))
    ed = doc.get("edits")
    if ed:
        for e in ed["variables"]:
            solver.addEditVariable(vs[e["var"]], al.kiwi_strength(al.priority(e["strength"]), kw))
            solver.suggestValue(vs[e["var"]], e["initial"])
        for st in ed["steps"]:
            apply(st.get("ops", []))
            for k, v in sorted(st["suggest"].items()):
                solver.suggestValue(vs[k], v)
    solver.updateVariables()
    return {v: vs[v].value() for v in doc["variables"]}, sorted(rejected)


def kiwi_from_scratch(doc, planted):
    """kiwi on the final system only (active constraints with their final constants, each edit
    variable as an equality at its last suggestion): the fallback when kiwi's incremental path
    breaks. The planted conflicts are left out as kiwi would refuse them."""
    final = al.replay(doc, set(planted))
    scratch = {"variables": doc["variables"], "constraints": [c for _, c in final]}
    values, rejected = kiwi_solve(scratch)
    return values, sorted(set(planted) | {final[i][0] for i in rejected})


def in_child(function, *args):
    """Runs `function` in a forked child: kiwi aborts the process on some internal errors
    (`InternalSolverError` is not always translated to a Python exception)."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 2)     # kiwi's "terminate called after ..." is expected noise here
        try:
            out = json.dumps(function(*args)).encode()
            code = 0
        except Exception as e:       # reported to the parent as a failure
            out, code = json.dumps(repr(e)).encode(), 3
        with os.fdopen(write, "wb") as f:
            f.write(out)
        os._exit(code)
    os.close(write)
    with os.fdopen(read, "rb") as f:
        data = f.read()
    _, status = os.waitpid(pid, 0)
    return json.loads(data) if status == 0 else None
