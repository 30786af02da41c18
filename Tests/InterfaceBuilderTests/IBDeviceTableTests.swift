import InterfaceBuilder
import OpenAutoLayout
import Testing

/// The canvas devices Xcode writes (`<device id=…>`): screen sizes and scales from Apple's published
/// screen metrics, safe-area insets from what UIKit reports on each device, landscape as the
/// rotated screen, and what happens to an id the table does not know.
@Suite("Interface Builder canvas devices")
struct IBDeviceTableTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        var id: String, width: Double, height: Double, scale: Double, top: Double, bottom: Double
        var testDescription: String { id }
    }

    /// Apple's published sizes (points, portrait), scales and portrait safe-area insets.
    static let published: [Expected] = [
        .init(id: "retina3_5", width: 320, height: 480, scale: 2, top: 0, bottom: 0),        // iPhone 4s
        .init(id: "retina4_0", width: 320, height: 568, scale: 2, top: 0, bottom: 0),        // iPhone SE (1st)
        .init(id: "retina4_7", width: 375, height: 667, scale: 2, top: 0, bottom: 0),        // iPhone 8, SE (2nd, 3rd)
        .init(id: "retina5_5", width: 414, height: 736, scale: 3, top: 0, bottom: 0),        // iPhone 8 Plus
        .init(id: "retina5_4", width: 375, height: 812, scale: 3, top: 50, bottom: 34),      // iPhone 12/13 mini
        .init(id: "retina5_9", width: 375, height: 812, scale: 3, top: 50, bottom: 34),      // iPhone X, XS, 11 Pro: 50 on the Xcode 14+ canvas (Provenance 23090/23094)
        .init(id: "retina6_0", width: 390, height: 844, scale: 3, top: 47, bottom: 34),      // iPhone 12, 13, 14
        .init(id: "retina6_12", width: 393, height: 852, scale: 3, top: 59, bottom: 34),     // iPhone 14 Pro, 15, 16
        .init(id: "retina6_3", width: 402, height: 874, scale: 3, top: 62, bottom: 34),      // iPhone 16 Pro
        .init(id: "retina6_1", width: 414, height: 896, scale: 2, top: 48, bottom: 34),      // iPhone XR, 11
        .init(id: "retina6_5", width: 414, height: 896, scale: 3, top: 44, bottom: 34),      // iPhone XS Max, 11 Pro Max
        .init(id: "retina6_7", width: 428, height: 926, scale: 3, top: 47, bottom: 34),      // iPhone 12/13 Pro Max, 14 Plus
        .init(id: "retina6_72", width: 430, height: 932, scale: 3, top: 59, bottom: 34),     // iPhone 14 Pro Max, 15 Plus
        .init(id: "retina6_9", width: 440, height: 956, scale: 3, top: 62, bottom: 34),      // iPhone 16 Pro Max
        .init(id: "ipad9_7", width: 768, height: 1024, scale: 2, top: 0, bottom: 0),
        .init(id: "ipad10_2", width: 810, height: 1080, scale: 2, top: 0, bottom: 0),
        .init(id: "ipad10_5", width: 834, height: 1112, scale: 2, top: 0, bottom: 0),
        .init(id: "ipad10_9rounded", width: 820, height: 1180, scale: 2, top: 24, bottom: 20), // iPad Air (4th)
        .init(id: "ipad11_0rounded", width: 834, height: 1194, scale: 2, top: 24, bottom: 20), // iPad Pro 11-inch
        .init(id: "ipad12_9rounded", width: 1024, height: 1366, scale: 2, top: 24, bottom: 20),
    ]

    @Test("Every device id Xcode writes has Apple's screen size, scale and safe-area insets", arguments: published)
    func table(_ expected: Expected) throws {
        let model = try #require(IBDeviceModel.named(expected.id))
        #expect(model.portrait == Size(width: expected.width, height: expected.height))
        #expect(model.scale == expected.scale)
        #expect(model.housingTop == expected.top)
        #expect(model.homeIndicator == expected.bottom)
        #expect(IBDevice.knownIDs.contains(expected.id))
    }

    func scene(_ name: String, _ id: String) throws -> SceneLayout {
        try #require(IBLayout.layOut(try Fixture.read(name)).first { $0.id == id })
    }

    func box(_ name: String, _ sceneID: String, _ boxID: String) throws -> Rect {
        try #require(try scene(name, sceneID).view(withID: boxID)).frame
    }

    @Test("From Xcode 14 the iPhone 12–14 canvas starts its safe area at 47, at 3×")
    func iPhone14() throws {
        #expect(try box("LayoutDeviceIPhone14.storyboard", "Sce-d14-001", "Box-d14-001") == Rect(x: 0, y: 47, width: 390, height: 50))
        #expect(try Fixture.read("LayoutDeviceIPhone14.storyboard").canvasDevice?.model.scale == 3)
    }

    @Test("In landscape an iPhone shows no status bar; the housing's 44 moves to both sides and 21 stay at the bottom")
    func phoneLandscape() throws {
        let name = "LayoutDeviceLandscape.storyboard"
        #expect(try scene(name, "Sce-dls-001").safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(try box(name, "Sce-dls-001", "Box-dls-001") == Rect(x: 44, y: 0, width: 724, height: 50))
        #expect(try box(name, "Sce-dls-002", "Box-dls-002") == Rect(x: 44, y: 304, width: 724, height: 50))
    }

    @Test("A rounded iPad in landscape keeps its 24-pt status bar and 20-pt home indicator")
    func padLandscape() throws {
        let name = "LayoutDeviceIPadLandscape.storyboard"
        #expect(try box(name, "Sce-dip-001", "Box-dip-001") == Rect(x: 0, y: 24, width: 1194, height: 50))
        #expect(try box(name, "Sce-dip-002", "Box-dip-002") == Rect(x: 0, y: 764, width: 1194, height: 50))
    }

    @Test("An unknown device id is laid out as the known device nearest its root's size, a note says so, and no view is judged misplaced")
    func unknownDevice() throws {
        let name = "LayoutDeviceUnknown.storyboard"
        #expect(try box(name, "Sce-dun-001", "Box-dun-001") == Rect(x: 0, y: 59, width: 393, height: 50))
        let notes = try scene(name, "Sce-dun-001").notes
        #expect(notes.contains { $0.contains("\"retina7_0\"") && $0.contains("retina6_12") })
        // "Low": 59 + 100 = 159 on the guessed phone, recorded at 200: not judged on a guessed device.
        let low = try #require(try scene(name, "Sce-dun-001").view(withID: "Low-dun-001"))
        #expect(low.frame.minY == 159 && !low.misplaced)
        #expect(low.notJudged?.hasPrefix("the canvas device is not one this version knows") == true)
    }

    @Test("A root view that records no frame is laid out at its device's screen size")
    func framelessRoot() throws {
        let layout = try scene("LayoutDeviceFrameless.storyboard", "Sce-dfl-001")
        #expect(layout.canvas == Size(width: 430, height: 932))
        // 932 - 34 - 50.
        #expect(try box("LayoutDeviceFrameless.storyboard", "Sce-dfl-001", "Box-dfl-001") == Rect(x: 0, y: 848, width: 430, height: 50))
        #expect(layout.notes.contains { $0.contains("records no frame") && $0.contains("430 × 932") })
    }

    @Test("Xcode 5–7 simulated destinations name a device: retina55 is the 5.5-inch phone at 3×")
    func simulatedDestination() throws {
        let model = try #require(IBDeviceModel.simulatedDestination(type: "retina55", iPadDocument: false))
        #expect(model.portrait == Size(width: 414, height: 736) && model.scale == 3)
        #expect(IBDeviceModel.simulatedDestination(type: nil, iPadDocument: false)?.portrait == Size(width: 320, height: 480))
        #expect(IBDeviceModel.simulatedDestination(type: nil, iPadDocument: true)?.portrait == Size(width: 768, height: 1024))
        #expect(IBDeviceModel.simulatedDestination(type: "retina4_7.fullscreen", iPadDocument: false)?.id == "retina4_7")
    }
}
