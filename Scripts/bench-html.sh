#!/bin/bash
# `check --no-notes` and `check` against `check --html DIR` on the same COUNT files (default 960), side by side in one run
# with one binary: the files are the corpus' storyboards and xibs copied round-robin into a
# temporary folder (as issue 18's figure was made). Prints each round's seconds and the best of
# ROUNDS (default 3) for both, in CPU seconds. Usage: Scripts/bench-html.sh [CORPUS] (default ../shared/corpus);
# BINARY=path (default .build/release/autolayout: build it with
# `swift build -c release --product autolayout`; debug figures mean nothing).
set -euo pipefail
corpus=${1:-../shared/corpus}
binary=$(realpath "${BINARY:-.build/release/autolayout}")
count=${COUNT:-960}
rounds=${ROUNDS:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mapfile -t sources < <(find "$corpus" \( -name '*.storyboard' -o -name '*.xib' \) -type f | sort)
[ ${#sources[@]} -gt 0 ] || { echo "no storyboards or xibs under $corpus" >&2; exit 2; }
mkdir -p "$work/in"
for ((i = 0; i < count; i++)); do
    source=${sources[i % ${#sources[@]}]}
    cp "$source" "$work/in/$(printf '%04d' "$i")-$(basename "$source")"
done

# CPU seconds (user + system) one command takes: on a shared machine the wall clock mostly measures
# the other processes. Its exit status is the check's (1 on issues), not a failure here.
seconds() {
    /usr/bin/time -f '%U + %S' -o "$work/time" "$@" > /dev/null 2>&1 || true
    tail -n 1 "$work/time" | bc  # (time adds a line when the status is not 0)
}

best_plain="" best_check="" best_html=""
cd "$work"
for ((round = 1; round <= rounds; round++)); do
    rm -rf html
    plain=$(seconds "$binary" check --no-notes in)
    check=$(seconds "$binary" check in)
    html=$(seconds "$binary" check in --html html)
    echo "round $round: check --no-notes $plain s, check $check s, check --html $html s CPU ($(ls html | wc -l) pages)"
    best_plain=$(printf '%s\n' $best_plain $plain | sort -g | head -1)
    best_check=$(printf '%s\n' $best_check $check | sort -g | head -1)
    best_html=$(printf '%s\n' $best_html $html | sort -g | head -1)
done
echo "$count files: check --no-notes $best_plain s, check $best_check s, check --html $best_html s (best of $rounds);" \
    "ratios to --no-notes: check $(echo "scale=2; $best_check / $best_plain" | bc), --html $(echo "scale=2; $best_html / $best_plain" | bc)"
