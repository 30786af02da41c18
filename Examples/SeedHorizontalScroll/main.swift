// Seed 004 in code: a horizontal scroll view with a container and six boxes, on a 375×667
// screen. Prints every frame and the content size the constraints give, then scrolls by 100
// and shows that frames stay put while what is seen moves.
//
//     swift run SeedHorizontalScroll

import OpenAutoLayout

let screenView = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
let scrollHeight = 667.0 / 3
let boxWidth = 375.0 * 2 / 3
let boxGap = 20.0

let scrollView = ScrollView()
scrollView.translatesAutoresizingMaskIntoConstraints = false
screenView.addSubview(scrollView)
LayoutConstraint.activate([
    scrollView.centerYAnchor.constraint(equalTo: screenView.centerYAnchor),
    scrollView.leftAnchor.constraint(equalTo: screenView.leftAnchor),
    scrollView.rightAnchor.constraint(equalTo: screenView.rightAnchor),
    scrollView.heightAnchor.constraint(equalToConstant: scrollHeight),
])

// The container: its edges are the content rectangle's, its height fixed, its width from the boxes.
let container = View()
container.translatesAutoresizingMaskIntoConstraints = false
scrollView.addSubview(container)
LayoutConstraint.activate([
    container.topAnchor.constraint(equalTo: scrollView.topAnchor),
    container.leftAnchor.constraint(equalTo: scrollView.leftAnchor),
    container.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
    container.rightAnchor.constraint(equalTo: scrollView.rightAnchor),
    container.heightAnchor.constraint(equalToConstant: scrollHeight),
])

var boxes: [View] = []
for index in 0..<6 {
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    box.accessibilityIdentifier = "box\(index)"
    container.addSubview(box)
    LayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: container.topAnchor),
        box.heightAnchor.constraint(equalTo: container.heightAnchor),
        box.widthAnchor.constraint(equalToConstant: boxWidth),
        index == 0
            ? box.leftAnchor.constraint(equalTo: container.leftAnchor, constant: boxGap / 2)
            : box.leftAnchor.constraint(equalTo: boxes[index - 1].rightAnchor, constant: boxGap),
    ])
    boxes.append(box)
}
container.rightAnchor.constraint(equalTo: boxes[5].rightAnchor).isActive = true

screenView.layoutIfNeeded()

/// Two decimals without libm (this program does not link Foundation).
func number(_ value: Double) -> String {
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
line("container.frame", show(container.frame))
for box in boxes {
    line("\(box.accessibilityIdentifier ?? "box").frame", show(box.frame))
}
let size = scrollView.contentSize
line("contentSize", "\(number(size.width)) × \(number(size.height))")
let issues = screenView.layoutIssues
line("issues", issues.isEmpty ? "none" : issues.map(\.description).joined(separator: "; "))

scrollView.setContentOffset(Point(x: 100, y: 0), animated: false)
screenView.layoutIfNeeded()
print("after setContentOffset((100, 0)):")
line("box0.frame", show(boxes[0].frame) + "  (unchanged)")
line("box0 in window", show(boxes[0].convert(boxes[0].bounds, to: nil)) + "  (moved 100 left)")
