import ConsoleLog
import OpenAutoLayout

/// Predicts the constraint UIKit breaks when the log does not say. The rule was read off the logs
/// that carry both the list and UIKit's choice (docs/log-json.md, "UIKit's choice", gives the
/// evidence log by log); where it does not single out one constraint, the answer is "cannot decide".
///
/// Among the clashing constraints (the minimal set) the app made (or all, when UIKit made every one):
/// 1. if only one is the app's, UIKit breaks it (UIKit never broke its own when the app had one in the set);
/// 2. else if exactly one of the app's fixes a width or height to a constant, UIKit breaks that size;
/// 3. else if one view is pinned to the same item by both opposite edges, UIKit breaks the
///    trailing (or bottom) one.
enum BrokenPrediction {
    static let ruleSummary = "the app's only constraint in the clash, else its one fixed size, else the closing trailing/bottom edge"

    struct Result {
        var choice: BrokenChoice?
        var undecided: String?
    }

    static func predict(_ message: LogMessage, minimalSet: [Int]) -> Result {
        let clash = minimalSet.isEmpty ? message.constraints.indices.filter { message.constraints[$0].parsed } : minimalSet
        guard !clash.isEmpty else { return Result(undecided: "no readable constraint is listed") }
        let own = clash.filter { !message.constraints[$0].isSystemMade }
        let pool = own.isEmpty ? clash : own
        func chosen(_ index: Int) -> Result {
            Result(choice: BrokenChoice(constraint: message.constraints[index], index: index, source: .predicted))
        }
        if pool.count == 1 { return chosen(pool[0]) }
        // UIKit's own fixed sizes (a frame from an autoresizing mask) are the host's: not candidates.
        let sizes = own.filter { isFixedSize(message.constraints[$0]) }
        if sizes.count == 1 { return chosen(sizes[0]) }
        if sizes.count > 1 {
            return Result(undecided: "\(sizes.count) fixed sizes clash and the log does not say which UIKit breaks")
        }
        if let closing = closingEdge(message.constraints, pool) { return chosen(closing) }
        return Result(undecided: "the clashing constraints give UIKit's rule no single candidate")
    }

    private static func isFixedSize(_ constraint: LogConstraint) -> Bool {
        constraint.secondItem == nil && constraint.firstAttribute.isSize
    }

    /// The trailing or bottom constraint of the one pair that pins a view to the same item by both edges.
    private static func closingEdge(_ constraints: [LogConstraint], _ pool: [Int]) -> Int? {
        var opening: [String: Int] = [:]
        var closing: [String: Int] = [:]
        for index in pool {
            let constraint = constraints[index]
            guard let first = constraint.firstItem, let second = constraint.secondItem,
                  constraint.firstAttribute == constraint.secondAttribute,
                  let axis = constraint.firstAttribute.axis else { continue }
            let key = [first.key, second.key].sorted().joined(separator: "|") + "\(axis)"
            switch constraint.firstAttribute {
            case .leading, .left, .top: opening[key] = index
            case .trailing, .right, .bottom: closing[key] = index
            default: continue
            }
        }
        let pairs = closing.keys.filter { opening[$0] != nil }.sorted()
        guard pairs.count == 1 else { return nil }
        return closing[pairs[0]]
    }
}
