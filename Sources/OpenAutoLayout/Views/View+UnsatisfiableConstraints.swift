/// The handler used when a hierarchy's root has none. Nil by default: the library prints
/// nothing; a program (or LayoutDiagnostics' `UnsatisfiableConstraintsLog.printToStandardError`)
/// sets it to see UIKit's console message.
nonisolated(unsafe) private var defaultUnsatisfiableHandlerStorage: ((LayoutIssue) -> Void)?

extension View {
    /// Called for conflicts in hierarchies whose root sets no `unsatisfiableConstraintsHandler`.
    /// UIKit always logs; this model leaves the choice to the program. Set it before layout
    /// passes run on other threads (it is not synchronised).
    public static var defaultUnsatisfiableConstraintsHandler: ((LayoutIssue) -> Void)? {
        get { defaultUnsatisfiableHandlerStorage }
        set { defaultUnsatisfiableHandlerStorage = newValue }
    }
}
