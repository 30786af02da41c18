import LayoutDiagnostics
import OpenAutoLayout
import Testing

/// A 320 × 480 root whose box is 10 from the top, 200 from the bottom and at least 330 tall:
/// 10 + 330 + 200 = 540 > 480, so one required constraint must go.
@MainActor
private func conflictingLayout() -> (root: View, box: View, constraints: [LayoutConstraint]) {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let constraints = [
        box.heightAnchor.constraint(greaterThanOrEqualToConstant: 330),
        box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        root.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 200),
    ]
    LayoutConstraint.activate(constraints)
    return (root, box, constraints)
}

@Suite("UIKit's unsatisfiable-constraints console message")
@MainActor
struct UnsatisfiableConstraintsLogTests {
    @Test("The message matches UIKit's iOS 10+ text line for line, constraints in UIKit's grammar")
    func exactText() throws {
        let (root, _, _) = conflictingLayout()
        var seen: [LayoutIssue] = []
        root.unsatisfiableConstraintsHandler = { seen.append($0) }
        root.layoutIfNeeded()
        let issue = try #require(seen.first)
        let text = try #require(UnsatisfiableConstraintsLog.text(for: issue))
        // Addresses are handed out in order of first mention: the root (its encapsulated height
        // comes first, generated before any user constraint), then the box.
        let rootName = "UIView:0x7f8e5c407a20", box = "UIView:0x7f8e5c407cf0"
        let expected = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            (
                "<NSLayoutConstraint:0x600000c00010 'UIView-Encapsulated-Layout-Height' \(rootName).height == 480   (active)>",
                "<NSLayoutConstraint:0x600000c00040 \(box).height >= 330   (active)>",
                "<NSLayoutConstraint:0x600000c00070 V:|-(10)-[\(box)]   (active, names: '|':\(rootName) )>",
                "<NSLayoutConstraint:0x600000c000a0 V:[\(box)]-(200)-|   (active, names: '|':\(rootName) )>"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x600000c000a0 V:[\(box)]-(200)-|   (active, names: '|':\(rootName) )>

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """
        #expect(text == expected.replacingTrailingSpaceMarkers())
    }

    @Test("The handler hears each conflict once, not on every layout pass")
    func oncePerConflict() {
        let (root, _, _) = conflictingLayout()
        var count = 0
        root.unsatisfiableConstraintsHandler = { _ in count += 1 }
        root.layoutIfNeeded()
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(count == 1)
    }

    @Test("Origins name the Swift file and line of each anchor call, and what generated the rest")
    func origins() throws {
        let (root, _, _) = conflictingLayout()
        root.layoutIfNeeded()
        let issue = try #require(root.layoutIssues.first)
        let text = try #require(UnsatisfiableConstraintsLog.annotatedText(for: issue))
        let lines = text.split(separator: "\n").suffix(5).map(String.init)
        #expect(lines == [
            "Constraint origins:",
            "    <NSLayoutConstraint:0x600000c00010> generated for the root view's frame",
            "    <NSLayoutConstraint:0x600000c00040> UnsatisfiableConstraintsLogTests.swift:14",
            "    <NSLayoutConstraint:0x600000c00070> UnsatisfiableConstraintsLogTests.swift:15",
            "    <NSLayoutConstraint:0x600000c000a0> UnsatisfiableConstraintsLogTests.swift:16",
        ])
    }

    @Test("Spacing written either way round prints as the same visual format; inequalities flip")
    func visualFormatNormalisation() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let a = View(), b = View()
        root.addSubview(a)
        root.addSubview(b)
        let addresses = ObjectAddresses()
        let aName = UIKitConstraintDescription.itemName(a, addresses)
        let bName = UIKitConstraintDescription.itemName(b, addresses)
        let rootName = UIKitConstraintDescription.itemName(root, addresses)
        let trailing = a.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20)
        #expect(UIKitConstraintDescription.describe(trailing, addresses: addresses).hasSuffix(
            " H:[\(aName)]-(>=20)-|   (active, names: '|':\(rootName) )>"))
        let spacing = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
        #expect(UIKitConstraintDescription.describe(spacing, addresses: addresses).hasSuffix(
            " H:[\(aName)]-(8)-[\(bName)]   (active)>"))
        let ratio = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: -4)
        ratio.priority = .defaultHigh
        #expect(UIKitConstraintDescription.describe(ratio, addresses: addresses).hasSuffix(
            " \(aName).width == 0.5*\(bName).width - 4 @750   (active)>"))
    }
}

extension String {
    /// Source files may lose trailing spaces; UIKit's text has them after "want.", "this:", the
    /// two numbered lines and "constraint". Put them back where a line ends with those words.
    fileprivate func replacingTrailingSpaceMarkers() -> String {
        split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let endings = ["don't want.", "Try this:", "don't expect;", "fix it.", "breaking constraint"]
            return endings.contains(where: { line.hasSuffix($0) }) ? line + " " : String(line)
        }.joined(separator: "\n")
    }
}
