#!/bin/sh
# Builds a release autolayout-bench with every function aligned to 64 bytes, in its own scratch
# folder (.build-aligned, git-ignored), and prints the binary's path.
#
# Why: a hot loop's speed depends on its offset within a 64-byte line, and by default a function
# starts wherever the code before it ends (16-byte alignment), so a change anywhere earlier in the
# solver module can move the edit step by 30 % with the same instructions (Benchmarks/README.md,
# "the edit step's 2.4 µs after de829d0"). Aligned, each function's loops keep their offsets
# whatever comes before them, so two commits compare their own code. Measurement only: the flag
# is an unsafe one, which a package others depend on cannot carry.
#
# Usage: Scripts/bench-aligned.sh [SCRATCH_DIR]
set -eu
scratch=${1:-.build-aligned}
swift build -c release --product autolayout-bench --scratch-path "$scratch" \
    -Xswiftc -Xllvm -Xswiftc -align-all-functions=6 >&2
echo "$scratch/release/autolayout-bench"
