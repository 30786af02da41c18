/// UIKit's `UISegmentedControl`: 32 points tall (iOS 13 and later). The intrinsic width is an
/// estimate: every segment is as wide as the widest title at 13 pt plus 16, or as set with
/// `setWidth(_:forSegmentAt:)`.
open class UISegmentedControl: Control {
    private var titles: [String?] = []
    private var widths: [Int: Double] = [:]
    public var selectedSegmentIndex = UISegmentedControl.noSegment
    public var isMomentary = false
    public var apportionsSegmentWidthsByContent = false
    public var selectedSegmentTintColor: UIColor? { get { nil } set {} }
    public var textMeasurer: any TextMeasurer = MonospacedTextMeasurer() {
        didSet { invalidateIntrinsicContentSize() }
    }

    public static let noSegment = -1

    /// Titles are the items that are strings; any other item (an image) is a segment without one.
    public init(items: [Any]?) {
        titles = (items ?? []).map { $0 as? String }
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience override init(frame: Rect) {
        self.init(items: nil)
        self.frame = frame
    }

    public var numberOfSegments: Int { titles.count }

    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(segment, 0), titles.count))
        invalidateIntrinsicContentSize()
    }

    public func removeAllSegments() {
        titles.removeAll()
        selectedSegmentIndex = UISegmentedControl.noSegment
        invalidateIntrinsicContentSize()
    }

    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
        invalidateIntrinsicContentSize()
    }

    public func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    public func setWidth(_ width: Double, forSegmentAt segment: Int) {
        widths[segment] = width > 0 ? width : nil
        invalidateIntrinsicContentSize()
    }

    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {}

    open override var intrinsicContentSize: Size {
        let font = Font.systemFont(ofSize: 13)
        let widest = titles.map { textMeasurer.size(of: $0 ?? "", font: font, numberOfLines: 1, maxWidth: nil).width }
            .max() ?? 0
        let total = titles.indices.reduce(0.0) { sum, index in sum + (widths[index] ?? widest + 16) }
        return Size(width: total, height: ControlMetrics.segmentedControlHeight())
    }
}
