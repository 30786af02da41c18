import Foundation
import Testing
import InterfaceBuilder
import OpenAutoLayout

@Suite("Constraints")
struct IBConstraintTests {
    @Test("multipliers in every form IB writes", arguments: [
        ("Mul-dc-001", 0.5), ("Mul-r2-001", 0.5), ("Mul-fr-001", 1.0 / 3.0), ("Mul-rt-001", 16.0 / 9.0),
        ("Mul-dd-001", 1.333), ("Mul-sy-001", 1.0),
    ])
    func multiplier(id: String, expected: Double) throws {
        let constraint = try Fixture.read("Multipliers.xib").requireConstraint(id)
        #expect(constraint.multiplier == expected)
    }

    @Test("relation, priority, constant and flags as written; defaults where absent")
    func attributes() throws {
        let document = try Fixture.read("Multipliers.xib")
        let ratio = try document.requireConstraint("Mul-r2-001")
        #expect(ratio.relation == .lessThanOrEqual)
        #expect(ratio.priority == 1000)
        let fraction = try document.requireConstraint("Mul-fr-001")
        #expect(fraction.constant == -12.25)
        #expect(fraction.priority == 750)
        #expect(fraction.firstAttribute == .centerX)
        let symbolic = try document.requireConstraint("Mul-sy-001")
        #expect(symbolic.relation == .greaterThanOrEqual)
        #expect(symbolic.isSymbolic)
        #expect(symbolic.constant == 8)
        #expect(symbolic.secondAttribute == .topMargin)
        #expect(symbolic.identifier == "BoxTop")
        #expect(symbolic.userLabel == "Box top")
        let placeholder = try document.requireConstraint("Mul-ph-001")
        #expect(placeholder.isPlaceholder)
        #expect(placeholder.constant == -20)
        let baseline = try document.requireConstraint("Mul-dd-001")
        #expect(baseline.firstAttribute == .lastBaseline)
        #expect(baseline.secondAttribute == .centerYWithinMargins)
        #expect(baseline.priority == 1)
        #expect(document.issues.isEmpty)
    }

    @Test("an aspect ratio on the view itself: no firstItem means the owner")
    func aspectRatio() throws {
        let ratio = try Fixture.read("Multipliers.xib").requireConstraint("Mul-rt-001")
        #expect(ratio.ownerID == "Mul-bx-001")
        #expect(ratio.firstItem == "Mul-bx-001")
        #expect(ratio.firstItemIsImplicit)
        #expect(ratio.secondItem == "Mul-bx-001")
        #expect(ratio.firstAttribute == .width)
        #expect(ratio.secondAttribute == .height)
    }

    @Test("every attribute name IB writes reads back", arguments: IBAttribute.allCases)
    func attributeNames(attribute: IBAttribute) throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects><view id="a"><subviews><view id="b"/></subviews><constraints>
            <constraint firstItem="b" firstAttribute="\(attribute.rawValue)" secondAttribute="\(attribute.rawValue)" \
            secondItem="a" id="c"/>
            </constraints></view></objects></document>
            """
        let document = try IBReader.read(data: Data(xml.utf8), path: "attributes.xib")
        #expect(document.constraints.map(\.firstAttribute) == [attribute])
        #expect(document.constraints.map(\.secondAttribute) == [attribute])
    }

    @Test("the default variation's exclusions uninstall constraints; other size classes are only recorded")
    func variations() throws {
        let document = try Fixture.read("LayoutGuides.storyboard")
        #expect(try document.requireConstraint("Cgl-tx-001").isExcludedByDefault)
        #expect(try !document.requireConstraint("Cgl-tp-001").isExcludedByDefault)
        #expect(document.constraints.filter(\.isExcludedByDefault).map(\.id) == ["Cgl-tx-001"])
        let root = try document.requireView("Lgr-oo-001")
        #expect(root.variations.map(\.key) == ["default", "widthClass=compact"])
        #expect(root.variations[0].excludedConstraints == ["Cgl-tx-001"])
        #expect(root.variations[1].includedConstraints == ["Cgl-tx-001"])
        #expect(root.variations[1].excludedConstraints == ["Cgl-tp-001"])
        #expect(document.issues.isEmpty)
    }

    @Test("old-style top and bottom layout guides are constraint items of the view controller")
    func viewControllerLayoutGuides() throws {
        let document = try Fixture.read("LayoutGuides.storyboard")
        let controller = try #require(document.scenes.first?.viewController)
        #expect(controller.topLayoutGuideID == "Top-gd-001")
        #expect(controller.bottomLayoutGuideID == "Bot-gd-001")
        #expect(document.layoutItem(withID: "Top-gd-001") == .viewControllerLayoutGuide(scene: 0, type: "top"))
        #expect(document.layoutItem(withID: "Bot-gd-001") == .viewControllerLayoutGuide(scene: 0, type: "bottom"))
        let top = try document.requireConstraint("Cgl-tp-001")
        #expect(top.secondItem == "Top-gd-001")
        #expect(top.secondAttribute == .bottom)
        #expect(top.isSymbolic)
        let bottom = try document.requireConstraint("Cgl-bt-001")
        #expect(bottom.firstItem == "Bot-gd-001")
        #expect(bottom.firstAttribute == .top)
        #expect(bottom.constant == 20)
        #expect(try document.requireConstraint("Cgl-tr-001").firstAttribute == .trailingMargin)
    }

    @Test("a view controller keeps its Xcode 6/7 metadata and the document its default metrics")
    func viewControllerMetadata() throws {
        let document = try Fixture.read("LayoutGuides.storyboard")
        let controller = try #require(document.scenes.first?.viewController)
        #expect(controller.automaticallyAdjustsScrollViewInsets == false)
        #expect(controller.storyboardIdentifier == "Terms")
        #expect(controller.edgesForExtendedLayout == ["top"])
        #expect(controller.freeformSize == Size(width: 600, height: 600))
        #expect(controller.simulatedMetrics.statusBar?.elementName == "simulatedStatusBarMetrics")
        #expect(controller.simulatedMetrics.topBar?.isNone == true)
        #expect(controller.simulatedMetrics.destination?.elementName == "freeformSimulatedSizeMetrics")
        #expect(document.defaultSimulatedMetrics?.destination?.type == "retina4")
        #expect(document.defaultSimulatedMetrics?.orientation?.elementName == "simulatedOrientationMetrics")
        #expect(document.device == nil)
        #expect(document.systemVersion == "15D21")
    }
}
