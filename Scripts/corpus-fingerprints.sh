#!/usr/bin/env bash
# GitLab Code Quality fingerprints on a folder of IB files (the corpus): every issue's fingerprint
# distinct, and two runs byte-identical.   Scripts/corpus-fingerprints.sh FOLDER [BINARY]
set -euo pipefail
folder=${1:?usage: Scripts/corpus-fingerprints.sh FOLDER [BINARY]}
binary=${2:-$(dirname "$0")/../.build/debug/autolayout}
work=$(mktemp -d "${TMPDIR:-/tmp}/autolayout-fingerprints.XXXXXX")
trap 'rm -rf "$work"' EXIT
for run in 1 2; do "$binary" check --reporter codeclimate "$folder" >"$work/$run.json" 2>/dev/null || true; done
cmp -s "$work/1.json" "$work/2.json" || { echo "corpus-fingerprints: FAIL: two runs differ" >&2; exit 1; }
python3 - "$work/1.json" <<'PY'
import json, sys
issues = json.load(open(sys.argv[1]))
distinct = len({issue["fingerprint"] for issue in issues})
print(f"corpus-fingerprints: {len(issues)} issues, {distinct} distinct fingerprints, two runs identical")
sys.exit(0 if distinct == len(issues) else 1)
PY
