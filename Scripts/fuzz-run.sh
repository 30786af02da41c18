# Sourced by Scripts/fuzz-*.sh: links a libFuzzer binary, sets the environment it runs in, runs it for a
# while and reports what it found.

# absolute_inputs PATH...: sets `inputs` to the paths made absolute, since the scripts then move to the
# repository's root and inputs to reproduce are named relative to where the script was called from.
absolute_inputs() {
  inputs=()
  local input
  for input in "$@"; do
    inputs+=("$(cd "$(dirname "$input")" && pwd)/$(basename "$input")")
  done
}

# link_fuzzer OUT SWIFTC_ARGUMENT...: with AddressSanitizer where the toolchain can combine the two, with
# libFuzzer alone otherwise (the reason goes to OUT/build-asan.log).
link_fuzzer() {
  local out=$1
  shift
  if ! swiftc -sanitize=fuzzer,address "$@" 2>"$out/build-asan.log"; then
    echo "   -sanitize=fuzzer,address failed (see $out/build-asan.log); building with -sanitize=fuzzer only"
    swiftc -sanitize=fuzzer "$@"
  fi
}

# Swift's runtime keeps caches alive until exit, which LeakSanitizer would report as leaks.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1}"
# Swift's own crash backtracer reads memory that AddressSanitizer then reports as a second, unrelated crash;
# with it off, libFuzzer prints the one stack that matters.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"

#   fuzz_for SECONDS BINARY OUT REPRODUCE OPTION...      (FUZZ_SEED=N: a fixed random seed)
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
  # FUZZ_SEED fixes libFuzzer's random seed (0, the default, draws one): CI passes a fixed seed so
  # that its short run explores the same inputs every time and a red run can be replayed exactly;
  # long local runs leave it unset to explore new ground.
  "$binary" "$@" -seed="${FUZZ_SEED:-0}" -max_total_time="$seconds" -print_final_stats=1 \
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
