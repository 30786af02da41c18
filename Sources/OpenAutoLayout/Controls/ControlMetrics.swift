/// UIKit's intrinsic content sizes of its standard controls: the one table that the model's
/// controls, OpenUIKit's and the Interface Builder reader (`ControlSizePolicy`) all read.
///
/// Sizes are frames, from UIKit's documented or long-stable values, each matching what the corpus
/// records for the control (docs/corpus.md):
/// - `UISwitch` 51 × 31 (every switch the corpus records, Xcode 8 to 16 before iOS 26);
/// - `UISlider` 31 tall (Charts, OctoPod, IBAnimatable record 31);
/// - `UIProgressView` 2 tall, 4 from iOS 14 (Loop, Catty, KeePassium record 4);
/// - `UIActivityIndicatorView` 20 × 20, 37 × 37 in the large styles;
/// - `UIStepper` 94 × 29, 94 × 32 from iOS 13;
/// - `UIPickerView` and `UIDatePicker` (wheels) 320 × 216;
/// - `UISegmentedControl` 29 tall, 32 from iOS 13 (width from its titles).
/// "From iOS 13/14" is `current` below: what UIKit gives today; Interface Builder picks by the
/// file's Xcode version (`IBXcodeBehaviour.flatControls`, `.tallProgressBars`).
public enum ControlMetrics {
    public static let switchSize = Size(width: 51, height: 31)
    public static let sliderHeight = 31.0
    /// `current`: iOS 14 and later.
    public static func progressBarHeight(current: Bool = true) -> Double { current ? 4 : 2 }
    public static func activityIndicatorSize(large: Bool) -> Size {
        large ? Size(width: 37, height: 37) : Size(width: 20, height: 20)
    }
    /// `current`: iOS 13 and later (the flat controls).
    public static func stepperSize(current: Bool = true) -> Size { Size(width: 94, height: current ? 32 : 29) }
    public static let pickerSize = Size(width: 320, height: 216)
    /// `current`: iOS 13 and later (the flat controls).
    public static func segmentedControlHeight(current: Bool = true) -> Double { current ? 32 : 29 }
}
