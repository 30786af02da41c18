#!/usr/bin/env python3
"""Two release builds of autolayout-bench side by side, one process at a time, alternating which
goes first each round, on the workloads of Scripts/bench.sh (run that once to make them).

Usage: Scripts/bench-sidebyside.py BASE_BENCH NEW_BENCH [ROUNDS] [--workloads DIR] [--repeats N]
Prints a Markdown table: per workload the median over rounds of each run's median solve time
(wall clock, `--repeats 5` unless told: edits-10000's solves are bimodal, 1.0-1.1 or 1.6 ms by
run, and a 5-repeat median lands on either side), of its CPU time (`solve_total_cpu_s_median`)
and of the CPU time over the floor (`solve_total_cpu_vs_floor`), and the edit step for the edit workloads, with
NEW / BASE. On a machine shared with other builds, the CPU columns are the ones to read.
"""
import json
import os
import statistics
import subprocess
import sys

WORKLOADS = ["chain-10000", "grid-100x100", "nested-20x50", "nested-100x100", "edits-10000"]


REPEATS = "5"


def run(binary, path):
    out = subprocess.run([binary, path, "--repeats", REPEATS], capture_output=True, text=True, timeout=600).stdout
    return json.loads(out.strip().splitlines()[-1])


def main(argv):
    global REPEATS
    folder = "bench-workloads"
    if "--repeats" in argv:
        at = argv.index("--repeats")
        REPEATS = argv[at + 1]
        del argv[at:at + 2]
    if "--workloads" in argv:
        at = argv.index("--workloads")
        folder = argv[at + 1]
        del argv[at:at + 2]
    if len(argv) < 2:
        sys.exit(__doc__)
    binaries = {"base": argv[0], "new": argv[1]}
    rounds = int(argv[2]) if len(argv) > 2 else 5
    solve = {w: {b: [] for b in binaries} for w in WORKLOADS}
    cpu = {w: {b: [] for b in binaries} for w in WORKLOADS}
    ratio = {w: {b: [] for b in binaries} for w in WORKLOADS}
    edit = {w: {b: [] for b in binaries} for w in WORKLOADS}
    for r in range(rounds):
        for w in WORKLOADS:
            order = list(binaries) if r % 2 == 0 else list(binaries)[::-1]
            for b in order:
                line = run(binaries[b], os.path.join(folder, w + ".json"))
                solve[w][b].append(line["solve_total_s_median"])
                cpu[w][b].append(line["solve_total_cpu_s_median"])
                ratio[w][b].append(line["solve_total_cpu_vs_floor"])
                if line.get("edit_step_median_s_median") is not None:
                    edit[w][b].append(line["edit_step_median_s_median"])
    print("| workload | base | new | new / base |")
    print("|---|---:|---:|---:|")
    for w in WORKLOADS:
        base, new = (statistics.median(solve[w][b]) * 1e3 for b in binaries)
        print(f"| {w} solve (ms) | {base:.2f} | {new:.2f} | {new / base:.2f} |")
        base, new = (statistics.median(cpu[w][b]) * 1e3 for b in binaries)
        print(f"| {w} solve CPU (ms) | {base:.2f} | {new:.2f} | {new / base:.2f} |")
        base, new = (statistics.median(ratio[w][b]) for b in binaries)
        print(f"| {w} CPU / floor | {base:.1f}× | {new:.1f}× | {new / base:.2f} |")
        if edit[w]["base"] and edit[w]["new"]:
            base, new = (statistics.median(edit[w][b]) * 1e6 for b in binaries)
            print(f"| {w} edit step (µs) | {base:.1f} | {new:.1f} | {new / base:.2f} |")


if __name__ == "__main__":
    main(sys.argv[1:])
