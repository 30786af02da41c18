import Testing
import InterfaceBuilder
import OpenAutoLayout

@Suite("View attributes as recorded")
struct IBViewTests {
    @Test("a stack view keeps axis, distribution, alignment, spacing and arrangement flags")
    func stackView() throws {
        let document = try Fixture.read("ContentLayoutGuides.xib")
        let stack = try document.requireView("Frm-st-001")
        #expect(stack.stackView == IBStackViewAttributes(
            axis: "vertical", distribution: "equalSpacing", alignment: "center", spacing: 12.5, spacingType: nil,
            isBaselineRelativeArrangement: true, isLayoutMarginsRelativeArrangement: true))
        #expect(stack.subviews.map { document.views[$0].id } == ["Frm-im-001", "Frm-fg-001", "Frm-bt-001", "Frm-dv-001"])
        #expect(stack.layoutMargins == EdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
    }

    @Test("a view that is not a stack view has no stack attributes")
    func notAStack() throws {
        let document = try Fixture.read("ContentLayoutGuides.xib")
        #expect(try document.requireView("Frm-sc-001").stackView == nil)
    }

    @Test("a scroll view names its content and frame layout guides")
    func scrollViewGuides() throws {
        let document = try Fixture.read("ContentLayoutGuides.xib")
        let scroll = try document.requireView("Frm-sc-001")
        let index = try #require(document.viewIndex(withID: "Frm-sc-001"))
        #expect(scroll.contentLayoutGuideID == "Clg-ct-001")
        #expect(scroll.frameLayoutGuideID == "Flg-fr-001")
        #expect(scroll.safeAreaLayoutGuideID == nil)
        #expect(scroll.contentInsetAdjustmentBehavior == "never")
        #expect(scroll.ambiguous)
        #expect(!scroll.misplaced)
        #expect(document.layoutItem(withID: "Clg-ct-001") == .viewLayoutGuide(owner: index, key: "contentLayoutGuide"))
        #expect(document.layoutItem(withID: "Flg-fr-001") == .viewLayoutGuide(owner: index, key: "frameLayoutGuide"))
        let width = try document.requireConstraint("Frm-c05-001")
        #expect(width.secondItem == "Flg-fr-001")
        #expect(width.ownerID == "Frm-sc-001")
    }

    @Test("placeholder intrinsic sizes keep numbers and 'infinite'")
    func placeholderIntrinsicSize() throws {
        let image = try Fixture.read("ContentLayoutGuides.xib").requireView("Frm-im-001")
        #expect(image.placeholderIntrinsicWidth == .infinite)
        #expect(image.placeholderIntrinsicHeight == .value(17))
    }

    @Test("an SF Symbol image view names its image; <resources> gives its size")
    func imageReference() throws {
        let document = try Fixture.read("ContentLayoutGuides.xib")
        #expect(try document.requireView("Frm-im-001").image == "star.fill")
        #expect(document.imageSize(named: "star.fill") == Size(width: 128, height: 116))
        #expect(document.images.first?.catalog == "system")
    }

    @Test("a designable's measured size and only the priorities the file writes")
    func designableAndPriorities() throws {
        let badge = try Fixture.read("ContentLayoutGuides.xib").requireView("Frm-dv-001")
        #expect(badge.designableIntrinsicContentSize == Size(width: 48, height: 24))
        #expect(badge.horizontalCompressionResistancePriority == 760)
        #expect(badge.verticalCompressionResistancePriority == nil)
        #expect(badge.horizontalHuggingPriority == nil)
        #expect(badge.translatesAutoresizingMaskIntoConstraints == nil)
    }

    @Test("a fixed-frame view keeps its mask, margins and margin flags")
    func fixedFrame() throws {
        let view = try Fixture.read("ContentLayoutGuides.xib").requireView("Frm-ff-001")
        #expect(view.fixedFrame)
        #expect(view.autoresizingMask == [.flexibleMaxX, .flexibleMinY])
        #expect(view.recordedFrame == Rect(x: 10, y: 20, width: 100, height: 20))
        #expect(view.preservesSuperviewLayoutMargins == true)
        #expect(view.insetsLayoutMarginsFromSafeArea == false)
        #expect(view.layoutMarginsFollowReadableWidth == true)
        #expect(view.directionalLayoutMargins == DirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 12))
        #expect(view.layoutMargins == nil)
    }

    @Test("a hidden button takes its title from the button configuration")
    func buttonConfiguration() throws {
        let button = try Fixture.read("ContentLayoutGuides.xib").requireView("Frm-bt-001")
        #expect(button.title == "Send")
        #expect(button.isHidden)
    }

    @Test("a label keeps text, font size, line count and content priorities")
    func label() throws {
        let label = try Fixture.read("LayoutGuides.storyboard").requireView("Lbl-tt-001")
        #expect(label.text == "Terms and conditions")
        #expect(label.font?.type == "system")
        #expect(label.font?.pointSize == 17)
        #expect(label.numberOfLines == 0)
        #expect(label.horizontalHuggingPriority == 251)
        #expect(label.verticalCompressionResistancePriority == 751)
        #expect(label.contentMode == "left")
    }

    @Test("a button's title is the normal state's, not the highlighted one's")
    func buttonTitle() throws {
        #expect(try Fixture.read("LayoutGuides.storyboard").requireView("Btn-ac-001").title == "Accept")
    }

    @Test("a text view's text comes from <string key=\"text\">, entities decoded")
    func textView() throws {
        let text = try Fixture.read("LayoutGuides.storyboard").requireView("Txt-vw-001")
        #expect(text.text == "Line one\nLine two <b>")
        #expect(text.font?.style == "UICTFontTextStyleBody")
    }

    @Test("Xcode 8.0 frameInsets become frames; maxX is measured from the superview's width, and is 0 when left out on a sizable axis")
    func frameInsets() throws {
        let document = try Fixture.read("FrameInset.storyboard")
        #expect(try document.requireView("Fin-a1-001").recordedFrame == Rect(x: 60, y: 20, width: 200, height: 173))
        // 320 wide superview, 16 from the left, 24 from the right: 280 wide.
        #expect(try document.requireView("Fin-a2-001").recordedFrame == Rect(x: 16, y: 28, width: 280, height: 21))
        #expect(try document.requireView("Fin-a2-001").frameInset?.maxX == 24)
        #expect(try document.requireView("Fin-a3-001").recordedFrame == Rect(x: 0, y: 0, width: 0, height: 0))
        // Sizable along an axis: a left-out far inset is 0, so the view spans its 320 × 800 superview.
        #expect(try document.requireView("Fin-a4-001").recordedFrame == Rect(x: 0, y: 0, width: 320, height: 800))
        #expect(try document.requireView("Fin-a5-001").recordedFrame == Rect(x: 0, y: 100, width: 320, height: 50))
    }

    @Test("a navigation controller's bar is one of its other views, not a root view")
    func navigationBar() throws {
        let document = try Fixture.read("LayoutGuides.storyboard")
        let controller = try #require(document.scenes.last?.viewController)
        #expect(controller.elementName == "navigationController")
        #expect(controller.view == nil)
        #expect(controller.otherViews.map { document.views[$0].id } == ["Lgb-ar-002"])
        #expect(document.views[controller.otherViews[0]].key == "navigationBar")
        #expect(document.views[controller.otherViews[0]].autoresizingMask == [])
    }
}
