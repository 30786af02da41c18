#!/usr/bin/env bash
# Installs the autolayout command line as PREFIX/bin/autolayout.
#
#   Scripts/install.sh /usr/local 0.1.0     # a released binary (Linux x86_64 or aarch64): no build
#   Scripts/install.sh "$HOME/.local"       # no version: built from this checkout
#
# With a VERSION it downloads autolayout-vVERSION-linux-ARCH.tar.gz and its .sha256 from the GitHub
# release vVERSION (.github/workflows/release.yml makes them), checks the sum and the version the
# binary reports, and installs it; nothing is built, no Swift toolchain is needed. The repository is
# AUTOLAYOUT_REPOSITORY (owner/name), else this checkout's `origin`; AUTOLAYOUT_DOWNLOAD_URL replaces
# the whole https://github.com/REPO/releases/download/vVERSION folder (a mirror, or file:// in tests).
#
# Without a version it runs `swift build -c release --static-swift-stdlib --product autolayout` (the
# Swift runtime and Foundation linked in, so the binary can be copied to machines without a
# toolchain); the build is skipped when AUTOLAYOUT_SKIP_BUILD=1 and .build/release/autolayout exists.
set -euo pipefail

usage() { echo "usage: Scripts/install.sh PREFIX [VERSION]   (installs PREFIX/bin/autolayout)" >&2; exit 64; }
fail() { echo "install.sh: error: $*" >&2; exit 1; }
[ $# -ge 1 ] && [ $# -le 2 ] && [ -n "$1" ] || usage
prefix=$1
version=${2:-}
version=${version#v}
if [ -n "$version" ] && ! [[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$ ]]; then
  fail "'$version' is not a version (expected e.g. 0.1.0)"
fi
mkdir -p "$prefix" && prefix=$(cd "$prefix" && pwd)
here=$(cd "$(dirname "$0")/.." && pwd)

download() {
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64 | Linux-amd64) arch=x86_64 ;;
    Linux-aarch64 | Linux-arm64) arch=aarch64 ;;
    *) fail "no released binary for $(uname -s) $(uname -m): run Scripts/install.sh PREFIX without a version to build it" ;;
  esac
  local base=${AUTOLAYOUT_DOWNLOAD_URL:-}
  if [ -z "$base" ]; then
    local repository=${AUTOLAYOUT_REPOSITORY:-}
    if [ -z "$repository" ]; then
      repository=$(git -C "$here" remote get-url origin 2>/dev/null | sed -E 's#^(https://github.com/|git@github.com:)##; s#\.git$##') || true
    fi
    [ -n "$repository" ] || fail "set AUTOLAYOUT_REPOSITORY=owner/name: the GitHub repository whose releases to use (docs/ci.md, \"Where to install from\")"
    base=https://github.com/$repository/releases/download/v$version
  fi
  local name=autolayout-v$version-linux-$arch.tar.gz
  work=""
  work=$(mktemp -d "${TMPDIR:-/tmp}/autolayout-install.XXXXXX")
  trap 'rm -rf "${work:-}"' EXIT
  curl -fsSL --retry 3 -o "$work/$name" "$base/$name" || fail "cannot download $base/$name"
  curl -fsSL --retry 3 -o "$work/$name.sha256" "$base/$name.sha256" || fail "cannot download $base/$name.sha256"
  (cd "$work" && sha256sum --check --status "$name.sha256") || fail "$name does not match its SHA-256 sum"
  tar -xzf "$work/$name" -C "$work" autolayout
  local reported
  reported=$("$work/autolayout" --version) || fail "the downloaded binary does not run on this machine"
  [ "$reported" = "$version" ] || fail "the downloaded binary reports version $reported, not $version"
  mkdir -p "$prefix/bin"
  install -m 0755 "$work/autolayout" "$prefix/bin/autolayout"
}

build() {
  cd "$here"
  if [ "${AUTOLAYOUT_SKIP_BUILD:-0}" != 1 ] || [ ! -x .build/release/autolayout ]; then
    swift build -c release --static-swift-stdlib --product autolayout
  fi
  mkdir -p "$prefix/bin"
  install -m 0755 .build/release/autolayout "$prefix/bin/autolayout"
}

if [ -n "$version" ]; then download; else build; fi
echo "installed $prefix/bin/autolayout ($("$prefix/bin/autolayout" --version))"
