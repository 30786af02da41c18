/// Something noteworthy or wrong in a document that could still be read.
public struct IBIssue: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        /// Informational: the reader made a documented choice (an unknown element became a plain view).
        case note
        /// Read in full, but the document is not what it says it is, or nothing in it could be checked:
        /// worth a user's attention, never silence.
        case warning
        /// The file is inconsistent; the affected value or constraint was left out.
        case error
    }

    public enum Kind: Sendable, Hashable {
        /// An element inside `<subviews>` this reader does not know; it was read as a plain view.
        case unknownViewElement(name: String)
        /// A second object with an id already used at `firstLocation`.
        case duplicateID(firstLocation: IBSourceLocation)
        /// `attribute` names an id that no object in the document has.
        case danglingReference(attribute: String, target: String)
        /// A constraint item names an object that is not a view or layout guide.
        case notALayoutItem(attribute: String, target: String)
        /// A number that is not a finite decimal (non-numeric, NaN, infinite, zero denominator).
        case invalidNumber(attribute: String, value: String)
        /// A constraint attribute name IB does not write.
        case unknownLayoutAttribute(attribute: String, value: String)
        /// A relation other than `lessThanOrEqual`/`greaterThanOrEqual` (or `equal`).
        case unknownRelation(value: String)
        /// An enumerated attribute with a value IB does not write (stack view axis, …).
        case unknownValue(attribute: String, value: String)
        /// A required attribute is missing (a constraint's `firstAttribute`, an element's `id`).
        case missingAttribute(attribute: String)
        /// A `secondItem` without `secondAttribute`, or the reverse.
        case incompleteSecondItem
        /// A priority outside 1…1000.
        case priorityOutOfRange(value: Double)
        /// The `type` attribute names one kind of document and the content (`<scenes>` or `<objects>`) is the
        /// other; the document is read as its content says.
        case typeDisagreesWithContent(type: String, content: IBDocumentKind)
        /// The document holds no view at all, so nothing in it was checked.
        case noViews
        /// A constraint whose result is not a finite number (a huge multiplier or constant); it is left out.
        case resultOverflows
        /// A view's content hugging or compression resistance priority outside 1…1000.
        case contentPriorityOutOfRange(attribute: String, value: Double)
        /// `<device id=…>` names a device the table does not know (`IBDeviceModel`): its scenes are laid
        /// out as the known device nearest their size, and each scene's notes say which.
        case unknownDevice(id: String)
    }

    public var kind: Kind
    public var file: String
    public var location: IBSourceLocation
    /// The id of the element concerned, when it has one.
    public var objectID: String?
    /// The element name concerned (`constraint`, `label`, …).
    public var elementName: String

    public init(kind: Kind, file: String, location: IBSourceLocation, objectID: String?, elementName: String) {
        self.kind = kind
        self.file = file
        self.location = location
        self.objectID = objectID
        self.elementName = elementName
    }

    public var severity: Severity {
        switch kind {
        // The document was read in full; this says what a reader should know about it.
        case .unknownViewElement, .unknownDevice: .note
        // A silent pass otherwise: the file was read as its content says, or had nothing to check.
        case .typeDisagreesWithContent, .noViews: .warning
        default: .error
        }
    }

    /// The problem in words, without the location.
    public var message: String {
        let subject = objectID.map { "\(elementName) \"\($0)\"" } ?? elementName
        switch kind {
        case .unknownViewElement(let name):
            return "unknown view element <\(name)> read as a plain view"
        case .duplicateID(let first):
            return "\(subject): id is already used at line \(first.line)"
        case .danglingReference(let attribute, let target):
            return "\(subject): \(attribute) \"\(target)\" refers to no object in the document"
        case .notALayoutItem(let attribute, let target):
            return "\(subject): \(attribute) \"\(target)\" is not a view or layout guide"
        case .invalidNumber(let attribute, let value):
            return "\(subject): \(attribute)=\"\(value)\" is not a finite number"
        case .unknownLayoutAttribute(let attribute, let value):
            return "\(subject): \(attribute)=\"\(value)\" is not a layout attribute"
        case .unknownRelation(let value):
            return "\(subject): relation=\"\(value)\" is not a relation"
        case .unknownValue(let attribute, let value):
            return "\(subject): \(attribute)=\"\(value)\" is not a known value"
        case .missingAttribute(let attribute):
            return "\(subject): missing \(attribute)"
        case .incompleteSecondItem:
            return "\(subject): secondItem and secondAttribute must be given together"
        case .priorityOutOfRange(let value):
            return "\(subject): priority \(value) is outside 1...1000"
        case .resultOverflows:
            return "\(subject): its result overflows (is not a finite number); the constraint is left out"
        case .typeDisagreesWithContent(let type, let content):
            let element = content == .storyboard ? "<scenes>" : "<objects>"
            return "type=\"\(type)\" disagrees with the content (\(element)): read as a \(content.rawValue)"
        case .noViews:
            return "no view found in the document: nothing was checked"
        case .contentPriorityOutOfRange(let attribute, let value):
            return "\(subject): \(attribute) \(value) is outside 1...1000"
        case .unknownDevice(let id):
            return "device \"\(id)\" is not one this version knows: laid out as the known device nearest "
                + "the size of its first root view (each scene's notes name it)"
        }
    }

    /// `path:line:column: severity: message`, the form editors and CI jump to.
    public var description: String {
        "\(file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }
}
