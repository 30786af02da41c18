import Testing
import TestSupport
@testable import OpenAutoLayout

@Suite("Fitting sizes, debugging API, conversion")
struct DebuggingAndFittingTests {
    /// A card: a 17-point label 12 from the top and sides, a 30-tall button 8 below it, 12 from the bottom.
    static func card() -> (View, Label) {
        let card = autoLayoutView(View(), "card")
        let label = autoLayoutView(Label(text: "Twenty characters!!!"), "label")   // 20 × 8.5 = 170 wide, 21 tall
        let button = autoLayoutView(Button(title: "OK"), "button")                  // 15 wide, 30 tall
        card.addSubview(label)
        card.addSubview(button)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            card.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 12),
            button.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            button.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            card.bottomAnchor.constraint(equalTo: button.bottomAnchor, constant: 12),
        ])
        return (card, label)
    }

    @Test("systemLayoutSizeFitting(compressed) gives the smallest size the content allows")
    func compressedFitting() {
        let (card, _) = Self.card()
        let size = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        // 12 + 170 + 12 = 194 wide; 12 + 21 + 8 + 30 + 12 = 83 tall.
        #expect(approx(size, Size(width: 194, height: 83)))
    }

    @Test("A required fitting width makes the label stretch to it")
    func requiredWidth() {
        let (card, _) = Self.card()
        let size = card.systemLayoutSizeFitting(Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(approx(size, Size(width: 320, height: 83)))
    }

    @Test("hasAmbiguousLayout, exerciseAmbiguityInLayout and constraintsAffectingLayout")
    func debugging() {
        let root = screen(width: 300, height: 300)
        let box = autoLayoutView(View(), "box")
        root.addSubview(box)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        LayoutConstraint.activate([
            top,
            box.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(box.hasAmbiguousLayout)
        #expect(root.ambiguity(of: box) == [.xPosition])
        let before = box.frame.origin.x
        box.exerciseAmbiguityInLayout()
        #expect(box.frame.origin.x != before)
        #expect(box.frame.origin.x >= 0)
        #expect(box.frame.origin.y == 10)
        let vertical = box.constraintsAffectingLayout(for: .vertical)
        #expect(vertical.count == 2)
        #expect(vertical.contains { $0 === top })
        #expect(!root.hasAmbiguousLayout)
    }

    @Test("convert(_:to:) and convert(_:from:) go through frames and bounds origins")
    func conversion() {
        let root = screen(width: 300, height: 300)
        let outer = View(frame: Rect(x: 10, y: 20, width: 200, height: 200))
        let inner = View(frame: Rect(x: 5, y: 5, width: 50, height: 50))
        root.addSubview(outer)
        outer.addSubview(inner)
        outer.bounds.origin = Point(x: 0, y: 30)
        #expect(inner.convert(Point(x: 1, y: 1), to: nil) == Point(x: 16, y: -4))
        #expect(inner.convert(Point(x: 16, y: -4), from: nil) == Point(x: 1, y: 1))
        #expect(root.convert(Rect(x: 16, y: -4, width: 3, height: 3), to: inner) == Rect(x: 1, y: 1, width: 3, height: 3))
        #expect(inner.convert(Point.zero, to: outer) == Point(x: 5, y: 5))
    }

    @Test("Text is measured deterministically: 0.5 × font size per character, ceil(1.2 × font size) per line")
    func textMeasurement() {
        let measurer = MonospacedTextMeasurer()
        #expect(measurer.size(of: "Hello", fontSize: 17, numberOfLines: 1, maxWidth: nil) == Size(width: 43, height: 21))
        #expect(measurer.size(of: "", fontSize: 17, numberOfLines: 1, maxWidth: nil) == .zero)
        // 20 characters of 10 pt wrap at 50 pt: 10 per line, 2 lines of 24.
        #expect(measurer.size(of: String(repeating: "a", count: 20), fontSize: 20, numberOfLines: 0, maxWidth: 100)
                == Size(width: 100, height: 48))
        let label = Label(text: "a\nbb\nccc", fontSize: 10)
        label.numberOfLines = 2
        #expect(label.intrinsicContentSize == Size(width: 10, height: 24))
        #expect(ImageView(image: nil).intrinsicContentSize == Size(width: -1, height: -1))
        #expect(TextField(placeholder: nil).intrinsicContentSize.height == 30)
    }

    @Test("Baselines: a label's first baseline is its font size below its top")
    func baselines() {
        let root = screen(width: 300, height: 300)
        let label = autoLayoutView(Label(text: "Title", fontSize: 20), "label")   // line 24 tall
        let plain = autoLayoutView(View(), "plain")
        root.addSubview(label)
        root.addSubview(plain)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            plain.bottomAnchor.constraint(equalTo: label.firstBaselineAnchor),
            plain.topAnchor.constraint(equalTo: label.lastBaselineAnchor, constant: -50),
            plain.leadingAnchor.constraint(equalTo: label.trailingAnchor),
            plain.widthAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(plain.frame == Rect(x: 50, y: 70, width: 10, height: 50))
    }

    /// UIButton's baselines are its title label's, centred vertically (`contentVerticalAlignment`
    /// `.center`): a 15-pt "OK" is 30 tall (an 18-pt line and 6 above and below), its baseline 6 + 15 =
    /// 21 below its top; held 50 tall, the title moves down by half the 20 extra points, and the first
    /// and last baselines stay one line: 100 + 21 + 10 = 131.
    @Test("Baselines: a button taller than its title keeps both baselines on the centred title")
    func buttonBaselinesFollowTheCentredTitle() {
        let root = screen(width: 300, height: 300)
        let button = autoLayoutView(Button(title: "OK"), "button")
        let above = autoLayoutView(View(), "above")
        let below = autoLayoutView(View(), "below")
        for view in [button, above, below] { root.addSubview(view) }
        LayoutConstraint.activate([
            button.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            button.heightAnchor.constraint(equalToConstant: 50),
            above.bottomAnchor.constraint(equalTo: button.firstBaselineAnchor),
            above.topAnchor.constraint(equalTo: root.topAnchor),
            below.topAnchor.constraint(equalTo: button.lastBaselineAnchor),
            below.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            above.leadingAnchor.constraint(equalTo: button.trailingAnchor),
            below.leadingAnchor.constraint(equalTo: button.trailingAnchor),
            above.widthAnchor.constraint(equalToConstant: 10),
            below.widthAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(above.frame.maxY == 131)
        #expect(below.frame.minY == 131)
    }
}

