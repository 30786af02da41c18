import LayoutDiagnostics
import OpenAutoLayout
import Testing

/// A 375 × 667 root with a scroll view 50 from the top, full width, 250 tall (seed 000's setup).
@MainActor
private func scrollScene() -> (root: View, scrollView: ScrollView) {
    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let scrollView = ScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scrollView)
    LayoutConstraint.activate([
        scrollView.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
        scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        scrollView.heightAnchor.constraint(equalToConstant: 250),
    ])
    return (root, scrollView)
}

@MainActor
private func pinEdges(_ view: View, to scrollView: ScrollView) {
    view.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(view)
    LayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: scrollView.topAnchor),
        view.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
        view.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
    ])
}

@MainActor
private func explainContent(_ root: View, _ scrollView: ScrollView,
                            frames: @escaping (View) -> Rect = { $0.frame }) throws -> Explanation {
    root.layoutIfNeeded()
    let issue = try #require(root.layoutIssues.first {
        if case .ambiguousScrollableContentSize = $0 { return true }
        return false
    })
    return LayoutExplainer(referenceFrame: frames)
        .explain(issue, in: root, verify: IssueKeys.modelVerifier(root: root))
}

@Suite("Why a scroll view's content size is ambiguous, and fixes that work (layouts in code)")
@MainActor
struct ExplainerSeedTests {
    @Test("Seed 000: an image view pinned to four edges without a size has no width or height to give")
    func imagePinnedToFourEdges() throws {
        let (root, scrollView) = scrollScene()
        let image = ImageView()
        pinEdges(image, to: scrollView)
        // The seed's image is 80 × 50 (its {80, 50} example); its frame in the file would say so.
        let explanation = try explainContent(root, scrollView) { $0 === image ? Rect(x: 0, y: 0, width: 80, height: 50) : $0.frame }
        #expect(explanation.chains.count == 2)
        for chain in explanation.chains {
            guard case .missingSize(let view, let pinned) = chain.stop else {
                Issue.record("expected a missing size, got \(chain.stop)"); continue
            }
            #expect(view === image && pinned)
            #expect(chain.links.count == 1)
        }
        #expect(explanation.lines[0] == "Horizontal: Image View.leading = Scroll View.leading → stops at "
            + "\"Image View\": nothing gives it a width; its leading and trailing edges are pinned to the content "
            + "edges, so its width and the content width only refer to each other.")
        let summaries = explanation.fixIts.map(\.summary)
        #expect(summaries.contains("give \"Image View\" a width (its frame has 80)"))
        #expect(summaries.contains("give \"Image View\" a height (its frame has 50)"))
        // Applying the first fix of each axis: content size 80 × 50, nothing ambiguous.
        let fixes = explanation.fixIts.filter { $0.summary.hasPrefix("give") }.flatMap(\.adding)
        LayoutConstraint.activate(fixes.map { $0.makeConstraint() })
        root.layoutIfNeeded()
        #expect(root.layoutIssues.isEmpty)
        #expect(scrollView.contentSize == Size(width: 80, height: 50))
    }

    @Test("Seed 004: a row of boxes in a container whose right edge nothing pins; the fix pins the last box")
    func rowWithoutFarEdgePin() throws {
        let (root, scrollView) = scrollScene()
        let container = View()
        pinEdges(container, to: scrollView)
        container.heightAnchor.constraint(equalToConstant: 250).isActive = true
        var boxes: [View] = []
        for index in 0..<6 {
            let box = View()
            box.translatesAutoresizingMaskIntoConstraints = false
            box.accessibilityIdentifier = "box\(index)"
            container.addSubview(box)
            LayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: container.topAnchor),
                box.heightAnchor.constraint(equalTo: container.heightAnchor),
                box.widthAnchor.constraint(equalToConstant: 100),
                index == 0 ? box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 7.5)
                    : box.leadingAnchor.constraint(equalTo: boxes[index - 1].trailingAnchor, constant: 15),
            ])
            boxes.append(box)
        }
        let explanation = try explainContent(root, scrollView)
        #expect(explanation.chains.count == 1)
        let chain = try #require(explanation.chains.first)
        guard case .missingFarEdgePin(let view, let inside) = chain.stop else {
            Issue.record("expected a missing far-edge pin, got \(chain.stop)"); return
        }
        #expect(view === boxes[5] && inside === container)
        // container.leading, then per box its width, and five spacings.
        #expect(chain.links.count == 1 + 1 + 6 + 5)
        let fix = try #require(explanation.fixIts.first)
        #expect(fix.summary == "pin \"box5\".trailing to \"View\".trailing")
        LayoutConstraint.activate(fix.adding.map { $0.makeConstraint() })
        root.layoutIfNeeded()
        // 7.5 + 6 × 100 + 5 × 15 = 682.5 wide, 250 tall.
        #expect(scrollView.contentSize == Size(width: 682.5, height: 250))
        #expect(root.layoutIssues.isEmpty)
    }

    @Test("A content view whose width refers only to the content layout guide: replaced by the frame width")
    func widthReferringToContent() throws {
        let (root, scrollView) = scrollScene()
        let content = View()
        pinEdges(content, to: scrollView)
        content.heightAnchor.constraint(equalToConstant: 600).isActive = true
        content.widthAnchor.constraint(equalTo: scrollView.contentLayoutGuide.widthAnchor).isActive = true
        let explanation = try explainContent(root, scrollView) {
            $0 === content ? Rect(x: 0, y: 0, width: 375, height: 600) : $0.frame
        }
        let chain = try #require(explanation.chains.first)
        guard case .sizeRefersToContent(let view, _) = chain.stop else {
            Issue.record("expected a size referring to the content, got \(chain.stop)"); return
        }
        #expect(view === content)
        let fix = try #require(explanation.fixIts.first)
        #expect(fix.summary.hasSuffix("pin \"View\".width to the scroll view's frame (frame layout guide) "
            + "to scroll vertically only"))
        #expect(fix.removing.count == 1)
        LayoutConstraint.deactivate(fix.removing)
        LayoutConstraint.activate(fix.adding.map { $0.makeConstraint() })
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == Size(width: 375, height: 600))
    }

    @Test("A conflict lists its minimal set and the constraint UIKit breaks; each removal is verified")
    func conflict() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let wide = box.widthAnchor.constraint(equalToConstant: 100)
        let narrow = box.widthAnchor.constraint(equalToConstant: 50)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), wide, narrow,
        ])
        root.layoutIfNeeded()
        let issue = try #require(root.layoutIssues.first)
        let explanation = LayoutExplainer().explain(issue, in: root, verify: IssueKeys.modelVerifier(root: root))
        #expect(explanation.lines[1] == "UIKit would break View.width = 50 to recover (the one whose activation revealed the conflict).")
        #expect(explanation.fixIts.map(\.summary) == ["remove View.width = 50", "remove View.width = 100"])
    }

    @Test("Missing constraints: the free parts are named and filled from the frame")
    func missingConstraints() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let label = View(frame: Rect(x: 20, y: 30, width: 100, height: 40))
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true
        label.widthAnchor.constraint(equalToConstant: 100).isActive = true
        root.layoutIfNeeded()
        let issue = try #require(root.layoutIssues.first)
        let explanation = LayoutExplainer(referenceFrame: { _ in Rect(x: 20, y: 30, width: 100, height: 40) })
            .explain(issue, in: root, verify: IssueKeys.modelVerifier(root: root))
        #expect(explanation.lines == [
            "Y position of \"View\" is free: no constraint mentions \"View\" along this axis.",
            "height of \"View\" is free: no constraint mentions \"View\" along this axis.",
        ])
        #expect(explanation.fixIts.map(\.summary) == ["give \"View\" top 30 from \"View\", height 40 (from its frame)"])
    }
}
