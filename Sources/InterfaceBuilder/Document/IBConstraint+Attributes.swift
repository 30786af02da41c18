/// The attributes of a `<constraint>` that few constraints record, stored apart
/// (`IBConstraint.recordedAttributes`).
struct IBConstraintAttributes: Sendable, Hashable {
    var identifier: String?
    var userLabel: String?
    /// Xcode 4.6/5 `type="default"`/`"user"`.
    var type: String?

    /// Nothing recorded: what a constraint without stored attributes reads.
    static let none = IBConstraintAttributes()
}

extension IBConstraint {
    /// One recorded attribute. A constraint whose attributes are all nil stores none, so two equal
    /// constraints compare (and hash) equal however their values were set.
    subscript(recorded keyPath: WritableKeyPath<IBConstraintAttributes, String?>) -> String? {
        get { recordedAttributes.first?[keyPath: keyPath] }
        set {
            var attributes = recordedAttributes.first ?? .none
            attributes[keyPath: keyPath] = newValue
            recordedAttributes = attributes == .none ? [] : [attributes]
        }
    }

    public var identifier: String? {
        get { self[recorded: \.identifier] } set { self[recorded: \.identifier] = newValue }
    }
    public var userLabel: String? {
        get { self[recorded: \.userLabel] } set { self[recorded: \.userLabel] = newValue }
    }
    /// Xcode 4.6/5 `type="default"`/`"user"`.
    public var type: String? {
        get { self[recorded: \.type] } set { self[recorded: \.type] = newValue }
    }
}
