import OpenAutoLayout
import TextOutput

/// A constraint as UIKit's `-[NSLayoutConstraint description]` prints it in console logs:
///
///     <NSLayoutConstraint:0x600000071d10 UIView:0x1555f3420.height >= 330   (active)>
///     <NSLayoutConstraint:0x6000000733e0 V:|-(10)-[UILabel:0x1555f30f0]   (active, names: '|':UIView:0x1555f2f40 )>
///
/// Edge-to-superview-edge and sibling-spacing constraints take the visual-format form, the rest
/// the equation form; a priority below 1000 follows the constant as `@750`.
public enum UIKitConstraintDescription {
    public static func describe(_ constraint: LayoutConstraint, addresses: ObjectAddresses) -> String {
        var text = "<\(className(of: constraint)):\(addresses.address(of: constraint))"
        if let site = constraint.creationSite, isSnapKit(constraint) { text += "@\(siteName(site))" }
        if let identifier = constraint.identifier { text += " '\(identifier)'" }
        if constraint.kind == .autoresizingMask, let view = constraint.firstItem as? View {
            text += " " + autoresizingFlags(view.autoresizingMask)
        }
        var names = ""
        if let visual = visualFormat(constraint, addresses: addresses) {
            text += " " + visual.body
            if let superview = visual.superview { names = ", names: '|':\(itemName(superview, addresses)) " }
        } else {
            text += " " + equation(constraint, addresses: addresses)
        }
        return text + "   (active\(names))>"
    }

    /// UIKit's class name for an item: `UIScrollView` for the model's `ScrollView` (and the
    /// document loader's subclasses of it); a program's own subclass keeps its own name.
    public static func className(of item: AnyObject) -> String {
        let qualified = String(reflecting: type(of: item))
        let module = qualified.split(separator: ".").first.map(String.init) ?? ""
        guard module == "OpenAutoLayout" || module == "InterfaceBuilder" else {
            return String(describing: type(of: item))
        }
        switch item {
        case is Window: return "UIWindow"
        case is StackView: return "UIStackView"
        case is ScrollView: return "UIScrollView"
        case is Label: return "UILabel"
        case is Button: return "UIButton"
        case is TextField: return "UITextField"
        case is ImageView: return "UIImageView"
        case is LayoutGuide: return "UILayoutGuide"
        default: return "UIView"
        }
    }

    /// `UIView:0x7f8e5c407a20`, `UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`.
    public static func itemName(_ item: AnyObject, _ addresses: ObjectAddresses) -> String {
        var text = "\(className(of: item)):\(addresses.address(of: item))"
        if let guide = item as? LayoutGuide, !guide.identifier.isEmpty { text += "'\(guide.identifier)'" }
        return text
    }

    private static func className(of constraint: LayoutConstraint) -> String {
        isSnapKit(constraint) ? "SnapKit.LayoutConstraint" : constraint.kind.className
    }

    private static func isSnapKit(_ constraint: LayoutConstraint) -> Bool {
        String(describing: type(of: constraint)) == "SnapLayoutConstraint"
    }

    private static func siteName(_ site: LayoutConstraint.CreationSite) -> String {
        (site.fileID.split(separator: "/").last.map(String.init) ?? site.fileID) + "#\(site.line)"
    }

    /// `h=--& v=--&`: left margin, width, right margin (top, height, bottom), `&` when flexible.
    private static func autoresizingFlags(_ mask: AutoresizingMask) -> String {
        func flag(_ part: AutoresizingMask) -> String { mask.contains(part) ? "&" : "-" }
        return "h=" + flag(.flexibleLeftMargin) + flag(.flexibleWidth) + flag(.flexibleRightMargin)
            + " v=" + flag(.flexibleTopMargin) + flag(.flexibleHeight) + flag(.flexibleBottomMargin)
    }

    /// `A.leading == 0.5*B.trailing + 20 @750`, `A.width >= 330`.
    static func equation(_ constraint: LayoutConstraint, addresses: ObjectAddresses) -> String {
        let first = constraint.firstItem.map { itemName($0, addresses) } ?? "nil"
        var text = "\(first).\(constraint.firstAttribute) \(constraint.relation) "
        if let second = constraint.secondItem {
            if constraint.multiplier != 1 { text += "\(NumberText.format(constraint.multiplier))*" }
            text += "\(itemName(second, addresses)).\(constraint.secondAttribute)"
            if constraint.constant > 0 { text += " + \(NumberText.format(constraint.constant))" }
            if constraint.constant < 0 { text += " - \(NumberText.format(-constraint.constant))" }
        } else {
            text += NumberText.format(constraint.constant)
        }
        if !constraint.priority.isRequired { text += " @\(constraint.priority)" }
        return text
    }
}
