#!/bin/sh
# Byte-compares what two autolayout binaries write for every storyboard and xib under the given
# folders: `check --reporter json`, `explain`, and `fix -o` (its summary and the fixed copy), each
# with its exit status. Proves a change to how verdicts are reached left every verdict as it was.
#
# Usage: Scripts/compare-outputs.sh OLD_BINARY NEW_BINARY FOLDER...
# Prints one line per differing output and a total; exits 1 when anything differs.
set -u
[ $# -ge 3 ] || { echo "usage: $0 OLD_BINARY NEW_BINARY FOLDER..." >&2; exit 64; }
old=$1 new=$2
shift 2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
files=0 differing=0
run() { # binary, side, number, file
    # Standard output, exit status, then standard error without its elapsed time ("in 0.15 s").
    "$1" check --reporter json "$4" > "$work/$2.$3.json" 2> "$work/err"; echo "exit $?" >> "$work/$2.$3.json"
    sed -E 's/ in [0-9.]+ s\././' "$work/err" >> "$work/$2.$3.json"
    "$1" explain "$4" > "$work/$2.$3.explain" 2> "$work/err"; echo "exit $?" >> "$work/$2.$3.explain"
    sed -E 's/ in [0-9.]+ s\././' "$work/err" >> "$work/$2.$3.explain"
    rm -f "$work/fixed"
    "$1" fix "$4" -o "$work/fixed" > "$work/$2.$3.fix" 2> "$work/err"; echo "exit $?" >> "$work/$2.$3.fix"
    sed -E 's/ in [0-9.]+ s\././' "$work/err" >> "$work/$2.$3.fix"
    if [ -f "$work/fixed" ]; then mv "$work/fixed" "$work/$2.$3.fixed"; else : > "$work/$2.$3.fixed"; fi
}
find "$@" -type f \( -name '*.storyboard' -o -name '*.xib' \) | LC_ALL=C sort > "$work/list"
while IFS= read -r file; do
    files=$((files + 1))
    run "$old" old "$files" "$file"
    run "$new" new "$files" "$file"
    for kind in json explain fix fixed; do
        if ! cmp -s "$work/old.$files.$kind" "$work/new.$files.$kind"; then
            echo "differs: $kind $file"
            differing=$((differing + 1))
        fi
    done
done < "$work/list"
echo "$files files, $((files * 4)) outputs compared, $differing differ"
[ "$differing" -eq 0 ]
