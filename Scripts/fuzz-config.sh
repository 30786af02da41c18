#!/usr/bin/env bash
# Fuzzes the configuration reader (`.autolayout.yml`: ConfigurationLoader.parse, then matching its
# `excluded` patterns against deep paths) with libFuzzer.
#
#   Scripts/fuzz-config.sh               fuzz for ${FUZZ_SECONDS:-30} seconds; exit 0 if nothing was found
#   Scripts/fuzz-config.sh FILE...       run the given inputs once each (reproduce a crash)
#
# As Scripts/fuzz-ib.sh does for the IB reader: SwiftPM cannot build a libFuzzer binary, so this compiles
# the entry point in Fuzz/ConfigurationFuzz using `swiftc -sanitize=fuzzer,address`, on top of the modules
# it imports (built without coverage: LayoutCheck, which holds the loader, and Yams from .build/checkouts,
# resolved first if missing). Everything goes to .build-fuzz/config/ (git-ignored).
set -euo pipefail
# shellcheck source=Scripts/fuzz-run.sh
source "$(dirname "$0")/fuzz-run.sh"
absolute_inputs "$@"
cd "$(dirname "$0")/.."

seconds="${FUZZ_SECONDS:-30}"
out=.build-fuzz/config
binary="$out/config-fuzz"
modules="$out/modules"
mkdir -p "$out/seeds" "$out/corpus" "$out/artifacts" "$modules"

[ -d .build/checkouts/Yams ] || swift package resolve >/dev/null
yams=.build/checkouts/Yams/Sources
sources=(Fuzz/ConfigurationFuzz/main.swift)
# In build order; LayoutCheck (the loader) comes after Yams, which it imports.
libraries=(TextOutput ConstraintSolver OpenAutoLayout ConsoleLog InterfaceBuilder LayoutDiagnostics LayoutRendering)

needs_build=1
if [ -x "$binary" ]; then
  needs_build=0
  while IFS= read -r file; do
    if [ "$file" -nt "$binary" ]; then needs_build=1; fi
  done < <(printf '%s\n' "${sources[@]}" "$0"; find "${libraries[@]/#/Sources/}" Sources/LayoutCheck -name '*.swift')
fi

# One library module: its object and .swiftmodule in $modules, optimised, without sanitizer coverage;
# kept while no source of it is newer (the four libraries take minutes on a busy machine).
build_module() {
  local module=$1; shift
  if [ -f "$modules/$module.o" ]; then
    local stale=0
    for file in "$@"; do [ "$file" -nt "$modules/$module.o" ] && stale=1; done
    [ "$stale" = 0 ] && return 0
  fi
  # Yams imports CYaml only when built as a package (SWIFT_PACKAGE), as SwiftPM does.
  swiftc -parse-as-library -O -wmo -package-name OpenAutoLayout -module-name "$module" -I "$modules" -I "$yams/CYaml/include" \
    -DSWIFT_PACKAGE -Xcc -DYAML_DECLARE_STATIC -emit-module -emit-module-path "$modules/$module.swiftmodule" \
    -c -o "$modules/$module.o" "$@"
}

if [ "$needs_build" = 1 ]; then
  echo "== building $binary"
  for module in "${libraries[@]}"; do
    mapfile -t files < <(find Sources/"$module" -name '*.swift' | sort)
    build_module "$module" "${files[@]}"
  done
  for file in "$yams"/CYaml/src/*.c; do
    clang -O2 -DYAML_DECLARE_STATIC -I "$yams/CYaml/include" -c "$file" -o "$modules/cyaml-$(basename "$file" .c).o"
  done
  mapfile -t files < <(find "$yams/Yams" -name '*.swift' | sort)
  build_module Yams "${files[@]}"
  mapfile -t files < <(find Sources/LayoutCheck -name '*.swift' | sort)
  build_module LayoutCheck "${files[@]}"
  common=(-parse-as-library -O -wmo -package-name OpenAutoLayout -module-name ConfigurationFuzz -I "$modules" -I "$yams/CYaml/include"
          -Xcc -DYAML_DECLARE_STATIC -o "$binary" "${sources[@]}" "$modules"/*.o -lm)
  link_fuzzer "$out" "${common[@]}"
fi

# 4 KB is ten times the longest configuration in docs/configuration.md, and enough for nested patterns.
options=(-max_len=4096 -timeout=5 -rss_limit_mb=2048 -detect_leaks=0 -dict=Fuzz/config.dict)

if [ "${#inputs[@]}" -gt 0 ]; then
  exec "$binary" "${options[@]}" "${inputs[@]}"
fi

# Seeds: every YAML block of docs/configuration.md, and a few written here (fresh every run).
rm -f "$out"/seeds/*
awk '/^```yaml/{n++; keep=1; next} /^```/{keep=0} keep{print > sprintf("'"$out"'/seeds/doc-%02d.yml", n)}' docs/configuration.md
printf 'excluded:\n  - "**/a/**/a/*b"\n' >"$out/seeds/globs.yml"
printf 'rules: {missing-constraints: off}\ndevice: {id: retina6_1, orientation: landscape}\ncanvas: {width: 390, height: 844}\nmode: build\n' \
  >"$out/seeds/all.yml"

echo "== fuzzing the configuration reader for ${seconds}s"
fuzz_for "$seconds" "$binary" "$out" Scripts/fuzz-config.sh "${options[@]}"
