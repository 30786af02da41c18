// Text-input settings layout code sets while it builds forms. Typing is not modelled, so all of
// them are stored only (docs/openuikit.md): reading gives what was set, or UIKit's default.

/// UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
    case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable { case none, words, sentences, allCharacters }

/// UIKit's `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Hashable, Sendable { case `default`, no, yes }

/// UIKit's `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Hashable, Sendable { case `default`, no, yes }

/// UIKit's `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Hashable, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// UIKit's `UITextContentType`: a string naming what a field holds.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
}

/// The delegate of a text field (UIKit's `UITextFieldDelegate`); every method is optional.
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    func textFieldDidBeginEditing(_ textField: TextField)
    func textFieldDidEndEditing(_ textField: TextField)
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
}

/// The delegate of a text view (UIKit's `UITextViewDelegate`); every method is optional.
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewDidChange(_ textView: TextView)
}

extension UITextViewDelegate {
    public func textViewDidChange(_ textView: TextView) {}
}

extension TextField {
    /// UIKit's `UITextField.ViewMode`.
    public enum ViewMode: Int, Hashable, Sendable { case never, whileEditing, unlessEditing, always }

    /// Kept weakly, as in UIKit; nothing here edits text, so nothing calls it.
    public var delegate: UITextFieldDelegate? {
        get { WeakDelegates.shared.delegate(of: self) as? UITextFieldDelegate }
        set { WeakDelegates.shared.set(newValue, for: self) }
    }
    public var clearButtonMode: ViewMode {
        get { attached("clearButtonMode", default: .never) }
        set { attach(newValue, as: "clearButtonMode") }
    }
    public var adjustsFontSizeToFitWidth: Bool {
        get { attached("adjustsFontSizeToFitWidth", default: false) }
        set { attach(newValue, as: "adjustsFontSizeToFitWidth") }
    }
}

/// The keyboard settings text fields and text views share (UIKit's `UITextInputTraits`), with
/// the input views: stored only.
public protocol UITextInputTraits: View {}

extension UITextInputTraits {
    public var inputView: View? {
        get { attached("inputView", default: nil) }
        set { attach(newValue, as: "inputView") }
    }
    public var inputAccessoryView: View? {
        get { attached("inputAccessoryView", default: nil) }
        set { attach(newValue, as: "inputAccessoryView") }
    }
    public var keyboardType: UIKeyboardType {
        get { attached("keyboardType", default: .default) }
        set { attach(newValue, as: "keyboardType") }
    }
    public var textContentType: UITextContentType? {
        get { attached("textContentType", default: nil) }
        set { attach(newValue, as: "textContentType") }
    }
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { attached("autocapitalizationType", default: .sentences) }
        set { attach(newValue, as: "autocapitalizationType") }
    }
    public var autocorrectionType: UITextAutocorrectionType {
        get { attached("autocorrectionType", default: .default) }
        set { attach(newValue, as: "autocorrectionType") }
    }
    public var spellCheckingType: UITextSpellCheckingType {
        get { attached("spellCheckingType", default: .default) }
        set { attach(newValue, as: "spellCheckingType") }
    }
    public var returnKeyType: UIReturnKeyType {
        get { attached("returnKeyType", default: .default) }
        set { attach(newValue, as: "returnKeyType") }
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { attached("enablesReturnKeyAutomatically", default: false) }
        set { attach(newValue, as: "enablesReturnKeyAutomatically") }
    }
}

extension TextField: UITextInputTraits {}
extension TextView: UITextInputTraits {}

// Side views: stored only. They are not placed and do not widen the field's intrinsic size
// (UIKit puts them inside the field's bounds, at `leftViewRect(forBounds:)`; not modelled).
extension TextField {
    public var leftView: View? {
        get { attached("leftView", default: nil) }
        set { attach(newValue, as: "leftView") }
    }
    public var leftViewMode: ViewMode {
        get { attached("leftViewMode", default: .never) }
        set { attach(newValue, as: "leftViewMode") }
    }
    public var rightView: View? {
        get { attached("rightView", default: nil) }
        set { attach(newValue, as: "rightView") }
    }
    public var rightViewMode: ViewMode {
        get { attached("rightViewMode", default: .never) }
        set { attach(newValue, as: "rightViewMode") }
    }
    public var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
}
