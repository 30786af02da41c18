#!/usr/bin/env python3
"""Writes a console log of about SIZE megabytes (default 50): ordinary app output with conflict
blocks, ambiguity traces and hierarchy errors (written here, at fresh addresses each time) between
its lines, then times `autolayout log` on it and prints the wall time and peak memory.

Usage: Scripts/log-bench.py [--size MB] [--binary PATH] [--keep PATH]
"""
import os
import resource
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CONFLICT = """{t} Demo[812:3301] [LayoutConstraints] Unable to simultaneously satisfy constraints.
\tProbably at least one of the constraints in the following list is one you don't want.
\tTry this:
\t\t(1) look at each constraint and try to figure out which you don't expect;
\t\t(2) find the code that added the unwanted constraint or constraints and fix it.
(
    "<NSLayoutConstraint:0x6000{a}01 UILabel:0x7f{a}02'Order #{n}'.height == 21   (active)>",
    "<NSLayoutConstraint:0x6000{a}03 V:|-(12)-[UILabel:0x7f{a}02'Order #{n}']   (active, names: '|':UITableViewCellContentView:0x7f{a}04 )>",
    "<NSLayoutConstraint:0x6000{a}05 V:[UILabel:0x7f{a}02'Order #{n}']-(12)-|   (active, names: '|':UITableViewCellContentView:0x7f{a}04 )>",
    "<NSLayoutConstraint:0x6000{a}06 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f{a}04.height == 44   (active)>"
)

Will attempt to recover by breaking constraint
<NSLayoutConstraint:0x6000{a}01 UILabel:0x7f{a}02'Order #{n}'.height == 21   (active)>

Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
"""

TRACE = """{t} Demo[812:3301] [LayoutConstraints] View has an ambiguous layout. See "Auto Layout Guide: Ambiguous Layouts" for help debugging.

*UIView:0x7f{a}09- AMBIGUOUS LAYOUT for UIView:0x7f{a}09.minX{{id: 12}}, UIView:0x7f{a}09.Width{{id: 13}}

Legend:
\t* - is laid out with auto layout
"""

ORDINARY = "{t} Demo[812:3301] network: GET /api/orders/{n} 200 (142 ms), {n} bytes cached\n"


def write_log(path, megabytes):
    target = megabytes * 1024 * 1024
    written = 0
    n = 0
    with open(path, "w") as out:
        while written < target:
            n += 1
            stamp = f"2026-11-27 10:{(n // 60) % 60:02d}:{n % 60:02d}.{n % 1000:03d}"
            if n % 500 == 0:
                text = CONFLICT.format(t=stamp, a=f"{n:08x}", n=n % 7)
            elif n % 1700 == 0:
                text = TRACE.format(t=stamp, a=f"{n:08x}")
            else:
                text = ORDINARY.format(t=stamp, n=n)
            out.write(text)
            written += len(text)
    return written


def main():
    arguments = sys.argv[1:]
    size = int(arguments[arguments.index("--size") + 1]) if "--size" in arguments else 50
    binary = arguments[arguments.index("--binary") + 1] if "--binary" in arguments else None
    if binary is None:
        for configuration in ("release", "debug"):
            candidate = os.path.join(ROOT, ".build", configuration, "autolayout")
            if os.path.exists(candidate):
                binary = candidate
                break
    if binary is None:
        sys.exit("no autolayout binary: build it first (or pass --binary)")
    keep = arguments[arguments.index("--keep") + 1] if "--keep" in arguments else None
    path = keep or tempfile.NamedTemporaryFile(suffix=".log", delete=False).name
    written = write_log(path, size)
    start = time.monotonic()
    result = subprocess.run([binary, "log", "--reporter", "json", path], capture_output=True, text=True)
    elapsed = time.monotonic() - start
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    if not keep:
        os.unlink(path)
    if result.returncode not in (0, 1):
        sys.exit(f"autolayout log exited {result.returncode}: {result.stderr[-300:]}")
    print(f"{written / 1e6:.1f} MB log read in {elapsed:.2f} s wall, peak memory {peak:.0f} MB ({binary})")


if __name__ == "__main__":
    main()
