#!/usr/bin/env bash
# Builds the autolayout command line as one self-contained binary (the Swift runtime and
# Foundation linked in statically, so it runs on a machine without a Swift toolchain) and installs
# it as PREFIX/bin/autolayout.
#
#   Scripts/install.sh /usr/local          # then: autolayout check .
#   Scripts/install.sh "$HOME/.local"
#
# The build is `swift build -c release --static-swift-stdlib --product autolayout`; it is skipped
# when AUTOLAYOUT_SKIP_BUILD=1 and .build/release/autolayout exists.
set -euo pipefail

if [ $# -ne 1 ] || [ -z "$1" ]; then
  echo "usage: Scripts/install.sh PREFIX   (installs PREFIX/bin/autolayout)" >&2
  exit 64
fi
prefix=$1
cd "$(dirname "$0")/.."

if [ "${AUTOLAYOUT_SKIP_BUILD:-0}" != 1 ] || [ ! -x .build/release/autolayout ]; then
  swift build -c release --static-swift-stdlib --product autolayout
fi
mkdir -p "$prefix/bin"
install -m 0755 .build/release/autolayout "$prefix/bin/autolayout"
echo "installed $prefix/bin/autolayout ($("$prefix/bin/autolayout" --version))"
