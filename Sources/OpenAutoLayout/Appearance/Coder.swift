/// An archive (UIKit's `NSCoder`), so the `required init?(coder:)` every UIKit view and
/// controller class declares compiles, `super.init(coder: coder)` included. There are no nibs or
/// archives here: nothing is ever decoded, a view made this way starts with a zero frame, and
/// the decoding methods answer "not there".
open class Coder {
    public init() {}

    open func containsValue(forKey key: String) -> Bool { false }
    open func decodeObject(forKey key: String) -> Any? { nil }
    open func decodeBool(forKey key: String) -> Bool { false }
    open func decodeInteger(forKey key: String) -> Int { 0 }
    open func decodeDouble(forKey key: String) -> Double { 0 }
    open func encode(_ object: Any?, forKey key: String) {}
}
