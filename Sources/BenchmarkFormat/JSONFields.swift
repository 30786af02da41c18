import Foundation

// Typed access to the untyped tree JSONSerialization returns. Each accessor names the
// path of the value it rejects, so every error says where the problem is. `path` is an
// autoclosure: the string is only built when something is wrong.

func object(_ value: Any, _ path: @autoclosure () -> String,
            constraint: Int? = nil) throws(WorkloadError) -> [String: Any] {
    guard let object = value as? [String: Any] else {
        throw WorkloadError(.wrongType(expected: "an object"), at: path(), constraint: constraint)
    }
    return object
}

func array(_ value: Any, _ path: @autoclosure () -> String,
           constraint: Int? = nil) throws(WorkloadError) -> [Any] {
    guard let array = value as? [Any] else {
        throw WorkloadError(.wrongType(expected: "an array"), at: path(), constraint: constraint)
    }
    return array
}

func string(_ value: Any, _ path: @autoclosure () -> String,
            constraint: Int? = nil) throws(WorkloadError) -> String {
    guard let string = value as? String else {
        throw WorkloadError(.wrongType(expected: "a string"), at: path(), constraint: constraint)
    }
    return string
}

/// A JSON number as a finite `Double`; booleans are not numbers here.
func number(_ value: Any, _ path: @autoclosure () -> String,
            constraint: Int? = nil) throws(WorkloadError) -> Double {
    guard let number = jsonNumber(value) else {
        throw WorkloadError(.wrongType(expected: "a number"), at: path(), constraint: constraint)
    }
    guard number.isFinite else {
        throw WorkloadError(.nonFiniteNumber, at: path(), constraint: constraint)
    }
    return number
}

/// A non-negative integral JSON number (a position in a list).
func index(_ value: Any, _ path: @autoclosure () -> String) throws(WorkloadError) -> Int {
    let value = try number(value, path())
    guard value >= 0, value < 1e15, value == value.rounded() else {
        throw WorkloadError(.wrongType(expected: "a non-negative integer"), at: path())
    }
    return Int(value)
}

/// Foundation bridges JSON booleans to `NSNumber` too (objCType "c"); keep them apart.
func jsonNumber(_ value: Any) -> Double? {
    guard let number = value as? NSNumber, !(value is String) else { return nil }
    if String(cString: number.objCType) == "c" { return nil }
    return number.doubleValue
}

func field(_ object: [String: Any], _ name: String, _ path: @autoclosure () -> String,
           constraint: Int? = nil) throws(WorkloadError) -> Any {
    guard let value = object[name] else {
        throw WorkloadError(.missingField(name), at: path(), constraint: constraint)
    }
    return value
}

/// A field that may be absent (or JSON `null`).
func optionalField(_ object: [String: Any], _ name: String) -> Any? {
    guard let value = object[name], !(value is NSNull) else { return nil }
    return value
}

/// How a JSON value reads in an error message.
func jsonText(_ value: Any) -> String {
    if let string = value as? String { return "\"\(string)\"" }
    if let number = jsonNumber(value) { return "\(number)" }
    if JSONSerialization.isValidJSONObject([value]),
       let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys]),
       let text = String(data: data, encoding: .utf8) {
        return String(text.dropFirst().dropLast())
    }
    return "\(value)"
}
