import Foundation
import Testing
@testable import InterfaceBuilder

/// `identifier`, `userLabel` and `type`, which few constraints record, are stored apart
/// (`IBConstraint.recordedAttributes`); these check that the split changes nothing a reader of a
/// constraint can see, and that a constraint recording none of them stores none.
@Suite("Constraint attribute storage")
struct IBConstraintStorageTests {
    static func plainConstraint() -> IBConstraint {
        IBConstraint(id: "c", location: IBSourceLocation(line: 7, column: 9), owner: 0, ownerID: "root",
                     firstItem: "root", firstItemIsImplicit: true, firstAttribute: .height, constant: 20)
    }

    @Test("a constraint without identifier, userLabel or type stores none of them and reads nil")
    func plainConstraintStoresNothing() {
        var constraint = Self.plainConstraint()
        #expect(constraint.recordedAttributes.isEmpty)
        #expect(constraint.identifier == nil && constraint.userLabel == nil && constraint.type == nil)
        constraint.userLabel = nil
        #expect(constraint.recordedAttributes.isEmpty)
        #expect(constraint == Self.plainConstraint())
    }

    @Test("each occasional attribute reads back what was written, and a copy is independent of the original")
    func valuesReadBack() {
        var constraint = Self.plainConstraint()
        constraint.identifier = "BoxTop"
        constraint.userLabel = "Box top"
        var copy = constraint
        copy.userLabel = "Other"
        copy.type = "user"
        #expect(constraint.identifier == "BoxTop" && constraint.userLabel == "Box top" && constraint.type == nil)
        #expect(copy.identifier == "BoxTop" && copy.userLabel == "Other" && copy.type == "user")
        #expect(constraint.recordedAttributes.count == 1)
    }

    @Test("a constraint whose attributes return to nil equals, and hashes as, one that never had them")
    func resetEqualsFresh() {
        var constraint = IBConstraint(id: "c", location: IBSourceLocation(line: 7, column: 9), owner: 0,
                                      ownerID: "root", firstItem: "root", firstItemIsImplicit: true,
                                      firstAttribute: .height, constant: 20, identifier: "x", userLabel: "y", type: "user")
        #expect(constraint != Self.plainConstraint())
        constraint.identifier = nil
        constraint.userLabel = nil
        constraint.type = nil
        #expect(constraint.recordedAttributes.isEmpty)
        #expect(constraint == Self.plainConstraint())
        #expect(constraint.hashValue == Self.plainConstraint().hashValue)
    }

    /// Worked out by hand: five strings (`id`, `ownerID`, `firstItem`, `secondItem`, and the location's
    /// two integers, 16 bytes each = 80), `owner` and three doubles (32), the array reference (8),
    /// then seven one-byte fields (attributes, relation, flags): 127 bytes, a stride of 128; the
    /// size-class variations array (8) makes it 135, a stride of 136. With the three strings inline
    /// and the one-byte fields between wider ones it was 192.
    @Test("a constraint takes 136 bytes in the document's array")
    func stride() {
        #expect(MemoryLayout<IBConstraint>.stride == 136)
    }

    @Test("a document's constraints keep identifier, userLabel and type; others store none")
    func readDocument() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/><constraints>
            <constraint firstAttribute="height" constant="480" id="plain"/>
            <constraint firstAttribute="width" constant="320" identifier="W" userLabel="Width &#10;::error" type="user" id="named"/>
            </constraints></view>
            </objects>
            </document>
            """
        let document = try IBReader.read(data: Data(xml.utf8), path: "storage.xib")
        let plain = try #require(document.constraints.first { $0.id == "plain" })
        let named = try #require(document.constraints.first { $0.id == "named" })
        #expect(plain.recordedAttributes.isEmpty)
        #expect(plain.constant == 480 && plain.firstAttribute == .height)
        #expect(named.identifier == "W" && named.userLabel == "Width \n::error" && named.type == "user")
        #expect(named.constant == 320 && named.firstAttribute == .width)
    }
}
