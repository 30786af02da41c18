# Sourced by Scripts/fuzz-*.sh: runs a libFuzzer binary for a while and reports what it found.
#
#   fuzz_for SECONDS BINARY OUT REPRODUCE OPTION...
#
# fuzzes with OUT/corpus (growing) and OUT/seeds, writes crash artifacts to OUT/artifacts and the log to
# OUT/fuzz.log, prints libFuzzer's final figures, and on a crash, hang or memory blow-up prints each
# crashing input with the command REPRODUCE that runs it again, then exits non-zero.
fuzz_for() {
  local seconds=$1 binary=$2 out=$3 reproduce=$4
  shift 4
  local artifacts_before status
  artifacts_before=$(find "$out/artifacts" -type f | wc -l)
  set +e
  "$binary" "$@" -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="$out/artifacts/" "$out/corpus" "$out/seeds" >"$out/fuzz.log" 2>&1
  status=$?
  set -e
  grep -E '^(#[0-9]+[[:space:]]+DONE|stat::number_of_executed_units|stat::peak_rss_mb)' "$out/fuzz.log" || true

  if [ "$status" -ne 0 ] || [ "$(find "$out/artifacts" -type f | wc -l)" -gt "$artifacts_before" ]; then
    echo "== the fuzzer found a problem (exit status $status); log: $out/fuzz.log"
    grep -E -A12 'ERROR: |Fatal error' "$out/fuzz.log" | head -n 40 || true
    for artifact in $(grep -oE 'Test unit written to .*' "$out/fuzz.log" | sed 's/Test unit written to //'); do
      echo "crashing input: $PWD/$artifact (reproduce: $reproduce $artifact)"
    done
    [ "$status" -ne 0 ] || status=1
    exit "$status"
  fi
  echo "== no crash, hang or out-of-memory found"
}
