import Foundation
import Testing
import InterfaceBuilder
import OpenAutoLayout

@Suite("Reading a storyboard: the seed 000 scroll view (image 80×50 at 100/200/300/400)")
struct StoryboardReadingTests {
    let document: IBDocument

    init() throws { document = try Fixture.read("ScrollViewImage.storyboard") }

    @Test("the header says what wrote the file and for which device")
    func header() {
        #expect(document.kind == .storyboard)
        #expect(document.typeIdentifier == "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
        #expect(document.formatVersion == "3.0")
        #expect(document.toolsVersion == "14113")
        #expect(document.targetRuntime == "iOS.CocoaTouch")
        #expect(document.useAutolayout == true)
        #expect(document.useSafeAreas == true)
        #expect(document.initialViewController == "Vc1-aa-001")
        #expect(document.device == IBDevice(id: "retina4_7", orientation: "portrait", appearance: nil,
                                            adaptation: nil))
        #expect(document.path.hasSuffix("Fixtures/ScrollViewImage.storyboard"))
        #expect(document.issues.isEmpty)
    }

    @Test("the scene holds its view controller with class, title and navigation item")
    func scene() throws {
        #expect(document.scenes.count == 1)
        let controller = try #require(document.scenes.first?.viewController)
        #expect(document.scenes[0].sceneID == "Scn-aa-001")
        #expect(controller.elementName == "viewController")
        #expect(controller.id == "Vc1-aa-001")
        #expect(controller.customClass == "PhotoViewController")
        #expect(controller.customModule == "Demo")
        #expect(controller.title == "Photo")
        #expect(controller.navigationItem?.title == "Photo & Scroll")
        #expect(controller.simulatedMetrics.topBar?.elementName == "simulatedNavigationBarMetrics")
        #expect(controller.simulatedMetrics.topBar?.prompted == false)
        #expect(controller.layoutGuides.isEmpty)
        let root = try #require(controller.view)
        #expect(document.views[root].id == "Roo-tv-001")
        #expect(document.views[root].superview == nil)
    }

    @Test("views form the tree root → scroll view → content view → image view, parents first")
    func tree() throws {
        #expect(document.views.map(\.id) == ["Roo-tv-001", "Scr-ol-001", "Con-tv-001", "Img-vw-001"])
        #expect(document.views.map(\.elementName) == ["view", "scrollView", "view", "imageView"])
        #expect(document.views.map(\.superview) == [nil, 0, 1, 2])
        #expect(document.views.map(\.subviews) == [[1], [2], [3], []])
        #expect(document.views.map(\.isInSubviews) == [false, true, true, true])
        let content = try document.requireView("Con-tv-001")
        #expect(content.userLabel == "Content View")
        #expect(content.recordedFrame == Rect(x: 0, y: 0, width: 680, height: 450))
        #expect(content.translatesAutoresizingMaskIntoConstraints == false)
        let root = try document.requireView("Roo-tv-001")
        #expect(root.autoresizingMask == [.widthSizable, .heightSizable])
        #expect(root.translatesAutoresizingMaskIntoConstraints == nil)
        #expect(root.safeAreaLayoutGuideID == "Saf-ar-001")
    }

    @Test("the image view knows its image and the image's size from <resources>")
    func image() throws {
        let image = try document.requireView("Img-vw-001")
        #expect(image.image == "photo")
        #expect(document.imageSize(named: "photo") == Size(width: 80, height: 50))
        #expect(image.horizontalHuggingPriority == 251)
        #expect(image.verticalHuggingPriority == 251)
        #expect(image.horizontalCompressionResistancePriority == nil)
        #expect(image.recordedFrame == Rect(x: 200, y: 100, width: 80, height: 50))
    }

    @Test("the content view's constraints place the image 100/200/300/400 from its edges")
    func contentConstraints() throws {
        let content = try document.requireView("Con-tv-001")
        let constraints = document.constraints(declaredBy: content)
        #expect(constraints.map(\.id) == ["Ctp-op-001", "Cld-ng-001", "Cbt-tm-001", "Ctr-lg-001"])
        #expect(constraints.map(\.constant) == [100, 200, 300, 400])
        #expect(constraints.map(\.firstAttribute) == [.top, .leading, .bottom, .trailing])
        // Xcode omits firstItem when it is the owner: bottom and trailing read "content.bottom = image.bottom + 300".
        #expect(constraints.map(\.firstItem) == ["Img-vw-001", "Img-vw-001", "Con-tv-001", "Con-tv-001"])
        #expect(constraints.map(\.firstItemIsImplicit) == [false, false, true, true])
        #expect(constraints.allSatisfy { $0.ownerID == "Con-tv-001" && $0.multiplier == 1 && $0.priority == 1000 })
        #expect(constraints.allSatisfy { $0.relation == .equal && !$0.isPlaceholder && !$0.isExcludedByDefault })
    }

    @Test("size constraints have no second item")
    func sizeConstraints() throws {
        let width = try document.requireConstraint("Cwd-th-001")
        #expect(width.firstItem == "Img-vw-001")
        #expect(width.firstAttribute == .width)
        #expect(width.secondItem == nil)
        #expect(width.secondAttribute == nil)
        #expect(width.constant == 80)
        #expect(try document.requireConstraint("Cht-ht-001").constant == 50)
        // Declared on the root view although it only concerns the scroll view: placement is not meaning.
        let height = try document.requireConstraint("Rht-ht-001")
        #expect(height.ownerID == "Roo-tv-001")
        #expect(height.firstItem == "Scr-ol-001")
        #expect(height.constant == 250)
    }

    @Test("constraint items resolve to views and the safe-area guide")
    func layoutItems() throws {
        let root = try #require(document.viewIndex(withID: "Roo-tv-001"))
        #expect(document.layoutItem(withID: "Saf-ar-001") == .viewLayoutGuide(owner: root, key: "safeArea"))
        #expect(document.layoutItem(withID: "Img-vw-001") == .view(3))
        #expect(document.layoutItem(withID: "Ctp-op-001") == nil)
        #expect(try document.requireConstraint("Rtp-op-001").secondItem == "Saf-ar-001")
    }

    @Test("locations point at the start of each tag, past comments that contain markup")
    func locations() throws {
        let image = try document.requireView("Img-vw-001")
        #expect(try image.location == Fixture.location(of: "id=\"Img-vw-001\"", element: "imageView",
                                                      in: "ScrollViewImage.storyboard"))
        let constraint = try document.requireConstraint("Ctr-lg-001")
        #expect(try constraint.location == Fixture.location(of: "id=\"Ctr-lg-001\"", element: "constraint",
                                                           in: "ScrollViewImage.storyboard"))
        #expect(image.location.column == 45)
    }
}

@Suite("Reading a xib")
struct XibReadingTests {
    let document: IBDocument

    init() throws { document = try Fixture.read("ContentLayoutGuides.xib") }

    @Test("top-level views and placeholders come from <objects>")
    func objects() throws {
        #expect(document.kind == .xib)
        #expect(document.scenes.isEmpty)
        #expect(document.topLevelViews.map { document.views[$0].id } == ["Frm-vw-001", "Ftr-vw-002"])
        #expect(document.placeholders.map(\.id) == ["-1", "-2"])
        #expect(document.placeholders.map(\.placeholderIdentifier) == ["IBFilesOwner", "IBFirstResponder"])
        #expect(document.device?.id == "retina6_1")
        #expect(document.device?.appearance == "light")
    }

    @Test("a top-level view keeps its simulated metrics")
    func simulatedMetrics() throws {
        let footer = try document.requireView("Ftr-vw-002")
        #expect(footer.userLabel == "Footer")
        #expect(footer.simulatedMetrics.destination?.elementName == "freeformSimulatedSizeMetrics")
        #expect(footer.autoresizingMask == [.flexibleMaxX, .flexibleMaxY])
    }

    @Test("the only note is the unknown element, read as a plain view")
    func notes() throws {
        let gauge = try document.requireView("Frm-fg-001")
        #expect(gauge.elementName == "fancyGauge")
        #expect(gauge.isKnownElement == false)
        #expect(gauge.customClass == "GaugeView")
        #expect(gauge.misplaced)
        #expect(gauge.superview == document.viewIndex(withID: "Frm-st-001"))
        #expect(document.issues.map(\.kind) == [.unknownViewElement(name: "fancyGauge")])
        #expect(document.issues.first?.severity == .note)
        #expect(document.issues.first?.objectID == "Frm-fg-001")
        #expect(document.issues.first?.location == gauge.location)
    }
}
