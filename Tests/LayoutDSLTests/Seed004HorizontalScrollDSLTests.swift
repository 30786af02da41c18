import LayoutDSL
import TestSupport
import OpenAutoLayout
import Testing

/// Seed 004, in the post's own SnapKit (0.x era) spelling: `snp_makeConstraints`,
/// `view.snp_centerY`, `previousBox.snp_right`. Only type names change (`UIView` → `View`).
///
/// Screen 375×667. `topScrollHeight = 667 / 3 = 222.33…`, `boxWidth = 2/3 × 375 = 250`,
/// `boxGap = 20`, six boxes: the content is 10 + 6 × 250 + 5 × 20 = 1610 wide.
/// Box i starts at 10 + i × (250 + 20).
struct Seed004Scene {
    let view: View
    let scrollView: ScrollView
    let boxes: [View]
}

/// Each variant of the post is one type; their `build` is deprecated on purpose (it uses the
/// deprecated `snp_` shims, as the post does) and is called through this protocol.
protocol Seed004Variant {
    static func build(in view: View) -> Seed004Scene
}

let ScreenWidth = 375.0
let ScreenHeight = 667.0
let topScrollHeight = ScreenHeight / 3
let boxWidth = ScreenWidth * 2 / 3
let boxGap = 20.0

/// Step one of the post: the scroll view, centred vertically, full width, a third of the screen tall.
@available(*, deprecated, message: "The post's snp_ spelling, on purpose")
func addScrollView(to view: View) -> ScrollView {
    let scrollView = ScrollView()
    view.addSubview(scrollView)
    scrollView.snp_makeConstraints { (make) -> Void in
        make.centerY.equalTo(view.snp_centerY)
        make.left.right.equalTo(view)
        make.height.equalTo(topScrollHeight)
    }
    return scrollView
}

/// "使用container": a container pinned to the content edges, boxes inside it. `firstBoxToOuterView`
/// is the trap of the post's last section: `make.left.equalTo(view).offset(boxGap / 2)`.
struct ContainerVariant: Seed004Variant {
    @available(*, deprecated, message: "The post's snp_ spelling, on purpose")
    static func build(in view: View) -> Seed004Scene { build(in: view, firstBoxToOuterView: false) }

    @available(*, deprecated, message: "The post's snp_ spelling, on purpose")
    static func build(in view: View, firstBoxToOuterView: Bool) -> Seed004Scene {
        let scrollView = addScrollView(to: view)
        let containerView = View()
        scrollView.addSubview(containerView)
        containerView.snp_makeConstraints { (make) -> Void in
            make.edges.equalTo(scrollView)
            make.height.equalTo(topScrollHeight)
        }
        for i in 0...5 {
            let box = View()
            containerView.addSubview(box)
            box.snp_makeConstraints(closure: { (make) -> Void in
                make.top.height.equalTo(containerView)
                make.width.equalTo(boxWidth)
                if i == 0 {
                    if firstBoxToOuterView {
                        make.left.equalTo(view).offset(boxGap / 2)
                    } else {
                        make.left.equalTo(containerView).offset(boxGap / 2)
                    }
                }
                // The post casts `subviews[i - 1] as? UIView` (subviews were `[AnyObject]` then).
                else if let previousBox = Optional(containerView.subviews[i - 1]) {
                    make.left.equalTo(previousBox.snp_right).offset(boxGap)
                }
                if i == 5 {
                    containerView.snp_makeConstraints(closure: { (make) -> Void in
                        make.right.equalTo(box)
                    })
                }
            })
        }
        return Seed004Scene(view: view, scrollView: scrollView, boxes: containerView.subviews)
    }
}

/// The trap variant as its own type, so tests can pick it through the protocol.
struct TrapVariant: Seed004Variant {
    @available(*, deprecated, message: "The post's snp_ spelling, on purpose")
    static func build(in view: View) -> Seed004Scene { ContainerVariant.build(in: view, firstBoxToOuterView: true) }
}

/// "使用外部视图": boxes directly in the scroll view, their bottom taken from the outer view.
struct OuterViewVariant: Seed004Variant {
    @available(*, deprecated, message: "The post's snp_ spelling, on purpose")
    static func build(in view: View) -> Seed004Scene {
        let scrollView = addScrollView(to: view)
        for i in 0...5 {
            let box = View()
            scrollView.addSubview(box)
            box.snp_makeConstraints(closure: { (make) -> Void in
                make.top.equalTo(0)
                make.bottom.equalTo(view).offset(-(ScreenHeight - topScrollHeight) / 2)
                make.height.equalTo(topScrollHeight)

                make.width.equalTo(boxWidth)
                if i == 0 {
                    make.left.equalTo(boxGap / 2)
                }
                else if let previousBox = Optional(scrollView.subviews[i - 1]) {
                    make.left.equalTo(previousBox.snp_right).offset(boxGap)
                }

                if i == 5 {
                    make.right.equalTo(scrollView)
                }
            })
        }
        return Seed004Scene(view: view, scrollView: scrollView, boxes: scrollView.subviews)
    }
}

func scene<V: Seed004Variant>(_ variant: V.Type) -> Seed004Scene {
    // An unnamed root, as the post's view controller has: descriptions show the path from it.
    let scene = variant.build(in: screen(name: nil))
    scene.view.layoutIfNeeded()
    return scene
}

@Suite("Seed 004 written with the DSL, as the post writes it")
struct Seed004HorizontalScrollDSLTests {
    @Test("With a container: content 1610 × 222.33…, six boxes 270 apart, no issues")
    func container() {
        let scene = scene(ContainerVariant.self)
        // centerY 333.5, height 222.33…: the scroll view starts at 333.5 − 111.16… = 222.33….
        #expect(approx(scene.scrollView.frame, Rect(x: 0, y: 667.0 / 3, width: 375, height: 667.0 / 3)))
        #expect(approx(scene.scrollView.contentSize, Size(width: 1610, height: 667.0 / 3)))
        #expect(scene.boxes.count == 6)
        for (i, box) in scene.boxes.enumerated() {
            #expect(approx(box.frame, Rect(x: 10 + Double(i) * 270, y: 0, width: 250, height: 667.0 / 3)))
        }
        #expect(scene.view.layoutIssues.isEmpty)
    }

    @Test("makeConstraints turned off every view's autoresizing-mask constraints")
    func autoresizingOff() {
        let scene = scene(ContainerVariant.self)
        #expect(!scene.scrollView.translatesAutoresizingMaskIntoConstraints)
        #expect(scene.boxes.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(!scene.boxes[0].superview!.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("Without a container: the width is right, but nothing ties the content's bottom")
    func outerView() {
        let scene = scene(OuterViewVariant.self)
        #expect(approx(scene.scrollView.contentSize.width, 1610))
        for (i, box) in scene.boxes.enumerated() {
            #expect(approx(box.frame, Rect(x: 10 + Double(i) * 270, y: 0, width: 250, height: 667.0 / 3)))
        }
        // top == content top, height fixed, bottom tied to the outer view: the content height
        // is forced by nothing, so it is ambiguous (the post believes the rule is met).
        #expect(scene.view.layoutIssues.compactMap(\.ambiguousContentAxes) == [.vertical])
    }

    @Test("The trap: the first box pinned to the outer view floats; scrolled by 100, its frame.x grows by 100")
    func trap() {
        let scene = scene(TrapVariant.self)
        #expect(approx(scene.boxes[0].frame.origin.x, 10))
        #expect(approx(scene.scrollView.contentSize.width, 1610))
        scene.scrollView.setContentOffset(Point(x: 100, y: 0), animated: false)
        scene.view.layoutIfNeeded()
        // The box keeps 10 points from the screen's left, i.e. 10 + 100 in the scrolled content.
        #expect(approx(scene.boxes[0].frame.origin.x, 110))
        #expect(approx(scene.boxes[5].frame.maxX, 110 + 6 * 250 + 5 * 20))
    }

    @Test("The seed's constraints print with the file and line of their relation")
    func descriptions() {
        let scene = scene(ContainerVariant.self)
        let height = scene.scrollView.constraints.first { $0.firstAttribute == .height }
        let text = height.map { "\($0)" } ?? ""
        #expect(text.hasPrefix("<SnapKit.LayoutConstraint:@Seed004HorizontalScrollDSLTests.swift#"))
        #expect(text.hasSuffix(" ScrollView:/0.height == 222.33333333333334>"))
    }
}
