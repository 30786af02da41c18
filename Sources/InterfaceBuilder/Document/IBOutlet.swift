/// One `<outlet>` or `<outletCollection>` connection: the app's code holds the object `destination`
/// (a view, a constraint) in its property `property`. A fix must never remove or re-target a
/// constraint an outlet holds (the app's `constraint.constant = …` on an implicitly unwrapped
/// outlet crashes at launch), nor fix the size of a view whose size the app's code may set.
public struct IBOutlet: Sendable, Hashable {
    public var property: String
    public var destination: String
    /// `<outletCollection>`: one of several objects held in an array property.
    public var isCollection: Bool

    public init(property: String, destination: String, isCollection: Bool) {
        self.property = property
        self.destination = destination
        self.isCollection = isCollection
    }
}

