"""Shared helpers for Scripts/differential.py and Scripts/ambiguity-oracle.py.

Independent of the engine's internals: systems are written as autolayout-bench/1 JSON
(Benchmarks/FORMAT-EXTENSIONS.md describes the `ops` extension used here) and solved by
running `autolayout solve --batch --format json` on a directory of them.
"""
import json
import os
import subprocess
import sys

FORMAT_ID = "autolayout-bench/1"
REQUIRED = 1000.0


def repo_root():
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def find_autolayout(explicit):
    """The `autolayout` binary: --autolayout, else $AUTOLAYOUT, else `swift build --show-bin-path`."""
    path = explicit or os.environ.get("AUTOLAYOUT")
    if not path:
        try:
            out = subprocess.run(["swift", "build", "--show-bin-path"], cwd=repo_root(),
                                 capture_output=True, text=True, check=True).stdout.strip()
        except (OSError, subprocess.CalledProcessError) as e:
            sys.exit(f"cannot locate the autolayout binary ({e}); pass --autolayout PATH")
        path = os.path.join(out, "autolayout")
    if not os.path.isfile(path):
        sys.exit(f"{path} does not exist: run `swift build` first or pass --autolayout PATH")
    return path


def priority(strength):
    """Priority of a strength as written by these scripts ("required" or a number)."""
    return REQUIRED if strength == "required" else float(strength)


def kiwi_strength(p, kw):
    """FORMAT.md's mapping: s(p) = 10^(9p/1000), 1000 -> kiwi's required."""
    return kw.strength.required if p >= REQUIRED else 10.0 ** (9.0 * p / 1000.0)


def constraint(terms, constant, op, strength, tag=None):
    d = {"terms": [[float(a), v] for a, v in terms], "constant": float(constant), "op": op,
         "strength": strength}
    if tag:
        d["tag"] = tag
    return d


def write_system(path, system):
    with open(path, "w") as f:
        json.dump(system, f, separators=(",", ":"))


def solve_batch(autolayout, directory, extra=()):
    """Runs `autolayout solve --batch --format json DIR`; returns {file basename: result object}."""
    cmd = [autolayout, "solve", "--batch", "--format", "json", *extra, directory]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=1800)
    results = {}
    for line in proc.stdout.splitlines():
        line = line.strip()
        if line.startswith("{"):
            obj = json.loads(line)
            results[os.path.basename(obj.get("file", ""))] = obj
    if proc.returncode not in (0, 2) or (not results and proc.returncode != 0):
        tail = proc.stderr.strip().splitlines()[-5:]
        sys.exit(f"autolayout solve exited with {proc.returncode}:\n  " + "\n  ".join(tail))
    return results


def replay(system, rejected):
    """The final system after all ops and edits: active constraints (file index, constraint with
    its final constant) plus one optional equality per edit variable at its last suggestion.
    `rejected` are file indices the solver left out (they never enter)."""
    cons = system["constraints"]
    constants = [c["constant"] for c in cons]
    active = {i for i in range(len(cons)) if i not in rejected}

    def apply(ops):
        for op in ops:
            if "remove" in op:
                active.discard(op["remove"])
            elif "add" in op:
                active.add(op["add"])
            elif "set_constant" in op:
                constants[op["set_constant"]] = op["value"]

    apply(system.get("ops", []))
    edits = system.get("edits")
    last = {}
    if edits:
        for e in edits["variables"]:
            last[e["var"]] = (e.get("initial"), e.get("strength", 999))
        for st in edits.get("steps", []):
            apply(st.get("ops", []))
            for k, v in st.get("suggest", {}).items():
                last[k] = (v, last[k][1])
    final = []
    for i in sorted(active):
        c = dict(cons[i])
        c["constant"] = constants[i]
        final.append((i, c))
    for var, (value, strength) in sorted(last.items()):
        if value is not None:
            final.append((None, constraint([(1.0, var)], -value, "==", strength, tag="edit")))
    return final


def residual(c, values):
    return sum(a * values[v] for a, v in c["terms"]) + c["constant"]


def violation(c, values):
    r = residual(c, values)
    if c["op"] == "==":
        return abs(r)
    if c["op"] == ">=":
        return max(0.0, -r)
    return max(0.0, r)


def level_errors(final, values):
    """{priority: total violation} over the optional constraints of the final system."""
    out = {}
    for _, c in final:
        p = priority(c["strength"])
        if p < REQUIRED:
            out[p] = out.get(p, 0.0) + violation(c, values)
    return out


def max_required_violation(final, values):
    return max([violation(c, values) for _, c in final if priority(c["strength"]) >= REQUIRED],
               default=0.0)


def close(a, b, rel=1e-6):
    return abs(a - b) <= rel * max(1.0, abs(b))
