// UIKit's `constraints(withVisualFormat:options:metrics:views:)` does not throw: a malformed
// format raises an Objective-C exception and the app stops. The model throws instead (so a
// test can read the message); these overloads keep UIKit's shape so app code compiles without
// `try`, and stop the program with the model's message, as UIKit does.

extension LayoutConstraint {
    /// UIKit's shape with the model's types; it shadows the model's throwing version.
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                   metrics: [String: Double]?, views: [String: View]) -> [LayoutConstraint] {
        parsed(format, options, metrics, views)
    }

    /// UIKit's shape with its dictionary types: metrics may be any numbers, views any values
    /// (those that are not views are left out, as nothing could be constrained to them).
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any]) -> [LayoutConstraint] {
        parsed(format, options, metrics?.compactMapValues(number), views.compactMapValues { $0 as? View })
    }

    private static func parsed(_ format: String, _ options: FormatOptions, _ metrics: [String: Double]?,
                               _ views: [String: View]) -> [LayoutConstraint] {
        do {
            return try visualFormatConstraints(format, options: options, metrics: metrics, views: views)
        } catch {
            fatalError("Unable to parse constraint format: \(error)")
        }
    }

    private static func number(_ value: Any) -> Double? {
        switch value {
        case let value as Double: value
        case let value as Int: Double(value)
        case let value as Float: Double(value)
        case let value as CGFloat: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }
}
