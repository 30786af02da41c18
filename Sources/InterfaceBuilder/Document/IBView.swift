import OpenAutoLayout
/// One view element of an Interface Builder document (`view`, `scrollView`, `label`, …), as recorded.
///
/// Views live in `IBDocument.views` in document order (a parent before its children); the tree is
/// expressed by indices into that array, so arbitrarily deep files never need recursion to walk or free.
/// Attributes the file does not write are nil: default policies (hugging 250 vs 251, …) belong to the mapper.
public struct IBView: Sendable, Hashable {
    /// The XML element name, e.g. `scrollView`; an unknown name inside `<subviews>` is kept verbatim.
    public var elementName: String
    /// False when `elementName` is not a UIKit view element this reader knows (it is then a plain view).
    public var isKnownElement: Bool
    public var id: String
    /// The `key` attribute when the view fills a property of its container (`view`, `contentView`, …).
    public var key: String?
    public var customClass: String?
    public var userLabel: String?
    public var location: IBSourceLocation

    /// Index of the enclosing view element, nil for a top-level or view controller root view.
    public var superview: Int?
    /// True when the view is listed in its superview's `<subviews>`; false for keyed views such as a cell's `contentView`.
    public var isInSubviews: Bool
    /// Indices of the views in `<subviews>`, back to front.
    public var subviews: [Int] = []
    /// Indices of other view elements nested in this one but not in `<subviews>` (cells, `contentView`, `tableHeaderView`).
    public var attachedViews: [Int] = []
    /// Indices into `IBDocument.constraints` of the constraints this view's `<constraints>` declares.
    public var constraints: [Int] = []

    /// `<rect key="frame">`, or a resolved `<frame key="frameInset">`; nil when the file records no frame.
    public var recordedFrame: Rect?
    public var translatesAutoresizingMaskIntoConstraints: Bool?
    /// nil when there is no `<autoresizingMask>` element; an empty element gives an empty mask.
    public var autoresizingMask: IBAutoresizingMask?
    public var fixedFrame = false
    public var ambiguous = false
    public var misplaced = false
    public var contentMode: String?
    public var isHidden = false
    /// Label/text field/text view text (`text=` or `<string key="text">`).
    public var text: String?
    /// Removed in the default size class by `<variation key="default"><mask key="subviews"><exclude …>`.
    public var isExcludedByDefault = false

    /// What only some views record (fonts, priorities, margins, stack attributes, …; see
    /// `IBView+Attributes.swift`): none or one value, so a view that records none of it costs no
    /// storage for it. Every view stored inline cost about 1 KB, most of it nil, which made the
    /// model of a 50 MB file several times the file's size.
    var recordedAttributes: [IBViewAttributes] = []

    public init(elementName: String, isKnownElement: Bool, id: String, location: IBSourceLocation,
                superview: Int? = nil, isInSubviews: Bool = false) {
        self.elementName = elementName
        self.isKnownElement = isKnownElement
        self.id = id
        self.location = location
        self.superview = superview
        self.isInSubviews = isInSubviews
    }

    /// The id of the `<viewLayoutGuide>` with this key (`safeArea`, `contentLayoutGuide`, `frameLayoutGuide`).
    public func layoutGuideID(key: String) -> String? {
        layoutGuides.first { $0.key == key }?.id
    }

    public var safeAreaLayoutGuideID: String? { layoutGuideID(key: "safeArea") }
    public var contentLayoutGuideID: String? { layoutGuideID(key: "contentLayoutGuide") }
    public var frameLayoutGuideID: String? { layoutGuideID(key: "frameLayoutGuide") }
}

/// `<viewLayoutGuide key=… id=…>`: a guide owned by a view.
public struct IBViewLayoutGuide: Sendable, Hashable {
    public var key: String
    public var id: String
    public var location: IBSourceLocation
}

/// `placeholderIntrinsicWidth/Height`: a number, or `infinite` (no intrinsic size on that axis).
public enum IBIntrinsicDimension: Sendable, Hashable {
    case value(Double)
    case infinite
}

/// `<fontDescription key="fontDescription" …>`.
public struct IBFont: Sendable, Hashable {
    /// `system`, `boldSystem`, … (nil for a text style or a named font).
    public var type: String?
    public var pointSize: Double?
    /// A dynamic type style such as `UICTFontTextStyleBody`.
    public var style: String?
    public var name: String?
    public var weight: String?
}

/// Stack view attributes; a missing attribute means UIKit's default (horizontal, fill, fill, 0).
public struct IBStackViewAttributes: Sendable, Hashable {
    public var axis: String?
    public var distribution: String?
    public var alignment: String?
    public var spacing: Double?
    /// `standard` for system spacing.
    public var spacingType: String?
    public var isBaselineRelativeArrangement: Bool?
    public var isLayoutMarginsRelativeArrangement: Bool?

    public init(axis: String? = nil, distribution: String? = nil, alignment: String? = nil, spacing: Double? = nil,
                spacingType: String? = nil, isBaselineRelativeArrangement: Bool? = nil,
                isLayoutMarginsRelativeArrangement: Bool? = nil) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.spacingType = spacingType
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    }

    static let axes: Set = ["horizontal", "vertical"]
    static let distributions: Set = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
    static let alignments: Set = ["fill", "top", "center", "bottom", "leading", "trailing", "firstBaseline",
                                  "lastBaseline"]
}

/// `<variation key="…">`: what changes in one size class.
public struct IBVariation: Sendable, Hashable {
    /// `default`, `widthClass=compact`, `heightClass=regular-widthClass=compact`, …
    public var key: String
    public var location: IBSourceLocation
    public var excludedConstraints: [String] = []
    public var includedConstraints: [String] = []
    public var excludedSubviews: [String] = []
    public var includedSubviews: [String] = []
    /// The frame recorded for this size class, if any.
    public var frame: Rect?
    public var misplaced: Bool?
    public var ambiguous: Bool?
    public init(key: String, location: IBSourceLocation) {
        self.key = key
        self.location = location
    }

    /// The element's other attributes: property values for this size class (`axis="vertical"` on a stack view).
    public var overrides: [String: String] = [:]

    /// Whether this variation applies on a canvas with these size classes (`compact`/`regular`; nil
    /// for IB's "any"): every `widthClass=`/`heightClass=` part of the key must match. `default` never does.
    public func applies(widthClass: String?, heightClass: String?) -> Bool {
        guard key != "default", !key.isEmpty else { return false }
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return false }
            switch pair[0] {
            case "widthClass": if pair[1] != widthClass { return false }
            case "heightClass": if pair[1] != heightClass { return false }
            default: return false
            }
        }
        return true
    }
}
