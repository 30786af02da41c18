import Testing
import TestSupport
@testable import OpenAutoLayout

/// Two labels side by side between the edges of a 300-point-wide container:
/// "Name" (4 × 8.5 = 34 → 34 wide) and "Value" (5 × 8.5 = 42.5 → 43 wide) at 17 pt.
@Suite("Content hugging and compression resistance")
struct ContentPriorityTests {
    static func pair(containerWidth: Double) -> (root: View, left: Label, right: Label) {
        let root = screen(width: containerWidth, height: 100)
        let (left, right) = addPair(to: root)
        return (root, left, right)
    }

    /// "Name" and "Value" side by side between the edges of `container`, at its top.
    static func addPair(to container: View, suffix: String = "") -> (left: Label, right: Label) {
        let left = autoLayoutView(Label(text: "Name"), "left" + suffix)
        let right = autoLayoutView(Label(text: "Value"), "right" + suffix)
        container.addSubview(left)
        container.addSubview(right)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            container.trailingAnchor.constraint(equalTo: right.trailingAnchor),
            left.topAnchor.constraint(equalTo: container.topAnchor),
            right.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        return (left, right)
    }

    @Test("Views made in code hug at 250 and resist compression at 750")
    func defaults() {
        let view = View()
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentHuggingPriority(for: .vertical).rawValue == 250)
        #expect(view.contentCompressionResistancePriority(for: .horizontal).rawValue == 750)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test("Hugging 251 beats 250: the other label takes the extra width")
    func huggingWins() {
        let (root, left, right) = Self.pair(containerWidth: 300)
        left.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        #expect(left.intrinsicContentSize == Size(width: 34, height: 21))
        #expect(approx(left.frame, Rect(x: 0, y: 0, width: 34, height: 21)))
        #expect(approx(right.frame, Rect(x: 34, y: 0, width: 266, height: 21)))
        #expect(root.layoutIssues.isEmpty)
    }

    @Test("Compression resistance 751 beats 750: the other label is squeezed")
    func compressionWins() {
        let (root, left, right) = Self.pair(containerWidth: 60)
        right.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
        root.layoutIfNeeded()
        #expect(approx(right.frame.size.width, 43))
        #expect(approx(left.frame.size.width, 17))
        #expect(root.layoutIssues.isEmpty)
    }

    @Test("Equal hugging priorities fighting for extra width are a content-priority ambiguity")
    func equalHugging() {
        let (root, left, right) = Self.pair(containerWidth: 300)
        root.layoutIfNeeded()
        let issues = root.layoutIssues
        #expect(issues.count == 1)
        guard case .contentPriorityAmbiguity(let views, let axis, let kind, let priority)? = issues.first else {
            Issue.record("expected a content-priority ambiguity, got \(issues)")
            return
        }
        #expect(views.count == 2 && views[0] === left && views[1] === right)
        #expect(axis == .horizontal)
        #expect(kind == .hugging)
        #expect(priority == .defaultLow)
    }

    @Test("Equal compression resistance in too little width is a content-priority ambiguity too")
    func equalCompression() {
        let (root, _, _) = Self.pair(containerWidth: 60)
        root.layoutIfNeeded()
        guard case .contentPriorityAmbiguity(_, _, let kind, let priority)? = root.layoutIssues.first else {
            Issue.record("expected a content-priority ambiguity, got \(root.layoutIssues)")
            return
        }
        #expect(kind == .compressionResistance)
        #expect(priority == .defaultHigh)
    }

    @Test("Two pairs at the same priority in two containers are two ambiguities, each naming its own pair")
    func separateTies() {
        // Two 300-wide rows one above the other, each holding "Name" + "Value" between its edges at
        // hugging 250: each row has 300 - 34 - 43 = 223 points the two labels of that row share,
        // and no layout trades a label of one row against a label of the other.
        let root = screen(width: 300, height: 200)
        var pairs: [(Label, Label)] = []
        for row in 0..<2 {
            let container = autoLayoutView(View(), "row\(row)")
            root.addSubview(container)
            LayoutConstraint.activate([
                container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                container.topAnchor.constraint(equalTo: root.topAnchor, constant: Double(row) * 100),
                container.heightAnchor.constraint(equalToConstant: 100),
            ])
            pairs.append(Self.addPair(to: container, suffix: "\(row)"))
        }
        root.layoutIfNeeded()
        let ties = root.layoutIssues.compactMap { issue -> [View]? in
            guard case .contentPriorityAmbiguity(let views, .horizontal, .hugging, .defaultLow) = issue else { return nil }
            return views
        }
        #expect(ties.count == 2)
        guard ties.count == 2 else { return }
        #expect(ties[0].count == 2 && ties[0][0] === pairs[0].0 && ties[0][1] === pairs[0].1)
        #expect(ties[1].count == 2 && ties[1][0] === pairs[1].0 && ties[1][1] === pairs[1].1)
    }

    @Test("Changing the text invalidates the intrinsic size: the next pass uses the new width")
    func invalidation() {
        let (root, left, right) = Self.pair(containerWidth: 300)
        left.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        left.text = "Longer name"   // 11 × 8.5 = 93.5 → 94
        root.layoutIfNeeded()
        #expect(approx(left.frame.size.width, 94))
        #expect(approx(right.frame.origin.x, 94))
    }
}
