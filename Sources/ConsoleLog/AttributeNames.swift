import OpenAutoLayout

/// Attribute names as UIKit and AppKit print them (`bottomMargin`, `firstBaseline`, AppKit's
/// `minX`…), mapped to the model's attributes.
enum AttributeNames {
    static func attribute(_ name: String) -> LayoutConstraint.Attribute? {
        if let known = table[name] { return known }
        return nil
    }

    private static let table: [String: LayoutConstraint.Attribute] = {
        var result: [String: LayoutConstraint.Attribute] = [:]
        for attribute in LayoutConstraint.Attribute.allCases where attribute != .notAnAttribute {
            result[attribute.description] = attribute
        }
        result["baseline"] = .lastBaseline
        result["left"] = .left
        // AppKit's autoresizing constraints print frame edges by their geometric names.
        result["minX"] = .left
        result["maxX"] = .right
        result["minY"] = .top
        result["maxY"] = .bottom
        result["midX"] = .centerX
        result["midY"] = .centerY
        return result
    }()
}
