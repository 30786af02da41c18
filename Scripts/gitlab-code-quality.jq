# autolayout check --reporter json  →  GitLab's Code Quality report (a JSON array of issues,
# https://docs.gitlab.com/ee/ci/testing/code_quality.html#code-quality-report-format):
#   autolayout check --reporter json . | jq -f Scripts/gitlab-code-quality.jq > gl-code-quality-report.json
# Errors are "critical", warnings "minor". The fingerprint is the file, object id and rule (not the
# line, which moves when the file is edited), so GitLab follows an issue across commits.
[ .documents[] as $document
  | $document.issues[]
  | {
      description: .message,
      check_name: .kind,
      fingerprint: ([$document.path, (.objectID // ""), .kind, (if .objectID then "" else .message end)] | join("|") | @base64),
      severity: (if .severity == "error" then "critical" else "minor" end),
      location: { path: ($document.path | ltrimstr("./")), lines: { begin: .line } }
    }
]
