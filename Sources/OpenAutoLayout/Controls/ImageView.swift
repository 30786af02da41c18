/// An image reduced to its size in points (UIKit's `UIImage`). A class, as UIKit's, so an
/// app's `extension UIImage { convenience init … }` compiles; equal when the sizes are.
open class Image: Hashable, @unchecked Sendable {
    public let size: Size
    public init(size: Size) { self.size = size }

    public static func == (a: Image, b: Image) -> Bool { a.size == b.size }
    public func hash(into hasher: inout Hasher) { hasher.combine(size) }
}

/// Shows an image (UIKit's `UIImageView`). Its intrinsic size is the image's size; without an
/// image it has none on either axis.
open class ImageView: View {
    public var image: Image? { didSet { if image != oldValue { invalidateIntrinsicContentSize() } } }

    public override init(frame: Rect) { super.init(frame: frame) }
    public required init?(coder: Coder) { super.init(coder: coder) }

    /// Like UIKit, the view takes the image's size as its frame. Designated, as UIKit's
    /// `UIImageView.init(image:)` is, so a subclass can override it.
    public init(image: Image?) {
        self.image = image
        super.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
    }

    open override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
}
