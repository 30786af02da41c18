import Foundation
import InterfaceBuilder
import OpenAutoLayout
import Testing

@Suite("IBDocument.assuming: a device and canvas for documents that record none")
struct IBCanvasAssumptionsTests {
    /// A xib whose top-level view records no frame and which names no device (as Xcode 5 wrote them).
    static let bare = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="Top-00-001">
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sub-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Sub-00-001" firstAttribute="leading" secondItem="Top-00-001" secondAttribute="leading" id="C01-00-001"/>
                        <constraint firstItem="Sub-00-001" firstAttribute="top" secondItem="Top-00-001" secondAttribute="top" id="C01-00-002"/>
                        <constraint firstAttribute="trailing" secondItem="Sub-00-001" secondAttribute="trailing" id="C01-00-003"/>
                        <constraint firstAttribute="bottom" secondItem="Sub-00-001" secondAttribute="bottom" id="C01-00-004"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test("The canvas becomes the root's frame: a subview pinned to all four edges fills 390 × 844")
    func canvas() throws {
        let document = try IBReader.read(data: Data(Self.bare.utf8), path: "Bare.xib")
        #expect(IBLayout.layOut(document).first?.canvas == Size(width: 0, height: 0))
        let assumed = document.assuming(IBCanvasAssumptions(canvas: Size(width: 390, height: 844)))
        let scene = try #require(IBLayout.layOut(assumed).first)
        #expect(scene.canvas == Size(width: 390, height: 844))
        let sub = try #require(scene.views.first { $0.id == "Sub-00-001" })
        #expect(sub.frame == Rect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test("The device fills in only when the document has none; recorded values always win")
    func recordedWins() throws {
        let document = try IBReader.read(data: Data(Self.bare.utf8), path: "Bare.xib")
        let assumed = document.assuming(IBCanvasAssumptions(device: IBDevice(id: "retina6_1")))
        #expect(assumed.device == IBDevice(id: "retina6_1"))
        let again = assumed.assuming(IBCanvasAssumptions(device: IBDevice(id: "ipad9_7"), canvas: Size(width: 1, height: 1)))
        #expect(again.device == IBDevice(id: "retina6_1"))
        // A frame filled in by one assumption counts as recorded for the next.
        let filled = document.assuming(IBCanvasAssumptions(canvas: Size(width: 320, height: 480)))
            .assuming(IBCanvasAssumptions(canvas: Size(width: 1, height: 1)))
        #expect(IBLayout.layOut(filled).first?.canvas == Size(width: 320, height: 480))
    }
}
