import Foundation
import InterfaceBuilder
import OpenAutoLayout
import Testing

/// Canvas rows read from Xcode 26 files (`IBXcodeBehaviour.phoneNavigationBars54`) and from files
/// that Xcode betas saved with the placeholder `toolsVersion="32700.99.1234"`, whose Xcode the Cocoa
/// Touch plug-in's version tells (`docs/corpus.md`, "Xcode 26's navigation bar and the betas' version").
/// Each scene pins a 50-pt box to its safe-area top and one to its safe-area bottom on an iPhone 15
/// (`retina6_12`, 393 × 852, housing 59, home indicator 34); the slider scene is an iPhone 8 (375 × 667).
@Suite("Interface Builder canvas: rows of the Xcode-version table (bars, sliders, margins, betas)")
struct IBCanvasXcode26Tests {
    /// The fixture's text with each `(old, new)` replaced, read as a document.
    func document(_ name: String, replacing edits: [(String, String)]) throws -> IBDocument {
        var text = try String(contentsOf: Fixture.url(name), encoding: .utf8)
        for (old, new) in edits {
            #expect(text.contains(old))
            text = text.replacingOccurrences(of: old, with: new)
        }
        return try IBReader.read(data: Data(text.utf8), path: name)
    }

    func minY(_ id: String, scene sceneID: String, in document: IBDocument) throws -> Double {
        let scene = try #require(IBLayout.layOut(document).first { $0.id == sceneID })
        return try #require(scene.view(withID: id)).frame.minY
    }

    @Test("Xcode 26 draws an iPhone's navigation bar 54 pt tall: 2 × 59 + 54 under the bar")
    func navigationBar54() throws {
        // LNPopupController 25094 records 172 on this device; the same file at 23727 gives 118 + 44 = 162.
        let xcode26 = try document("LayoutCanvasDoubledInsets.storyboard",
                                   replacing: [("toolsVersion=\"23727\"", "toolsVersion=\"24765\"")])
        #expect(try minY("Top-dbl-002", scene: "Sce-dbl-002", in: xcode26) == 172)
        let xcode16 = try Fixture.read("LayoutCanvasDoubledInsets.storyboard")
        #expect(try minY("Top-dbl-002", scene: "Sce-dbl-002", in: xcode16) == 162)
    }

    @Test("A beta's placeholder tools version is read as its plug-in's: 22685 draws single insets")
    func betaOfXcode15() throws {
        let document = try Fixture.read("LayoutCanvasBetaInsets.storyboard")
        #expect(try minY("Top-dbl-001", scene: "Sce-dbl-001", in: document) == 59)
        // 852 - 34 - 50 = 768.
        #expect(try minY("Bot-dbl-001", scene: "Sce-dbl-001", in: document) == 768)
    }

    @Test("The same placeholder with an Xcode 26 plug-in draws the doubled insets")
    func betaOfXcode26() throws {
        let document = try document("LayoutCanvasBetaInsets.storyboard",
                                    replacing: [("version=\"22685\"", "version=\"24765\"")])
        #expect(try minY("Top-dbl-001", scene: "Sce-dbl-001", in: document) == 118)
        // 852 - 68 - 50 = 734.
        #expect(try minY("Bot-dbl-001", scene: "Sce-dbl-001", in: document) == 734)
    }
    @Test("Xcode 26's slider aligns on its frame: pinned 16 pt from each side, 343 wide, the label 8 under its frame")
    func sliderAlignsOnFrame() throws {
        let scene = try #require(IBLayout.layOut(try Fixture.read("LayoutSlider.storyboard")).first)
        // 375 - 2 × 16 = 343; 20 + 34 + 8 = 62 (the recorded 34-pt height is the slider's size).
        #expect(scene.view(withID: "Sld-sld-001")?.frame == Rect(x: 16, y: 20, width: 343, height: 34))
        #expect(scene.view(withID: "Lbl-sld-001")?.frame.minY == 62)
    }

    @Test("Before Xcode 26 the slider's frame reaches 2 pt past its alignment rectangle and 1 pt below it")
    func sliderInsetBefore26() throws {
        let older = try document("LayoutSlider.storyboard", replacing: [("toolsVersion=\"24127\"", "toolsVersion=\"23727\"")])
        let scene = try #require(IBLayout.layOut(older).first)
        // Alignment rectangle 16 ... 359 and 20 ... 53 (34 - 1); the frame adds 2 at each side and 1 below.
        #expect(scene.view(withID: "Sld-sld-001")?.frame == Rect(x: 14, y: 20, width: 347, height: 34))
        #expect(scene.view(withID: "Lbl-sld-001")?.frame.minY == 61)
    }
    @Test("From Xcode 9 a root view's top margin takes in the status bar also without safe-area guides")
    func legacyRootMarginsInset() throws {
        // retina6_1 before Xcode 14: a 44-pt housing; the root's own top margin is 0 (Provenance 21507
        // records its toolbar at 20 on an iPad, SwiftMessages 17506 its card at 44 on this phone).
        let scene = try #require(IBLayout.layOut(try Fixture.read("LayoutXibLegacyRootMargins.xib")).first)
        #expect(scene.view(withID: "Bar-lgm-001")?.frame.minY == 44)
    }

    @Test("Before Xcode 9 the same root's margins stop at its edge: the bar sits at 0")
    func legacyRootMarginsBeforeXcode9() throws {
        let older = try document("LayoutXibLegacyRootMargins.xib", replacing: [("toolsVersion=\"17506\"", "toolsVersion=\"11762\"")])
        let scene = try #require(IBLayout.layOut(older).first)
        #expect(scene.safeAreaInsets.top == 44)
        #expect(scene.view(withID: "Bar-lgm-001")?.frame.minY == 0)
    }
    @Test("A 6.7-inch id whose every controller's view records 430 × 932 is laid out as that phone, with a note")
    func reusedDeviceID() throws {
        // Xcode 16 writes retina6_7 for its 430 × 932 Plus (59-pt housing): doubled at 23727, 2 × 59 = 118.
        let plus = try document("LayoutCanvasDoubledInsets.storyboard", replacing: [
            ("device id=\"retina6_12\"", "device id=\"retina6_7\""),
            ("width=\"393\" height=\"852\"", "width=\"430\" height=\"932\""),
        ])
        #expect(plus.canvasDevice?.model.id == "retina6_72")
        #expect(plus.canvasDevice?.assumption?.contains("device \"retina6_7\" laid out as retina6_72") == true)
        #expect(try minY("Top-dbl-001", scene: "Sce-dbl-001", in: plus) == 118)
        // Views recorded at the id's own 428 × 926 keep its 47-pt housing: 2 × 47 = 94, and no note.
        let own = try document("LayoutCanvasDoubledInsets.storyboard", replacing: [
            ("device id=\"retina6_12\"", "device id=\"retina6_7\""),
            ("width=\"393\" height=\"852\"", "width=\"428\" height=\"926\""),
        ])
        #expect(own.canvasDevice?.model.id == "retina6_7" && own.canvasDevice?.assumption == nil)
        #expect(try minY("Top-dbl-001", scene: "Sce-dbl-001", in: own) == 94)
    }
    @Test("Xcode 26 gives a rounded iPad in landscape a 50-pt bottom safe area; Xcode 16 the home indicator's 20")
    func padLandscapeBottom() throws {
        func padDocument(_ toolsVersion: String) throws -> IBDocument {
            try document("LayoutCanvasDoubledInsets.storyboard", replacing: [
                ("toolsVersion=\"23727\"", "toolsVersion=\"\(toolsVersion)\""),
                ("<device id=\"retina6_12\" orientation=\"portrait\"", "<device id=\"ipad12_9rounded\" orientation=\"landscape\""),
                ("width=\"393\" height=\"852\"", "width=\"1366\" height=\"1024\""),
            ])
        }
        // 1024 - 50 - 50 = 924 on Xcode 26; 1024 - 20 - 50 = 954 before. The top is the 24-pt status bar.
        #expect(try minY("Bot-dbl-001", scene: "Sce-dbl-001", in: padDocument("24765")) == 924)
        #expect(try minY("Bot-dbl-001", scene: "Sce-dbl-001", in: padDocument("23727")) == 954)
        #expect(try minY("Top-dbl-001", scene: "Sce-dbl-001", in: padDocument("24765")) == 24)
    }
}
