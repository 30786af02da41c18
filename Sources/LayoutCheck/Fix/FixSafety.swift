import InterfaceBuilder

/// What the user allows `fix` to do beyond the safe default.
public struct FixPolicy: Sendable, Hashable {
    /// Give a width or height to a view an outlet holds (`fix --size-views-with-outlets`). Off by
    /// default: such a view's size is often the app's to set (a collection view pinned to the
    /// keyboard layout guide in code), and a size from its canvas frame would fight that code.
    public var sizesViewsWithOutlets: Bool

    public init(sizesViewsWithOutlets: Bool = false) {
        self.sizesViewsWithOutlets = sizesViewsWithOutlets
    }
}

/// Why a verified fix-it must still not be applied: it would change what the app's code relies on,
/// or trade a real constraint for one Interface Builder removes at build time.
///
/// - An outlet (or outlet collection) holds the constraint the fix-it removes: the app's
///   `constraint.constant = …` on an implicitly unwrapped outlet then crashes at launch.
/// - The issue is a conflict with a placeholder constraint (`placeholder="YES"`, "Remove at build
///   time") and the fix-it removes a real one: at build time the placeholder is gone and the real
///   constraint is missed.
/// - The fix-it gives a width or height to a view an outlet holds (unless the policy allows it).
struct FixSafety: Sendable {
    private let outletsByDestination: [String: [IBOutlet]]
    private let document: IBDocument
    let policy: FixPolicy

    init(document: IBDocument, policy: FixPolicy) {
        self.document = document
        self.policy = policy
        outletsByDestination = Dictionary(grouping: document.outlets, by: \.destination)
    }

    /// Why the fix-it adding `specs` and removing the constraints `removed` for `issue` is held back;
    /// nil when nothing forbids it.
    func reasonToHoldBack(adding specs: [IBConstraintSpec], removing removed: [String],
                          for issue: SceneLayoutIssue) -> String? {
        for id in removed {
            if let outlet = outletsByDestination[id]?.first { return "outlet '\(outlet.property)' holds constraint \(id)" }
        }
        if let placeholder = placeholderInConflict(issue),
           let real = removed.first(where: { document.constraint(withID: $0)?.isPlaceholder == false }) {
            return "it removes the real constraint \(real) to satisfy \(placeholder), a placeholder removed at build time"
        }
        guard !policy.sizesViewsWithOutlets else { return nil }
        for spec in specs where spec.firstAttribute == .width || spec.firstAttribute == .height {
            if let outlet = outletsByDestination[spec.firstItem]?.first {
                return "it fixes the \(spec.firstAttribute.rawValue) of \(spec.firstItem), which outlet "
                    + "'\(outlet.property)' holds (allow with --size-views-with-outlets)"
            }
        }
        return nil
    }

    /// The id of a placeholder constraint among the conflict's, if the issue is such a conflict.
    private func placeholderInConflict(_ issue: SceneLayoutIssue) -> String? {
        guard case .conflictingConstraints(let conflicting, _) = issue else { return nil }
        return conflicting.lazy.compactMap(\.id).first { document.constraint(withID: $0)?.isPlaceholder == true }
    }
}
