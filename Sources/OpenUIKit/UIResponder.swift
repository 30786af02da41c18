import Foundation

/// UIKit's keyboard notification names and user-info keys (members of `UIResponder`), so code
/// that observes the keyboard compiles. Nothing posts them: a test posts them with the frame it
/// wants, e.g. `[UIResponder.keyboardFrameEndUserInfoKey: CGRect(...)]`.
public enum UIResponder {
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
