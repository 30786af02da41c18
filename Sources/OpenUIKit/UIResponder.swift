import Foundation

/// UIKit's keyboard notification names and user-info keys (members of `UIResponder`), so code
/// that observes the keyboard compiles. Nothing posts them: a test posts them with the frame it
/// wants, as `NSValue(cgRect:)` (what UIKit posts, read with `cgRectValue`) or a plain `CGRect`.
extension Responder {
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

// Focus is not modelled: becoming or resigning first responder is accepted and reports success.
extension View {
    @discardableResult public func becomeFirstResponder() -> Bool { true }
    @discardableResult public func resignFirstResponder() -> Bool { true }
    public var isFirstResponder: Bool { false }
    @discardableResult public func endEditing(_ force: Bool) -> Bool { true }
}

/// The keyboard frame in a notification's user info, as UIKit wraps it.
extension NSValue {
    /// Four doubles laid out as Core Graphics' `CGRect`: origin x, y, then width, height.
    private struct RectBytes { var x, y, width, height: Double }

    public convenience init(cgRect rect: Rect) {
        var bytes = RectBytes(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
        self.init(bytes: &bytes, objCType: "{CGRect={CGPoint=dd}{CGSize=dd}}")
    }

    /// The rectangle an `NSValue(cgRect:)` holds; `.zero` for a value of another type.
    public var cgRectValue: Rect {
        guard String(cString: objCType).hasPrefix("{CGRect") else { return .zero }
        var bytes = RectBytes(x: 0, y: 0, width: 0, height: 0)
        getValue(&bytes)
        return Rect(x: bytes.x, y: bytes.y, width: bytes.width, height: bytes.height)
    }
}
