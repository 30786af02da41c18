// Text-input settings layout code sets while it builds forms. Typing is not modelled, so all of
// them are accepted and ignored (docs/openuikit.md): reading gives UIKit's default.

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
    public var inputView: View? { get { nil } set {} }
    public var inputAccessoryView: View? { get { nil } set {} }
    public var keyboardType: UIKeyboardType { get { .default } set {} }
    public var textContentType: UITextContentType? { get { nil } set {} }
    public var autocapitalizationType: UITextAutocapitalizationType { get { .sentences } set {} }
    public var autocorrectionType: UITextAutocorrectionType { get { .default } set {} }
    public var spellCheckingType: UITextSpellCheckingType { get { .default } set {} }
    public var returnKeyType: UIReturnKeyType { get { .default } set {} }
    public var clearButtonMode: ViewMode { get { .never } set {} }
    public var leftViewMode: ViewMode { get { .never } set {} }
    public var rightViewMode: ViewMode { get { .never } set {} }
    public var adjustsFontSizeToFitWidth: Bool { get { false } set {} }
    public var enablesReturnKeyAutomatically: Bool { get { false } set {} }
    public var attributedPlaceholder: NSAttributedString? { get { nil } set {} }
}

extension TextView {
    public var keyboardType: UIKeyboardType { get { .default } set {} }
    public var autocapitalizationType: UITextAutocapitalizationType { get { .sentences } set {} }
    public var autocorrectionType: UITextAutocorrectionType { get { .default } set {} }
    public var returnKeyType: UIReturnKeyType { get { .default } set {} }
}
