#!/usr/bin/env bash
# Side by side: each command with OLD, then with NEW (two release builds of `autolayout`), on the
# corpus and on generated files (Scripts/hostile-inputs.py), one line per run:
#   LABEL | BINARY | WALL | USER | PEAK RSS
# Usage: Scripts/bench-concurrency.sh OLD NEW CORPUS WORKDIR
# Used for Benchmarks/README.md, "Scenes and files on every core".
set -u
old=$1 new=$2 corpus=$3 work=$4
mkdir -p "$work"
here=$(cd "$(dirname "$0")" && pwd)
for spec in "scenes 20" "scenes 50" "broken 5"; do
    set -- $spec
    [ -f "$work/$1$2.storyboard" ] || python3 "$here/hostile-inputs.py" "$1" "$2" "$work/$1$2.storyboard"
done
run() {
    label=$1; shift
    for binary in "$old" "$new"; do
        /usr/bin/time -f "$label | $binary | %e s wall | %U s user | %M KB" "$binary" "$@" \
            > /dev/null 2> "$work/time.err"
        tail -1 "$work/time.err"
    done
}
uptime
run "corpus check --no-notes" check "$corpus" --no-notes
run "corpus check --no-notes" check "$corpus" --no-notes
run "corpus check" check "$corpus"
run "corpus fix --dry-run" fix --dry-run "$corpus"
run "scenes 20 check --no-notes" check "$work/scenes20.storyboard" --no-notes
run "scenes 50 check --no-notes" check "$work/scenes50.storyboard" --no-notes
run "scenes 50 check" check "$work/scenes50.storyboard"
run "broken 5 check" check "$work/broken5.storyboard"
run "broken 5 fix -o" fix -o "$work/fixed.storyboard" "$work/broken5.storyboard"
uptime
