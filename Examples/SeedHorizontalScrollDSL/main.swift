// Seed 004 with the DSL: the post's horizontal scroll view, written with SnapKit's syntax
// (`view.snp.makeConstraints { make in … }`) on OpenAutoLayout. A container pinned to the
// content edges holds six boxes; the last box fixes the container's right edge, so the
// content size follows from the boxes: 10 + 6 × 250 + 5 × 20 = 1610 wide, 667/3 tall.
// Prints the frames, the content size and every constraint with the line that made it.
//
//     swift run SeedHorizontalScrollDSL

import LayoutDSL
import OpenAutoLayout

let view = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
view.snp.setLabel("view")
let topScrollHeight = 667.0 / 3
let boxWidth = 375.0 * 2 / 3
let boxGap = 20.0

let scrollView = ScrollView()
scrollView.snp.setLabel("scrollView")
view.addSubview(scrollView)
scrollView.snp.makeConstraints { make in
    make.centerY.equalTo(view.snp.centerY)
    make.left.right.equalTo(view)
    make.height.equalTo(topScrollHeight)
}

let containerView = View()
containerView.snp.setLabel("container")
scrollView.addSubview(containerView)
containerView.snp.makeConstraints { make in
    make.edges.equalTo(scrollView)          // the content rectangle: contentSize = container's size
    make.height.equalTo(topScrollHeight)    // a number, not the scroll view: no circular dependency
}

var previousBox: View?
for i in 0...5 {
    let box = View()
    box.snp.setLabel("box\(i)")
    containerView.addSubview(box)
    box.snp.makeConstraints { make in
        make.top.height.equalTo(containerView)
        make.width.equalTo(boxWidth)
        if let previousBox {
            make.left.equalTo(previousBox.snp.right).offset(boxGap)
        } else {
            make.left.equalTo(containerView).offset(boxGap / 2)
        }
    }
    previousBox = box
}
if let lastBox = previousBox {
    containerView.snp.makeConstraints { make in
        make.right.equalTo(lastBox)               // the container's right edge: its width
    }
}

view.layoutIfNeeded()

func number(_ value: Double) -> String {
    // Two decimals without libm (this program does not link Foundation).
    let hundredths = Int64(value * 100 + (value < 0 ? -0.5 : 0.5))
    let whole = hundredths / 100, fraction = abs(hundredths % 100)
    if fraction == 0 { return String(whole) }
    return "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
}

func show(_ rect: Rect) -> String {
    "(\(number(rect.origin.x)), \(number(rect.origin.y)), \(number(rect.size.width)), \(number(rect.size.height)))"
}

func line(_ label: String, _ value: String) {
    print(label + String(repeating: " ", count: max(1, 20 - label.count)) + value)
}

line("scrollView.frame", show(scrollView.frame))
line("container.frame", show(containerView.frame))
for box in containerView.subviews {
    line("\(box.snp.label() ?? "box").frame", show(box.frame))
}
let size = scrollView.contentSize
line("contentSize", "(\(number(size.width)), \(number(size.height)))")
let issues = view.layoutIssues
line("issues", issues.isEmpty ? "none" : issues.map(\.description).joined(separator: "; "))

print("")
print("constraints (each with the line of its relation):")
for holder in [view, scrollView, containerView] + containerView.subviews {
    for constraint in holder.constraints where constraint is SnapLayoutConstraint {
        print("  \(constraint)")
    }
}
