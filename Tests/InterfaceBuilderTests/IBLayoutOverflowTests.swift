import Foundation
import Testing
import InterfaceBuilder

/// No layout holds a number that is not finite (issue 17: `height = 1e308 × width` gave `content size 680 × inf`,
/// and "Update Frames … height=inf" as a fix).
@Suite("Constraints whose results overflow")
struct IBLayoutOverflowTests {
    /// A xib whose root (line 4) holds `count` views (line 6 + i) in a column; view 0 is 80 wide and each
    /// next one `multiplier` times as wide as the one before. `</subviews>` and `<constraints>` follow the
    /// views, so the width constraint of view i is on line 8 + count + i.
    static func widthChain(count: Int, multiplier: String) -> Data {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects>
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <subviews>

            """
        for index in 0..<count {
            xml += "<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v\(index)\"/>\n"
        }
        xml += "</subviews>\n<constraints>\n"
        xml += "<constraint firstItem=\"v0\" firstAttribute=\"width\" constant=\"80\" id=\"w0\"/>\n"
        for index in 1..<count {
            xml += "<constraint firstItem=\"v\(index)\" firstAttribute=\"width\" secondItem=\"v\(index - 1)\" "
                + "secondAttribute=\"width\" multiplier=\"\(multiplier)\" id=\"w\(index)\"/>\n"
        }
        for index in 0..<count {
            xml += "<constraint firstItem=\"v\(index)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" "
                + "constant=\"\(index * 20)\" id=\"t\(index)\"/>\n"
                + "<constraint firstItem=\"v\(index)\" firstAttribute=\"leading\" secondItem=\"root\" "
                + "secondAttribute=\"leading\" id=\"l\(index)\"/>\n"
                + "<constraint firstItem=\"v\(index)\" firstAttribute=\"height\" constant=\"10\" id=\"h\(index)\"/>\n"
        }
        return Data((xml + "</constraints>\n</view>\n</objects>\n</document>\n").utf8)
    }

    @Test("a multiplier of 1e308 is an error at the constraint's line when read, and the constraint is left out")
    func hugeMultiplierIsRefusedWhenRead() throws {
        let document = try IBReader.read(data: Self.widthChain(count: 2, multiplier: "1e308"), path: "m.xib")
        #expect(document.constraints.map(\.id).contains("w1") == false)
        let issue = try #require(document.issues.first)
        #expect(issue.kind == .resultOverflows)
        #expect(issue.severity == .error)
        // Two views on lines 6 and 7, `<subviews>` closes on 8, `<constraints>` on 9, w0 on 10, w1 on 11.
        #expect(issue.location.line == 11)
        #expect(IBLayout.layOut(document).allSatisfy { scene in scene.views.allSatisfy { $0.frame.width.isFinite } })
    }

    @Test("a chain of finite multipliers that overflows drops the constraint where it overflows; every frame stays finite")
    func overflowingChain() throws {
        // Widths 80, 8e101, 8e201, 8e301, then 8e401 > 1.8e308: view 4's width constraint (line 8 + 8 + 4) overflows.
        let document = try IBReader.read(data: Self.widthChain(count: 8, multiplier: "1e100"), path: "chain.xib")
        #expect(document.issues.isEmpty)
        let scene = try #require(IBLayout.layOut(document).first)
        #expect(scene.overflowingConstraints.map(\.objectID) == ["w4"])
        #expect(scene.overflowingConstraints.first?.location.line == 20)
        #expect(scene.overflowingConstraints.first?.kind == .resultOverflows)
        #expect(scene.notes.contains { $0.hasPrefix("20:1: constraint \"w4\": its result overflows") })
        for view in scene.views {
            #expect(view.frame.origin.x.isFinite && view.frame.origin.y.isFinite && view.frame.width.isFinite && view.frame.height.isFinite)
        }
        let third = try #require(scene.view(withID: "v3"))
        #expect(abs(third.frame.width / 8e301 - 1) < 1e-9)
        for case .misplacedView(_, let expected, _) in scene.issues { #expect(expected.width.isFinite) }
    }

    @Test("a chain that stays finite is laid out in full, with nothing dropped")
    func finiteChain() throws {
        let document = try IBReader.read(data: Self.widthChain(count: 4, multiplier: "1e100"), path: "chain.xib")
        let scene = try #require(IBLayout.layOut(document).first)
        #expect(scene.overflowingConstraints.isEmpty)
        #expect(abs(try #require(scene.view(withID: "v3")).frame.width / 8e301 - 1) < 1e-9)
    }
}
