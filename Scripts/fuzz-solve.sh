#!/usr/bin/env bash
# Fuzzes the `autolayout solve` format (autolayout-bench/1) with libFuzzer: parsing
# (Workload(jsonData:)) and everything solve does with it (Fuzz/SolveFormatFuzz/main.swift).
#
#   Scripts/fuzz-solve.sh               fuzz for ${FUZZ_SECONDS:-30} seconds; exit 0 if nothing was found
#   Scripts/fuzz-solve.sh FILE...       run the given inputs once each (reproduce a crash)
#
# SwiftPM cannot build a libFuzzer binary, so this compiles Sources/ConstraintSolver into a module and
# Sources/BenchmarkFormat together with the entry point, both with `swiftc -sanitize=fuzzer,address`
# (fuzzer alone if the toolchain cannot combine them): the solver is the code under test, so it gets
# coverage too. Everything it writes goes to .build-fuzz/ (git-ignored): the binary, the growing
# corpus and crash artifacts; seeds are Fuzz/SolveFormatFuzz/seeds/ and the test fixtures' systems.
# On a crash, hang or memory blow-up it prints the input's path and exits non-zero.
set -euo pipefail
inputs=()
for input in "$@"; do
  inputs+=("$(cd "$(dirname "$input")" && pwd)/$(basename "$input")")
done
cd "$(dirname "$0")/.."

seconds="${FUZZ_SECONDS:-30}"
out=.build-fuzz/solve
binary="$out/solve-format-fuzz"
mkdir -p "$out/seeds" "$out/corpus" "$out/artifacts"

mapfile -t solver < <(find Sources/ConstraintSolver -name '*.swift' | sort)
mapfile -t text < <(find Sources/TextOutput -name '*.swift' | sort)
sources=(Sources/BenchmarkFormat/*.swift Fuzz/SolveFormatFuzz/main.swift)

needs_build=1
if [ -x "$binary" ]; then
  needs_build=0
  for file in "${sources[@]}" "${solver[@]}" "${text[@]}" "$0"; do
    if [ "$file" -nt "$binary" ]; then needs_build=1; fi
  done
fi

build() {  # build SANITIZERS
  local modules="$out/modules"
  mkdir -p "$modules"
  swiftc -sanitize="$1" -parse-as-library -O -wmo -module-name TextOutput -I "$modules" \
    -emit-module -emit-module-path "$modules/TextOutput.swiftmodule" -c -o "$modules/TextOutput.o" "${text[@]}" &&
  swiftc -sanitize="$1" -parse-as-library -O -wmo -module-name ConstraintSolver -I "$modules" \
    -emit-module -emit-module-path "$modules/ConstraintSolver.swiftmodule" -c -o "$modules/ConstraintSolver.o" "${solver[@]}" &&
  swiftc -sanitize="$1" -parse-as-library -O -wmo -module-name BenchmarkFormat -I "$modules" -o "$binary" \
    "${sources[@]}" "$modules/TextOutput.o" "$modules/ConstraintSolver.o" -lm
}
if [ "$needs_build" = 1 ]; then
  echo "== building $binary"
  if ! build fuzzer,address 2>"$out/build-asan.log"; then
    echo "   -sanitize=fuzzer,address failed (see $out/build-asan.log); building with -sanitize=fuzzer only"
    build fuzzer
  fi
fi

export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1}"
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
options=(-max_len=8192 -timeout=5 -rss_limit_mb=2048 -detect_leaks=0 -dict=Fuzz/solve.dict)

if [ "${#inputs[@]}" -gt 0 ]; then
  exec "$binary" "${options[@]}" "${inputs[@]}"
fi

# shellcheck source=fuzz-run.sh
source Scripts/fuzz-run.sh
rm -f "$out"/seeds/*
cp Fuzz/SolveFormatFuzz/seeds/* "$out/seeds/"
echo "== fuzzing the solve format for ${seconds}s"
fuzz_for "$seconds" "$binary" "$out" Scripts/fuzz-solve.sh "${options[@]}"
