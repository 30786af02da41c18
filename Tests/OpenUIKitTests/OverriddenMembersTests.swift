import OpenUIKit
import Testing

// Members apps override, written as apps write them (override, didSet, super), with the values
// they must give worked out by hand.

/// A filter chip: its look follows `isSelected` and `isHighlighted`, its colour is mirrored on
/// the layer.
final class ChipButton: UIButton {
    var highlights: [Bool] = []

    override var isSelected: Bool {
        didSet {
            backgroundColor = isSelected ? .systemBlue : .systemGray6
            layer.borderWidth = isSelected ? 0 : 1
        }
    }

    override var isHighlighted: Bool {
        didSet { highlights.append(isHighlighted) }
    }

    override var backgroundColor: UIColor? {
        didSet { layer.backgroundColor = backgroundColor?.cgColor }
    }
}

/// A label that shows its text in capitals.
final class CapsLabel: UILabel {
    override var text: String? {
        get { super.text }
        set { super.text = newValue?.uppercased() }
    }
}

/// A star rating read by VoiceOver as one adjustable element.
final class RatingView: UIView {
    var rating = 3

    override var isAccessibilityElement: Bool { get { true } set {} }
    override var accessibilityLabel: String? { get { "Rating" } set {} }
    override var accessibilityValue: String? { get { "\(rating) of 5" } set {} }
    override var accessibilityTraits: UIAccessibilityTraits { get { .adjustable } set {} }
    override func accessibilityIncrement() { rating = min(rating + 1, 5) }
}

/// A plain view subclass with UIKit's two initializers, the archive one calling super.
final class DividerView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .separator
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .separator
    }

    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 1) }
}

extension UIColor {
    /// The hex initializer nearly every app has.
    convenience init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }
}

extension UIImage {
    /// A one-colour image, drawn the usual way.
    convenience init?(color: UIColor, size: CGSize = CGSize(width: 1, height: 1)) {
        let image = UIGraphicsImageRenderer(size: size).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
        guard let cgImage = image.cgImage else { return nil }
        self.init(cgImage: cgImage)
    }
}

@Suite("Members apps override")
struct OverriddenMembersTests {
    @Test("A button's isSelected and isHighlighted overrides run and set the overridden background colour")
    func chipButton() {
        let chip = ChipButton(type: .system)
        chip.isSelected = true
        chip.isHighlighted = true
        chip.isHighlighted = false
        #expect(chip.backgroundColor == UIColor.systemBlue)
        #expect(chip.layer.backgroundColor == UIColor.systemBlue.cgColor)
        #expect(chip.layer.borderWidth == 0)
        #expect(chip.highlights == [true, false])
        #expect(chip.state == [.selected])
    }

    @Test("A label's text override decides what is measured")
    func capsLabel() {
        let label = CapsLabel()
        label.text = "hello"
        // "HELLO": 5 characters × 8.5 = 42.5, rounded up to 43 wide at 17 pt; ceil(20.4) = 21 tall.
        #expect(label.text == "HELLO")
        #expect(label.intrinsicContentSize == CGSize(width: 43, height: 21))
    }

    @Test("Accessibility overrides answer VoiceOver's questions")
    func rating() {
        let rating = RatingView()
        rating.accessibilityIncrement()
        #expect(rating.isAccessibilityElement)
        #expect(rating.accessibilityValue == "4 of 5")
        #expect(rating.accessibilityTraits.contains(.adjustable))
        let plain = UIView()
        plain.accessibilityLabel = "Close"
        plain.accessibilityTraits = [.button, .selected]
        #expect(plain.accessibilityLabel == "Close")
        #expect(plain.accessibilityTraits == [.button, .selected])
        #expect(!plain.isAccessibilityElement)
    }

    @Test("super.init(coder:) from a plain view subclass gives a zero-frame view that lays out like any other")
    func archiveInitializer() throws {
        let divider = try #require(DividerView(coder: NSCoder()))
        #expect(divider.frame == CGRect())
        #expect(divider.backgroundColor == .separator)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        container.addSubview(divider)
        divider.translatesAutoresizingMaskIntoConstraints = false
        divider.snp.makeConstraints { make in
            make.leading.trailing.bottom.equalToSuperview()
        }
        container.layoutIfNeeded()
        // Full width, 1 tall (its intrinsic height), on the bottom edge.
        #expect(divider.frame == CGRect(x: 0, y: 99, width: 200, height: 1))
        #expect(DividerView().frame == .zero)
    }

    @Test("An app's UIColor and UIImage convenience initializers compile and keep their values")
    func conveniences() throws {
        let brand = UIColor(hex: 0x3366FF)
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        brand.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect((red, green, blue, alpha) == (0.2, 0.4, 1, 1))
        #expect(UIColor(cgColor: brand.cgColor) == brand)
        #expect(UIColor.groupTableViewBackground == .systemGroupedBackground)
        let swatch = try #require(UIImage(color: brand, size: CGSize(width: 24, height: 12)))
        #expect(swatch.size == CGSize(width: 24, height: 12))
        #expect(UIImageView(image: swatch).intrinsicContentSize == CGSize(width: 24, height: 12))
    }

    @Test("Subview order, pull to refresh and separators as table screens set them")
    func tableScreenNeighbours() {
        let container = UIView()
        let (back, front) = (UIView(), UIView())
        container.addSubview(back)
        container.addSubview(front)
        container.bringSubviewToFront(back)
        #expect(container.subviews.map { $0 === back } == [false, true])
        container.sendSubviewToBack(back)
        #expect(container.subviews.first === back)
        let table = UITableView(frame: .zero, style: .plain)
        table.refreshControl = UIRefreshControl()
        table.refreshControl?.beginRefreshing()
        #expect(table.refreshControl?.isRefreshing == true)
        table.separatorColor = .clear
        #expect(table.separatorColor == .clear)
    }

    @Test("A table's contentSize override sees the content size set on it")
    func contentSizeOverride() {
        final class CountingTable: UITableView {
            var sizes: [CGSize] = []
            override var contentSize: CGSize { didSet { sizes.append(contentSize) } }
        }
        let table = CountingTable(frame: .zero, style: .grouped)
        table.contentSize = CGSize(width: 320, height: 88)
        #expect(table.sizes == [CGSize(width: 320, height: 88)])
    }
}
