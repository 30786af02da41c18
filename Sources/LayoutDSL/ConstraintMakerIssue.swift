/// Something a maker closure asked for that cannot be done. SnapKit stops the whole program
/// with `fatalError` in these cases; here the rest of the closure still takes effect, the
/// offending line makes no constraint, and the issue is returned by `makeConstraints`,
/// `remakeConstraints` and `updateConstraints` and printed as a compiler-style line
/// (`File.swift:42: error: …`) so that logs point at the source.
public struct ConstraintMakerIssue: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// `updateConstraints` found no earlier constraint with the same items, attributes,
        /// relation, multiplier and priority (SnapKit: "Updated constraint could not find
        /// existing matching constraint to update").
        case noMatchingConstraintToUpdate
        /// A `…ToSuperview()` relation, or an implied superview target, on an item without one.
        case missingSuperview
        /// `make.edges.equalTo(other.snp.center)`: several attributes that are not the same set.
        case multipleNonIdenticalAttributes
        /// A target of a type the DSL does not know, or an item that no longer exists.
        case invalidTarget
        /// `dividedBy(0)` or another non-finite multiplier; the multiplier becomes 1.
        case invalidMultiplier
        /// The two items share no ancestor, so the constraint cannot be activated.
        case noCommonAncestor
    }

    public let kind: Kind
    /// The file the relation (`equalTo`, …) was written in, as `#fileID` gives it.
    public let file: String
    public let line: UInt
    public let message: String

    public init(kind: Kind, file: String, line: UInt, message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.message = message
    }

    /// The file name without its module or directories.
    public var fileName: String { String(file.split(separator: "/").last ?? Substring(file)) }

    public var description: String { "\(fileName):\(line): error: \(message)" }
}

/// Collects the issues of one maker run, in the order they happen.
final class IssueLog {
    private(set) var issues: [ConstraintMakerIssue] = []

    func record(_ kind: ConstraintMakerIssue.Kind, _ location: SourceLocation, _ message: String) {
        let issue = ConstraintMakerIssue(kind: kind, file: location.file, line: location.line, message: message)
        issues.append(issue)
        print(issue)
    }
}

/// Where a constraint was written: `#fileID` and `#line` of its relation.
struct SourceLocation: Hashable, Sendable {
    let file: String
    let line: UInt

    var fileName: String { String(file.split(separator: "/").last ?? Substring(file)) }
}
