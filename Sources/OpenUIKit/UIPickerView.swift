import Foundation

/// UIKit's `UIPickerView`: 320 × 216 (its wheels' standard size, as Interface Builder records
/// it). Rows are not laid out; the data source and delegate are kept weakly.
open class UIPickerView: View {
    public weak var dataSource: UIPickerViewDataSource?
    public weak var delegate: UIPickerViewDelegate?
    private var selectedRows: [Int: Int] = [:]

    public override init(frame: Rect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public func reloadAllComponents() {}
    public func reloadComponent(_ component: Int) {}

    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) { selectedRows[component] = row }

    /// The selected row, -1 when none was selected (UIKit's answer for an empty component).
    public func selectedRow(inComponent component: Int) -> Int { selectedRows[component] ?? -1 }

    open override var intrinsicContentSize: Size { ControlMetrics.pickerSize }
}

public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// UIKit's `UIDatePicker`. With `.wheels` it is 320 × 216, as a picker view; the compact and
/// inline styles' sizes are not modelled and take the same size (an estimate).
open class UIDatePicker: Control {
    public var date = Date()
    public var minimumDate: Date?
    public var maximumDate: Date?
    public var datePickerMode: Mode = .dateAndTime
    public var preferredDatePickerStyle: Style = .automatic
    public var minuteInterval = 1
    public var locale: Locale?

    public override init(frame: Rect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public func setDate(_ date: Date, animated: Bool) { self.date = date }

    open override var intrinsicContentSize: Size { ControlMetrics.pickerSize }

    /// UIKit's `UIDatePicker.Mode`.
    public enum Mode: Int, Hashable, Sendable { case time, date, dateAndTime, countDownTimer }

    /// UIKit's `UIDatePickerStyle`.
    public enum Style: Int, Hashable, Sendable { case automatic, wheels, compact, inline }
}
