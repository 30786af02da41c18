# Sourced by Scripts/fuzz-*.sh: runs a built libFuzzer binary and reports what it found.
#
#   fuzz_run TITLE REPRODUCER SEED_DIR...
#
# Uses the caller's $binary, $out, $seconds and ${options[@]}. Fuzzes for $seconds seconds into
# $out/corpus (crash artifacts in $out/artifacts, the log in $out/fuzz.log); prints the final
# statistics, and on a crash, hang or memory blow-up the error and each input's path with the
# command that reproduces it, then exits non-zero.
fuzz_run() {
  local title="$1" reproducer="$2"
  shift 2
  echo "== fuzzing $title for ${seconds}s"
  local artifacts_before status
  artifacts_before=$(find "$out/artifacts" -type f | wc -l)
  set +e
  "$binary" "${options[@]}" -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="$out/artifacts/" "$out/corpus" "$@" >"$out/fuzz.log" 2>&1
  status=$?
  set -e
  grep -E '^(#[0-9]+[[:space:]]+DONE|stat::number_of_executed_units|stat::peak_rss_mb)' "$out/fuzz.log" || true

  if [ "$status" -ne 0 ] || [ "$(find "$out/artifacts" -type f | wc -l)" -gt "$artifacts_before" ]; then
    echo "== the fuzzer found a problem (exit status $status); log: $out/fuzz.log"
    grep -E -A12 'ERROR: |Fatal error' "$out/fuzz.log" | head -n 40 || true
    for artifact in $(grep -oE 'Test unit written to .*' "$out/fuzz.log" | sed 's/Test unit written to //'); do
      echo "crashing input: $PWD/$artifact (reproduce: $reproducer $artifact)"
    done
    [ "$status" -ne 0 ] || status=1
    exit "$status"
  fi
  echo "== no crash, hang or out-of-memory found"
}
