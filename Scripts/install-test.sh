#!/usr/bin/env bash
# Scripts/install.sh's download path without a network or a build: a release folder made from an
# already built binary (the release workflow's file names and .sha256 sums), served as file://.
#   Scripts/install-test.sh [BINARY]        (default .build/debug/autolayout)
# Checks: the released binary is installed and reports its version; the pre-commit hook installs it
# into its cache and fails a commit with an error; a wrong sum, a missing release and a binary
# reporting another version each fail with their own message and install nothing.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
binary=$(cd "$(dirname "${1:-$repo/.build/debug/autolayout}")" && pwd)/$(basename "${1:-autolayout}")
version=$("$binary" --version)
work=$(mktemp -d "${TMPDIR:-/tmp}/autolayout-install-test.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() { echo "install-test: FAIL: $*" >&2; exit 1; }

case "$(uname -m)" in x86_64 | amd64) arch=x86_64 ;; aarch64 | arm64) arch=aarch64 ;; *) echo "install-test: skipped on $(uname -m)"; exit 0 ;; esac
release() {  # release FOLDER VERSION: the assets of release vVERSION in FOLDER
  mkdir -p "$1/stage" && cp "$binary" "$1/stage/autolayout"
  local name=autolayout-v$2-linux-$arch.tar.gz
  tar -C "$1/stage" -czf "$1/$name" autolayout
  (cd "$1" && sha256sum "$name" > "$name.sha256")
}
expect_failure() {  # expect_failure WHAT MESSAGE PREFIX VERSION
  local output
  if output=$(AUTOLAYOUT_DOWNLOAD_URL=$2 "$repo/Scripts/install.sh" "$3" "$4" 2>&1); then fail "$1: installed"; fi
  [ ! -e "$3/bin/autolayout" ] || fail "$1: left a binary behind"
  echo "   $1: $output"
}

release "$work/good" "$version"
AUTOLAYOUT_DOWNLOAD_URL=file://$work/good "$repo/Scripts/install.sh" "$work/prefix" "v$version" >/dev/null
[ "$("$work/prefix/bin/autolayout" --version)" = "$version" ] || fail "the installed binary's version"
"$work/prefix/bin/autolayout" check "$repo/Examples/Storyboards/ImageInScrollView-Fixed.storyboard" >/dev/null 2>&1 \
  || fail "the installed binary does not pass the fixed example"
echo "   released binary $version installed without a build"

# The pre-commit hook: installs the release into its cache once, then checks the staged files.
set +e
hook=$(XDG_CACHE_HOME=$work/cache AUTOLAYOUT_DOWNLOAD_URL=file://$work/good "$repo/Scripts/pre-commit-hook.sh" \
  "$repo/Examples/Storyboards/ImageInScrollView-Ambiguous.storyboard" 2>/dev/null); status=$?
set -e
[ "$status" = 1 ] && grep -q "error: Scrollable content size is ambiguous" <<<"$hook" || fail "pre-commit hook: $status $hook"
[ -x "$work/cache/autolayout/$version/bin/autolayout" ] || fail "pre-commit hook: nothing in its cache"
echo "   pre-commit hook: release $version cached, the ambiguous example fails the commit"

release "$work/tampered" "$version"
echo "tampered" >> "$work/tampered/autolayout-v$version-linux-$arch.tar.gz"
expect_failure "wrong sum" "file://$work/tampered" "$work/p1" "$version"
expect_failure "missing release" "file://$work/none" "$work/p2" "$version"
release "$work/other" "9.9.9"
expect_failure "another version inside" "file://$work/other" "$work/p3" "9.9.9"
expect_failure "not a version" "file://$work/good" "$work/p4" "latest; rm -rf /"
echo "install-test: passed"
