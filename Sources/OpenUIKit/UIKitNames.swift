// UIKit's type names over the model's neutral ones. The geometry names are the model's own
// `Rect`, `Size` and `Point` (whose members are UIKit's), so `override var intrinsicContentSize:
// CGSize` and `override init(frame: CGRect)` override the model's members. `CGFloat` stays
// Foundation's type: Swift converts it to and from `Double` implicitly (SE-0307), which is what
// the model measures in. These aliases shadow Foundation's `CGRect`, `CGSize` and `CGPoint` in
// files that import only OpenUIKit (as UIKit files import only UIKit); a file that also says
// `import Foundation` must drop that line, because both names are then visible.

public typealias CGRect = Rect
public typealias CGSize = Size
public typealias CGPoint = Point

public typealias UIView = View
public typealias UIScrollView = ScrollView
public typealias UIStackView = StackView
public typealias UILabel = Label
public typealias UIImageView = ImageView
public typealias UIImage = Image
public typealias UIControl = Control
public typealias UIButton = Button
public typealias UISwitch = Switch
public typealias UITextField = TextField
public typealias UITextView = TextView
public typealias UIFont = Font
public typealias UILayoutGuide = LayoutGuide
public typealias NSLayoutConstraint = LayoutConstraint
public typealias UILayoutPriority = LayoutPriority
public typealias UIEdgeInsets = EdgeInsets
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
public typealias NSLayoutDimension = LayoutDimension
public typealias NSLayoutAnchor = LayoutAnchor

extension View {
    public typealias AutoresizingMask = OpenAutoLayout.AutoresizingMask
}

// Appearance, traits, accessibility and archives: classes and values of the model, because apps
// override the members that use them (`override var backgroundColor: UIColor?`,
// `override func traitCollectionDidChange(_:)`, `override var accessibilityTraits`,
// `super.init(coder:)`), and an override must be declared in the class, not an extension.
public typealias UIResponder = Responder
public typealias UIColor = Color
public typealias UITraitCollection = TraitCollection
public typealias UIUserInterfaceSizeClass = TraitCollection.SizeClass
public typealias UIUserInterfaceStyle = TraitCollection.UserInterfaceStyle
public typealias UIContentSizeCategory = ContentSizeCategory
public typealias UIAccessibilityTraits = AccessibilityTraits
public typealias NSCoder = Coder
