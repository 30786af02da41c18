/// Small documents written for the fix-safety tests: a box (bxS-00-001, recorded at x 20, y 40,
/// 100 × 50) in a 375 × 667 root view, with the constraints and outlets each test needs.
public enum FixSafetyFixtures {
    public static let leading = constraint("leading", second: "leading", constant: 20, id: "ldS-00-001")
    public static let top = constraint("top", second: "top", constant: 40, id: "tpS-00-001")
    public static let width100 = constraint("width", constant: 100, id: "waS-00-001")
    public static let width200 = constraint("width", constant: 200, id: "wbS-00-001")
    public static let height50 = constraint("height", constant: 50, id: "htS-00-001")

    /// `<constraint>` of the box: against the root's `second` attribute, or a constant size.
    public static func constraint(_ attribute: String, second: String? = nil, constant: Double, placeholder: Bool = false,
                           id: String) -> String {
        let against = second.map { " secondItem=\"rtS-00-001\" secondAttribute=\"\($0)\"" } ?? ""
        return "<constraint firstItem=\"bxS-00-001\" firstAttribute=\"\(attribute)\"\(against) "
            + "constant=\"\(Int(constant))\"\(placeholder ? " placeholder=\"YES\"" : "") id=\"\(id)\"/>"
    }

    /// A storyboard scene whose controller's `<connections>` hold `connections` (outlet elements).
    public static func scene(_ constraints: [String], connections: [String] = []) -> String {
        let outlets = connections.isEmpty ? "" : "\n                    <connections>\n"
            + connections.map { "                        " + $0 + "\n" }.joined() + "                    </connections>"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vcS-00-001">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="scS-00-001">
                        <objects>
                            <viewController id="vcS-00-001" customClass="BoxViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="rtS-00-001">
            \(rootContent(constraints, indent: 24))
                                </view>\(outlets)
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="frS-00-001" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
    }

    /// A freeform xib whose File's Owner holds `connections`, with the same box in a 375 × 667 view.
    public static func xib(_ constraints: [String], connections: [String]) -> String {
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BoxView">
                        <connections>
            \(connections.map { "                " + $0 }.joined(separator: "\n"))
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="rtS-00-001">
            \(rootContent(constraints, indent: 12))
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>

            """
    }

    /// The root view's frame, its box and its `<constraints>`, each line indented by `indent` spaces.
    static func rootContent(_ constraints: [String], indent: Int) -> String {
        let lines = [
            #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
            #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#,
            "<subviews>",
            #"    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bxS-00-001" userLabel="Box">"#,
            #"        <rect key="frame" x="20" y="40" width="100" height="50"/>"#,
            "    </view>",
            "</subviews>",
            "<constraints>",
        ] + constraints.map { "    " + $0 } + ["</constraints>"]
        return lines.map { String(repeating: " ", count: indent) + $0 }.joined(separator: "\n")
    }

    public static func outlet(_ property: String, _ destination: String) -> String {
        "<outlet property=\"\(property)\" destination=\"\(destination)\" id=\"o\(property.prefix(2))-00-001\"/>"
    }

    public static func outletCollection(_ property: String, _ destination: String) -> String {
        "<outletCollection property=\"\(property)\" destination=\"\(destination)\" collectionClass=\"NSMutableArray\" "
            + "id=\"c\(property.prefix(2))-00-001\"/>"
    }
}
