/// An invisible rectangle that takes part in layout (UIKit's `UILayoutGuide`).
///
/// A guide lives in its owning view's interior coordinates. System guides (margins, safe area,
/// keyboard, a scroll view's content and frame guides) are defined by generated constraints.
open class LayoutGuide: LayoutItem, CustomStringConvertible {
    public internal(set) weak var owningView: View?
    public var identifier: String = ""

    /// The guide's rectangle in the owning view's coordinates, as of the last layout pass. A
    /// system guide first asked for after its hierarchy was laid out (they are made on first use)
    /// lays the hierarchy out again once, so it reads as if it had always been there, as UIKit's do.
    public internal(set) var layoutFrame: Rect {
        get {
            if !frameIsCurrent, let owner = owningView, owner.existingEngine != nil {
                frameIsCurrent = true
                owner.setNeedsLayout()
                owner.layoutIfNeeded()
            }
            return layoutFrameStorage
        }
        set {
            layoutFrameStorage = newValue
            frameIsCurrent = true
        }
    }
    private var layoutFrameStorage: Rect = .zero
    private var frameIsCurrent = true

    let role: Role

    public init() { role = .user }

    init(role: Role, owner: View) {
        self.role = role
        owningView = owner
        identifier = role.identifier
        frameIsCurrent = false
    }

    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }

    open var description: String { "<\(debugName); layoutFrame = \(layoutFrame)>" }

    var debugName: String {
        let owner = owningView.map { "\($0.debugName)." } ?? ""
        return owner + (identifier.isEmpty ? "UILayoutGuide" : identifier)
    }

    /// Which system guide this is, if any. Identifiers are UIKit's.
    enum Role: Hashable {
        case user, layoutMargins, readableContent, safeArea, keyboard, content, frame, legacyTop, legacyBottom

        var identifier: String {
            switch self {
            case .user: ""
            case .layoutMargins: "UIViewLayoutMarginsGuide"
            case .readableContent: "UIViewReadableContentGuide"
            case .safeArea: "UIViewSafeAreaLayoutGuide"
            case .keyboard: "UIKeyboardLayoutGuide"
            case .content: "UIScrollView-contentLayoutGuide"
            case .frame: "UIScrollView-frameLayoutGuide"
            case .legacyTop: "UIViewController-topLayoutGuide"
            case .legacyBottom: "UIViewController-bottomLayoutGuide"
            }
        }
    }
}
