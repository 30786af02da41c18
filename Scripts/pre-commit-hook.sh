#!/usr/bin/env bash
# pre-commit's `autolayout` hook (.pre-commit-hooks.yaml): runs `autolayout check --quiet` on the
# staged storyboards and xibs with the released binary of the version this hook's revision declares
# (AutoLayoutVersion.current), installed once into ~/.cache/autolayout/VERSION by Scripts/install.sh:
# no Swift toolchain and no build on a developer's first commit. When that release cannot be
# downloaded (an unreleased revision, no network) it says so and exits 2; the `autolayout-source`
# hook builds from source instead, `autolayout-system` uses an autolayout on PATH.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$here/Sources/LayoutCheck/Reporters/Reporter.swift")
cache=${XDG_CACHE_HOME:-$HOME/.cache}/autolayout/$version
if [ ! -x "$cache/bin/autolayout" ]; then
  "$here/Scripts/install.sh" "$cache" "$version" >&2 || {
    echo "autolayout: cannot install release $version; use the autolayout-source or autolayout-system hook" >&2
    exit 2
  }
fi
exec "$cache/bin/autolayout" check --quiet "$@"
