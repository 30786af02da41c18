// Standard controls with UIKit's sizes (iOS 14 and later, as Interface Builder records them; the
// InterfaceBuilder module's `ControlSizePolicy` cites the same figures): values are kept,
// colours accepted and ignored.

/// UIKit's `UIActivityIndicatorView`: 20 × 20 (medium), 37 × 37 (large). While it hides when
/// stopped (the default) it is hidden whenever it is not animating, from the start, as in UIKit:
/// a stopped indicator in a stack view is collapsed.
open class UIActivityIndicatorView: View {
    public var style: Style { didSet { if style != oldValue { invalidateIntrinsicContentSize() } } }
    public var hidesWhenStopped = true { didSet { updateHidden() } }
    public private(set) var isAnimating = false
    public var color: UIColor? { get { nil } set {} }

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        updateHidden()
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        updateHidden()
    }

    public convenience override init(frame: Rect) {
        self.init(style: .medium)
        self.frame = frame
    }

    public func startAnimating() {
        isAnimating = true
        updateHidden()
    }

    public func stopAnimating() {
        isAnimating = false
        updateHidden()
    }

    private func updateHidden() {
        if hidesWhenStopped { isHidden = !isAnimating }
    }

    open override var intrinsicContentSize: Size {
        ControlMetrics.activityIndicatorSize(large: style.isLarge)
    }

    /// UIKit's `UIActivityIndicatorView.Style`, with the pre-iOS 13 names.
    public enum Style: Int, Hashable, Sendable {
        case medium = 100, large = 101, whiteLarge = 0, white = 1, gray = 2
        var isLarge: Bool { self == .large || self == .whiteLarge }
    }
}

/// UIKit's `UIProgressView`: 4 points tall, as wide as its constraints make it. `progress` is
/// kept between 0 and 1.
open class UIProgressView: View {
    public var progressViewStyle: Style
    public var progress: Float = 0 { didSet { progress = min(max(progress, 0), 1) } }
    public var progressTintColor: UIColor? { get { nil } set {} }
    public var trackTintColor: UIColor? { get { nil } set {} }

    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        progressViewStyle = .default
        super.init(coder: coder)
    }

    public convenience override init(frame: Rect) {
        self.init(progressViewStyle: .default)
        self.frame = frame
    }

    public func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: ControlMetrics.progressBarHeight()) }

    /// UIKit's `UIProgressView.Style`.
    public enum Style: Int, Hashable, Sendable { case `default`, bar }
}

/// UIKit's `UISlider`: 31 points tall, as wide as its constraints make it; `value` is kept
/// within `minimumValue … maximumValue`.
open class UISlider: Control {
    public var minimumValue: Float = 0 { didSet { value = clamped(value) } }
    public var maximumValue: Float = 1 { didSet { value = clamped(value) } }
    public var value: Float = 0 { didSet { if value != clamped(value) { value = clamped(value) } } }
    public var isContinuous = true
    public var minimumTrackTintColor: UIColor? { get { nil } set {} }
    public var maximumTrackTintColor: UIColor? { get { nil } set {} }
    public var thumbTintColor: UIColor? { get { nil } set {} }

    public override init(frame: Rect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public func setValue(_ value: Float, animated: Bool) { self.value = value }

    private func clamped(_ value: Float) -> Float { min(max(value, minimumValue), maximumValue) }

    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: ControlMetrics.sliderHeight) }
}

/// UIKit's `UIStepper`: 94 × 32.
open class UIStepper: Control {
    public var value: Double = 0
    public var minimumValue: Double = 0
    public var maximumValue: Double = 100
    public var stepValue: Double = 1

    public override init(frame: Rect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var intrinsicContentSize: Size { ControlMetrics.stepperSize() }
}

/// UIKit's `UIPageControl`: 26 points tall. Interface Builder records 116 wide for three pages;
/// other counts are an estimate at 26 a page plus 38 (none: 0 wide).
open class UIPageControl: Control {
    public var numberOfPages = 0 {
        didSet { if numberOfPages != oldValue { invalidateIntrinsicContentSize() } }
    }
    public var currentPage = 0
    public var hidesForSinglePage = false
    public var pageIndicatorTintColor: UIColor? { get { nil } set {} }
    public var currentPageIndicatorTintColor: UIColor? { get { nil } set {} }

    public override init(frame: Rect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public func size(forNumberOfPages pageCount: Int) -> Size {
        Size(width: pageCount > 0 ? Double(26 * pageCount + 38) : 0, height: 26)
    }

    open override var intrinsicContentSize: Size { size(forNumberOfPages: numberOfPages) }
}
