#!/usr/bin/env bash
# Fuzzes the Interface Builder reader (IBReader.read(data:path:)) with libFuzzer.
#
#   Scripts/fuzz-ib.sh               fuzz for ${FUZZ_SECONDS:-30} seconds; exit 0 if nothing was found
#   Scripts/fuzz-ib.sh FILE...       run the given inputs once each (reproduce a crash)
#
# SwiftPM cannot build a libFuzzer binary, so this compiles Sources/InterfaceBuilder together with the
# entry point in Fuzz/IBReaderFuzz with `swiftc -sanitize=fuzzer,address` (fuzzer alone if the toolchain
# cannot combine them). Everything it writes goes to .build-fuzz/ (git-ignored): the binary, the seed
# corpus (copied from Examples/ and the test fixtures), the growing corpus and crash artifacts.
# On a crash, hang or memory blow-up it prints the input's path and exits non-zero.
set -euo pipefail
# shellcheck source=Scripts/fuzz-run.sh
source "$(dirname "$0")/fuzz-run.sh"
absolute_inputs "$@"
cd "$(dirname "$0")/.."

seconds="${FUZZ_SECONDS:-30}"
out=.build-fuzz
binary="$out/ib-reader-fuzz"
mkdir -p "$out/seeds" "$out/corpus" "$out/artifacts"

# The whole InterfaceBuilder module is fuzzed, built on the modules it imports. Those are compiled
# first, without sanitizer coverage (only the reader's code needs it); the entry point goes last,
# since with -parse-as-library no file is treated as top-level code.
mapfile -t reader < <(find Sources/InterfaceBuilder -name '*.swift' | sort)
sources=("${reader[@]}" Fuzz/IBReaderFuzz/main.swift)
mapfile -t dependencies < <(find Sources/TextOutput Sources/ConstraintSolver Sources/OpenAutoLayout -name '*.swift' | sort)

needs_build=1
if [ -x "$binary" ]; then
  needs_build=0
  for file in "${sources[@]}" "${dependencies[@]}" "$0"; do
    if [ "$file" -nt "$binary" ]; then needs_build=1; fi
  done
fi
if [ "$needs_build" = 1 ]; then
  echo "== building $binary"
  modules="$out/modules"
  mkdir -p "$modules"
  for module in TextOutput ConstraintSolver OpenAutoLayout; do
    mapfile -t files < <(find Sources/"$module" -name '*.swift' | sort)
    swiftc -parse-as-library -O -wmo -package-name OpenAutoLayout -module-name "$module" -I "$modules" \
      -emit-module -emit-module-path "$modules/$module.swiftmodule" -c -o "$modules/$module.o" "${files[@]}"
  done
  common=(-parse-as-library -O -wmo -package-name OpenAutoLayout -module-name InterfaceBuilder -I "$modules" -o "$binary"
          "${sources[@]}" "$modules/TextOutput.o" "$modules/ConstraintSolver.o" "$modules/OpenAutoLayout.o" -lm)
  link_fuzzer "$out" "${common[@]}"
fi

options=(-max_len=65536 -timeout=5 -rss_limit_mb=2048 -detect_leaks=0 -dict=Fuzz/ib.dict)

if [ "${#inputs[@]}" -gt 0 ]; then
  exec "$binary" "${options[@]}" "${inputs[@]}"
fi

# Seeds are copied fresh every run so that a new example or fixture is picked up.
rm -f "$out"/seeds/*
for seed in Examples/Storyboards/*.storyboard Tests/InterfaceBuilderTests/Fixtures/*; do
  [ -f "$seed" ] && cp "$seed" "$out/seeds/"
done

echo "== fuzzing IBReader for ${seconds}s"
fuzz_for "$seconds" "$binary" "$out" Scripts/fuzz-ib.sh "${options[@]}"
