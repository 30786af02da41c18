#!/usr/bin/env bash
# Validates every GitHub workflow and action file, and the CI recipes of docs/ci.md, against their
# published schemas (SchemaStore's, bundled with check-jsonschema from PyPI: no network at run time).
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m pip install --quiet --disable-pip-version-check check-jsonschema==0.39.0 >/dev/null 2>&1 || true
validate() { python3 -m check_jsonschema --builtin-schema "$@"; }
validate vendor.github-workflows .github/workflows/*.yml docs/recipes/github-actions.yml
validate vendor.github-actions action.yml
validate vendor.gitlab-ci docs/recipes/gitlab-ci.yml
