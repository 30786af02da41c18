import OpenAutoLayout

/// The layout constraints the DSL makes (SnapKit's `LayoutConstraint`): they remember the file
/// and line of the relation that made them and print like SnapKit's, so a conflict report
/// names the source line:
///
///     <SnapKit.LayoutConstraint:@ViewController.swift#42 View:label.left == View:/0.left + 10.0 ^750.0>
///
/// Where SnapKit prints a memory address (`0x7f…`), this prints something that is the same on
/// every run: the label (`snp.setLabel`, the view's `accessibilityIdentifier`, a guide's
/// `identifier`), or else the item's path of subview indices from its closest labelled ancestor
/// or root (`container/2`, `/0/1`); the constraint's own address is left out unless it is labelled.
public final class SnapLayoutConstraint: LayoutConstraint {
    /// The constraint's identifier, under SnapKit's name.
    public var label: String? {
        get { identifier }
        set { identifier = newValue }
    }

    /// The DSL constraint this is part of, while someone holds it.
    public internal(set) weak var constraint: Constraint?

    let sourceLocation: SourceLocation

    init(item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
         toItem: (any LayoutItem)?, attribute toAttribute: LayoutAttribute, multiplier: Double, constant: Double,
         sourceLocation: SourceLocation) {
        self.sourceLocation = sourceLocation
        super.init(item: item, attribute: attribute, relatedBy: relation, toItem: toItem, attribute: toAttribute,
                   multiplier: multiplier, constant: constant)
        creationSite = LayoutConstraint.CreationSite(fileID: sourceLocation.file, line: Int(sourceLocation.line))
    }

    /// Same items, attributes, relation, multiplier and priority: what `updateConstraints` looks for.
    func matches(_ other: LayoutConstraint) -> Bool {
        firstItem === other.firstItem && firstAttribute == other.firstAttribute && relation == other.relation
            && secondItem === other.secondItem && secondAttribute == other.secondAttribute
            && multiplier == other.multiplier && priority == other.priority
    }

    /// The attribute whose constant rule applies: the second one, or the first for a constant-only constraint.
    var constantAttribute: LayoutAttribute { secondAttribute == .notAnAttribute ? firstAttribute : secondAttribute }

    public override var description: String {
        var text = "<SnapKit.LayoutConstraint:\(label ?? "")@\(sourceLocation.fileName)#\(sourceLocation.line)"
        if let firstItem { text += " " + DebugIdentity.describe(firstItem) }
        if firstAttribute != .notAnAttribute { text += ".\(firstAttribute)" }
        text += " \(relation)"
        if let secondItem { text += " " + DebugIdentity.describe(secondItem) }
        if secondAttribute != .notAnAttribute { text += ".\(secondAttribute)" }
        if multiplier != 1 { text += " * \(multiplier)" }
        if secondAttribute == .notAnAttribute {
            text += " \(constant)"
        } else if constant > 0 {
            text += " + \(constant)"
        } else if constant < 0 {
            text += " - \(-constant)"
        }
        if priority.rawValue != 1000 { text += " ^\(priority.rawValue)" }
        return text + ">"
    }
}

/// Names items the same way on every run (no addresses).
enum DebugIdentity {
    static func describe(_ item: any LayoutItem) -> String {
        "\(type(of: item)):" + name(of: item)
    }

    static func name(of item: any LayoutItem) -> String {
        if let view = item as? View { return name(of: view) }
        if let guide = item as? LayoutGuide {
            if !guide.identifier.isEmpty && guide.owningView == nil { return guide.identifier }
            guard let owner = guide.owningView else { return "?" }
            let index = owner.layoutGuides.firstIndex { $0 === guide }
            let own = guide.identifier.isEmpty ? "guide\(index.map(String.init) ?? "?")" : guide.identifier
            return name(of: owner) + "." + own
        }
        return "?"
    }

    /// The label, or the subview indices from the closest labelled ancestor (or the root).
    private static func name(of view: View) -> String {
        if let label = view.accessibilityIdentifier { return label }
        var indices: [String] = []
        var current = view
        while let parent = current.superview {
            let index = parent.subviews.firstIndex { $0 === current } ?? 0
            indices.append(String(index))
            if let label = parent.accessibilityIdentifier {
                return label + "/" + indices.reversed().joined(separator: "/")
            }
            current = parent
        }
        return "/" + indices.reversed().joined(separator: "/")
    }
}
