/// Interface Builder `<view>` elements written from a few fields, so that a test's fixture states
/// only what it is about (which view, where it is recorded, which constraints it holds) instead of
/// repeating IB's XML around it.
public struct FixtureViewXML {
    public var id: String
    public var label: String
    /// The recorded frame: x, y, width, height.
    public var frame: (Double, Double, Double, Double)
    /// `fixedFrame="YES"`: a view Interface Builder places by its frame alone.
    public var fixedFrame = false
    public var subviews: [FixtureViewXML] = []
    /// `<constraint …/>` lines the view holds (see `FixtureViewXML.constraint`).
    public var constraints: [String] = []

    public init(id: String, label: String, frame: (Double, Double, Double, Double), fixedFrame: Bool = false,
                subviews: [FixtureViewXML] = [], constraints: [String] = []) {
        self.id = id
        self.label = label
        self.frame = frame
        self.fixedFrame = fixedFrame
        self.subviews = subviews
        self.constraints = constraints
    }

    /// The element, without indentation (IB's reader does not read it).
    public var xml: String {
        let fixed = fixedFrame ? " fixedFrame=\"YES\"" : ""
        var lines = [
            "<view contentMode=\"scaleToFill\"\(fixed) translatesAutoresizingMaskIntoConstraints=\"NO\" "
                + "id=\"\(id)\" userLabel=\"\(label)\">",
            "<rect key=\"frame\" x=\"\(Self.number(frame.0))\" y=\"\(Self.number(frame.1))\" "
                + "width=\"\(Self.number(frame.2))\" height=\"\(Self.number(frame.3))\"/>",
        ]
        if !subviews.isEmpty { lines += ["<subviews>"] + subviews.map(\.xml) + ["</subviews>"] }
        if !constraints.isEmpty { lines += ["<constraints>"] + constraints + ["</constraints>"] }
        return (lines + ["</view>"]).joined(separator: "\n")
    }

    /// A `<constraint>` line: `first.attribute = second.attribute + constant`, or a size alone
    /// when `second` is nil.
    public static func constraint(_ id: String, _ first: String?, _ attribute: String,
                                  _ second: String? = nil, _ secondAttribute: String? = nil,
                                  constant: Double = 0) -> String {
        var fields = first.map { ["firstItem=\"\($0)\""] } ?? []
        fields.append("firstAttribute=\"\(attribute)\"")
        if let second { fields.append("secondItem=\"\(second)\"") }
        // IB omits the second attribute only when there is no second item; the same as the first by default.
        if let named = secondAttribute ?? (second == nil ? nil : attribute) {
            fields.append("secondAttribute=\"\(named)\"")
        }
        if constant != 0 { fields.append("constant=\"\(number(constant))\"") }
        fields.append("id=\"\(id)\"")
        return "<constraint " + fields.joined(separator: " ") + "/>"
    }

    /// A one-line 17-pt system-font `<label>` with hugging 251 both ways, recorded at `frame`.
    public static func label(id: String, text: String, frame: (Double, Double, Double, Double)) -> String {
        [
            "<label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" horizontalHuggingPriority=\"251\" "
                + "verticalHuggingPriority=\"251\" text=\"\(text)\" textAlignment=\"natural\" "
                + "lineBreakMode=\"tailTruncation\" baselineAdjustment=\"alignBaselines\" adjustsFontSizeToFit=\"NO\" "
                + "translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\">",
            "<rect key=\"frame\" x=\"\(number(frame.0))\" y=\"\(number(frame.1))\" width=\"\(number(frame.2))\" "
                + "height=\"\(number(frame.3))\"/>",
            "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>",
            "<nil key=\"textColor\"/>",
            "<nil key=\"highlightedColor\"/>",
            "</label>",
        ].joined(separator: "\n")
    }

    /// IB's way of writing a number: whole numbers without a fraction.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
