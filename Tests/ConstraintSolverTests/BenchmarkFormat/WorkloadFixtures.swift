import BenchmarkFormat
import Foundation

/// Builds a workload document from JSON fragments, so each test states only what it is about.
func workloadJSON(variables: String = #"["a", "b"]"#,
                  constraints: String = #"[{"terms": [[1.0, "a"]], "constant": -10.0, "op": "==", "strength": "required"}]"#,
                  extra: String = "") -> String {
    """
    {"format": "autolayout-bench/1", "name": "tiny", "variables": \(variables),
     "constraints": \(constraints)\(extra.isEmpty ? "" : ", " + extra)}
    """
}

func parse(_ json: String) throws(WorkloadError) -> Workload {
    try Workload(jsonData: Data(json.utf8))
}

/// The problem a document is refused for (`nil` if it is accepted).
func problem(_ json: String) -> WorkloadError.Problem? {
    do {
        _ = try parse(json)
        return nil
    } catch {
        return error.problem
    }
}

func refusal(_ json: String) -> WorkloadError? {
    do {
        _ = try parse(json)
        return nil
    } catch {
        return error
    }
}

/// A one-constraint document whose constraint has the given strength JSON.
func strengthJSON(_ strength: String) -> String {
    workloadJSON(constraints: #"[{"terms": [[1.0, "a"]], "constant": 0.0, "op": ">=", "strength": "#
                 + strength + "}]")
}
