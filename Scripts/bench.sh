#!/usr/bin/env bash
# Benchmarks OpenAutoLayout's solver against kiwisolver and the no-solver floor, in one run,
# on the workloads of ../shared/bench (see Benchmarks/README.md).
#
#   Scripts/bench.sh [--small] [--out DIR] [--shared DIR] [--repeats N] [--kiwi-budget S]
#                    [--no-kiwi] [--no-kiwi-large]
#
#   --small          only the 100-sized workloads (a quick run, about a minute)
#   --out DIR        workloads and results go here (default: bench-workloads, git-ignored)
#   --shared DIR     where gen_workloads.py, kiwi_bench.py and direct_chain.c live
#                    (default: $(git rev-parse --show-toplevel)/../shared/bench)
#   --repeats N      runs per workload for our engine (default 7) and kiwi (default 5)
#   --kiwi-budget S  stop repeating a kiwi workload after S seconds (default 60; >= 1 run)
#   --no-kiwi        skip kiwisolver entirely
#   --no-kiwi-large  skip kiwisolver on the 10,000-box workloads (they take minutes each);
#                    nested-20x50 still runs (~10-25 s a run): the bar's ratio needs it
#
# kiwi never runs nested-100x100 (181k constraints: hours and tens of GB, see kiwi-baseline.md).
# Everything runs one process at a time, so the numbers in one table come from one machine state.
set -euo pipefail

root="$(git rev-parse --show-toplevel)"
out="$root/bench-workloads"
shared="$root/../shared/bench"
small=0 repeats=7 kiwi_repeats=5 kiwi_budget=60 kiwi=1 kiwi_large=1
while [ $# -gt 0 ]; do
  case "$1" in
    --small) small=1 ;;
    --out) out="$2"; shift ;;
    --shared) shared="$2"; shift ;;
    --repeats) repeats="$2"; kiwi_repeats="$2"; shift ;;
    --kiwi-budget) kiwi_budget="$2"; shift ;;
    --no-kiwi) kiwi=0 ;;
    --no-kiwi-large) kiwi_large=0 ;;
    -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
    *) echo "bench.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
for f in gen_workloads.py kiwi_bench.py direct_chain.c; do
  [ -f "$shared/$f" ] || { echo "bench.sh: $shared/$f not found (use --shared DIR)" >&2; exit 2; }
done

mkdir -p "$out/results"
results="$out/results"
: > "$results/ours.jsonl"; : > "$results/kiwi.jsonl"; : > "$results/floor.jsonl"

echo "== workloads -> $out" >&2
python3 "$shared/gen_workloads.py" "$out" $([ "$small" = 1 ] && echo --small) >&2
if [ "$small" = 1 ]; then
  workloads="chain-100 grid-10x10 nested-10x10 edits-100"
  sizes="100"
else
  workloads="chain-100 chain-1000 chain-10000 grid-10x10 grid-40x25 grid-100x100
             nested-10x10 nested-20x50 nested-100x100 edits-100 edits-1000 edits-10000"
  sizes="100 1000 10000"
fi

echo "== swift build -c release" >&2
(cd "$root" && swift build -c release --product autolayout-bench 2>&1 | tail -n 1) >&2
bench="$(cd "$root" && swift build -c release --show-bin-path)/autolayout-bench"
version="$(cd "$root" && git describe --always --dirty)"

echo "== openautolayout ($version)" >&2
for w in $workloads; do     # one process per workload: each line's memory figures are its own
  "$bench" "$out/$w.json" --repeats "$repeats" --engine-version "$version" | tee -a "$results/ours.jsonl" >&2 \
    || echo "bench.sh: $w did not verify" >&2
done

if [ "$kiwi" = 1 ] && python3 -c "import kiwisolver" 2>/dev/null; then
  echo "== kiwisolver $(python3 -c 'import kiwisolver; print(kiwisolver.__version__)')" >&2
  for w in $workloads; do
    case "$w" in
      nested-100x100) continue ;;
      *-10000|grid-100x100) [ "$kiwi_large" = 1 ] || continue ;;
    esac
    python3 "$shared/kiwi_bench.py" "$out/$w.json" --repeats "$kiwi_repeats" --max-seconds "$kiwi_budget" \
      | tee -a "$results/kiwi.jsonl" >&2 || echo "bench.sh: kiwi on $w failed" >&2
  done
elif [ "$kiwi" = 1 ]; then
  echo "== kiwisolver not installed (pip install kiwisolver): kiwi columns stay empty" >&2
fi

echo "== no-solver floor (direct_chain.c, cc -O2)" >&2
cc -O2 -o "$out/direct_chain" "$shared/direct_chain.c"
# shellcheck disable=SC2086
"$out/direct_chain" $sizes | tee "$results/floor.jsonl" >&2

echo >&2
python3 "$root/Scripts/bench-table.py" "$results/ours.jsonl" "$results/kiwi.jsonl" "$results/floor.jsonl"
