import TextOutput

/// Why a visual format was refused, with UIKit's words and the offset of its caret.
///
/// `description` is UIKit's exception reason: a header, the message, the format, and a caret
/// under `position` (for an empty or non-ASCII format, the header and message only).
public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    public var reason: Reason
    /// The format as given.
    public var format: String
    /// The offset (in characters; formats are ASCII) where UIKit stops; may equal the length.
    public var position: Int

    public init(_ reason: Reason, format: String, position: Int) {
        self.reason = reason
        self.format = format
        self.position = position
    }

    /// What went wrong; `message` gives UIKit's text for each.
    public enum Reason: Hashable, Sendable {
        case emptyFormat
        case nonASCII
        case expectedOrientationColon(VisualFormat.Orientation)
        case expectedConnectionAfterBar
        case expectedView
        case invalidViewName
        case unknownView(String)
        case expectedViewEnd
        case unexpectedEndInView
        case unterminatedViewPredicate
        case expectedBracketAfterThickness
        case expectedViewOrBar
        case expectedEndOfFormat
        case expectedDash
        case expectedDashBeforeComma
        case ambiguousMinus
        case expectedClosingParenthesis
        case expectedMoreInput
        case unknownRelation
        case expectedNumberOrMetric
        case malformedNumber
        /// Not a UIKit error: `strtod` would give an infinity or NaN, which no layout can use.
        case nonFiniteNumber
        case unknownMetric(String)
        case viewAsSpacing(String)
        case priorityTooLow(Double)
        case priorityTooHigh(Double)
        case baselineSpacingInHorizontalLayout
        /// An alignment option on the format's own axis (`horizontal` for H formats).
        case alignmentAlongLayoutAxis(VisualFormat.Orientation)
        /// A `|` next to a view that has no superview (reported by `hasSuperview`).
        case noSuperview
    }

    /// UIKit's message for `reason`, without header, format or caret.
    public var message: String {
        switch reason {
        case .emptyFormat: "It's an empty string."
        case .nonASCII: "It contains non-ASCII characters."
        case .expectedOrientationColon(.horizontal): "Expected ':' after 'H' to specify horizontal arrangement"
        case .expectedOrientationColon(.vertical): "Expected ':' after 'V' to specify vertical arrangement"
        case .expectedConnectionAfterBar: "Expected a connection after the '|' character"
        case .expectedView: "Expected a view"
        case .invalidViewName:
            "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
        case .unknownView(let name): "\(name) is not a key in the views dictionary."
        case .expectedViewEnd: "Expected a ']' here. That is how you give the end of a view."
        case .unexpectedEndInView: "Unexpectedly ran out of character fodder in the middle of parsing a view"
        case .unterminatedViewPredicate: "A predicate on a view's thickness must end with ')' and the view must end with ']'"
        case .expectedBracketAfterThickness: "Expected ']' after specifying thickness."
        case .expectedViewOrBar: "Expected a view or '|'"
        case .expectedEndOfFormat: "Expected the end of the format string"
        case .expectedDash: "Expected a '-' here"
        case .expectedDashBeforeComma:
            "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
        case .ambiguousMinus:
            "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
        case .expectedClosingParenthesis:
            "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
        case .expectedMoreInput: "Expected more input"
        case .unknownRelation: "Unknown relation. Must be ==, >=, or <="
        case .expectedNumberOrMetric:
            "Expected a number or key from the metrics dictionary, but encountered something else"
        case .malformedNumber:
            "Expected a number or a key from the metrics dictionary, but encountered something else"
        case .nonFiniteNumber: "Expected a finite number"
        case .unknownMetric(let name):
            "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
        case .viewAsSpacing:
            "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
        case .priorityTooLow(let value):
            "Invalid priority specified: \(NumberText.printfG(value)). Priority must be greater than 0"
        case .priorityTooHigh(let value):
            "Invalid priority specified: \(NumberText.printfG(value)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
        case .baselineSpacingInHorizontalLayout: "BaselineToBaseline format option not valid for horizontal layout"
        case .alignmentAlongLayoutAxis(.horizontal):
            "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
        case .alignmentAlongLayoutAxis(.vertical):
            "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
        case .noSuperview: "Unable to interpret '|' character, because the related view doesn't have a superview"
        }
    }

    /// UIKit's exception reason, e.g.
    /// `"Unable to parse constraint format: \nExpected a view \nH:|-| \n    ^"`.
    public var description: String {
        let header = "Unable to parse constraint format:"
        switch reason {
        case .emptyFormat, .nonASCII:
            return "\(header) \(message)"
        default:
            let caret = String(repeating: " ", count: max(0, position)) + "^"
            return "\(header) \n\(message) \n\(format) \n\(caret)"
        }
    }
}
