#!/bin/sh
# The fourth hostile campaign's write classes (docs/reliability.md): `fix --in-place` stopped by
# SIGKILL, SIGTERM or SIGINT at random moments, and run while another process appends lines.
# Counts cut files (neither the old bytes nor the whole fixed copy), stray temporary files and
# lost lines. Usage: Scripts/campaign-writes.sh [RUNS_PER_SIGNAL] (default 20); needs a built
# .build/debug/autolayout and python3 (for the fixture).
set -u
runs=${1:-20}
binary=$(pwd)/.build/debug/autolayout
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work/original.storyboard" <<'PY'
import sys
text = open("Examples/Storyboards/ImageInScrollView-Ambiguous.storyboard").read()
cut = text.index("?>\n") + 3
open(sys.argv[1], "w").write(text[:cut] + "<!--" + "padding " * 40000 + "-->\n" + text[cut:])
PY
mkdir "$work/run"
cp "$work/original.storyboard" "$work/run/A.storyboard"
"$binary" fix "$work/run/A.storyboard" -o "$work/fixed.storyboard" >/dev/null 2>&1
start=$(date +%s%N); "$binary" fix -o /dev/null "$work/original.storyboard" >/dev/null 2>&1; end=$(date +%s%N)
span=$(( (end - start) / 1000000 ))
for signal in KILL TERM INT; do
    cut=0; stray=0; old=0; fixed=0
    i=0
    while [ $i -lt "$runs" ]; do
        cp "$work/original.storyboard" "$work/run/A.storyboard"
        # INT: a child of a non-interactive shell ignores SIGINT unless it is reset (python does).
        python3 -c 'import os,signal,subprocess,sys,time,random
p = subprocess.Popen(sys.argv[1:5], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                     preexec_fn=lambda: [signal.signal(s, signal.SIG_DFL) for s in (signal.SIGINT, signal.SIGTERM)])
time.sleep(random.uniform(0, int(sys.argv[6]) * 1.5 / 1000)); p.send_signal(getattr(signal, "SIG" + sys.argv[5])); p.wait()' \
            "$binary" fix --in-place "$work/run/A.storyboard" "$signal" "$span" 2>/dev/null
        if cmp -s "$work/run/A.storyboard" "$work/original.storyboard"; then old=$((old + 1))
        elif cmp -s "$work/run/A.storyboard" "$work/fixed.storyboard"; then fixed=$((fixed + 1))
        else cut=$((cut + 1)); fi
        [ "$(ls -A "$work/run" | wc -l)" -ne 1 ] && stray=$((stray + 1))
        rm -f "$work/run/".A.storyboard.*.tmp
        i=$((i + 1))
    done
    echo "SIG$signal: $runs runs: $old old, $fixed fixed, $cut cut, $stray with a stray temporary file"
done
lost=0; refused=0; i=0
while [ $i -lt "$runs" ]; do
    cp "$work/original.storyboard" "$work/run/A.storyboard"
    sh -c 'n=0; while [ $n -lt 300 ]; do echo "<!-- line $n -->" >> "$1"; n=$((n + 1)); sleep 0.01; done' sh "$work/run/A.storyboard" &
    "$binary" fix --in-place "$work/run/A.storyboard" >/dev/null 2>&1
    [ $? -eq 2 ] && refused=$((refused + 1))
    wait
    have=$(grep -c '^<!-- line ' "$work/run/A.storyboard")
    [ "$have" -ne 300 ] && lost=$((lost + 1))
    i=$((i + 1))
done
echo "concurrent append: $runs runs: $refused refused (exit 2), $lost lost a line"
