#!/bin/sh
# Times `check --no-notes`, `check` (notes on, the default), `check --reporter json`, `explain` and
# `fix` on the same inputs, side by side
# (Benchmarks/README.md, "Fix-it verification in linear time"): the corpus folder, then generated
# scroll views of ambiguous and determined rows. CPU seconds, one run each.
#
# Usage: Scripts/bench-explain.sh BINARY CORPUS_FOLDER [AMBIGUOUS_ROWS...] [-- DETERMINED_ROWS...]
# e.g.   Scripts/bench-explain.sh .build/release/autolayout ../shared/corpus 250 1000 5000 -- 2500 20000
set -eu
[ $# -ge 2 ] || { echo "usage: $0 BINARY CORPUS_FOLDER [AMBIGUOUS_ROWS...] [-- DETERMINED_ROWS...]" >&2; exit 64; }
binary=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
corpus=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
seconds() { # command...: CPU seconds (user + system), output discarded; on the shared machine
    # the wall clock mostly measures the other processes.
    /usr/bin/time -f '%U + %S' -o "$work/time" "$@" > /dev/null 2>&1 || true
    tail -n 1 "$work/time" | bc  # (time adds a line when the status is not 0)
}
row() { # label, then what to check (files or one folder)
    label=$1
    shift
    plain=$(seconds "$binary" check --no-notes "$@")
    check=$(seconds "$binary" check "$@")
    json=$(seconds "$binary" check --reporter json "$@")
    if [ -d "$1" ]; then
        # explain and fix take one file: every file of the folder in turn.
        explain=$(seconds sh -c 'find "$1" -type f \( -name "*.storyboard" -o -name "*.xib" \) | while IFS= read -r f; do "$2" explain "$f"; done' sh "$1" "$binary")
        fix=$(seconds sh -c 'find "$1" -type f \( -name "*.storyboard" -o -name "*.xib" \) | while IFS= read -r f; do "$2" fix "$f" -o "$3"; done' sh "$1" "$binary" "$work/fixed")
    else
        explain=$(seconds "$binary" explain "$1")
        fix=$(seconds "$binary" fix "$1" -o "$work/fixed")
    fi
    echo "| $label | $plain | $check | $json | $explain | $fix |"
}
echo "| input | check --no-notes | check | check --reporter json | explain | fix |"
echo "|---|---:|---:|---:|---:|---:|"
row "corpus, $(find "$corpus" -type f \( -name '*.storyboard' -o -name '*.xib' \) | wc -l) files" "$corpus"
kind=ambiguous
for rows in "$@"; do
    if [ "$rows" = "--" ]; then kind=determined; continue; fi
    "$here/generate-scroll-bench.py" --kind "$kind" --rows "$rows" -o "$work/$kind-$rows.storyboard"
    row "$rows $kind rows" "$work/$kind-$rows.storyboard"
done
