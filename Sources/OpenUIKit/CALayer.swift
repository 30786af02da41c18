// Core Animation's layer as layout code touches it: geometry, corners, borders and shadows.

/// A layer (UIKit's `CALayer`). A view's own layer reads and writes the view's geometry (its
/// `frame`, `bounds` and `position` are the view's, as in UIKit); a layer made on its own keeps
/// its geometry. Corners, borders, shadows and sublayers are stored only: nothing is drawn.
/// `masksToBounds` is the view's `clipsToBounds`, as in UIKit.
open class CALayer {
    weak var owningView: View?
    private var frameStorage = Rect.zero

    public init() {}
    public init(layer: Any) {}

    open var frame: Rect {
        get { owningView?.frame ?? frameStorage }
        set { if let owningView { owningView.frame = newValue } else { frameStorage = newValue } }
    }

    open var bounds: Rect {
        get { owningView?.bounds ?? Rect(origin: .zero, size: frameStorage.size) }
        set {
            if let owningView { owningView.bounds = newValue } else { frameStorage.size = newValue.size }
        }
    }

    /// The centre of the frame in the superlayer (the anchor point is the centre).
    open var position: Point {
        get { Point(x: frame.midX, y: frame.midY) }
        set {
            let size = frame.size
            frame = Rect(x: newValue.x - size.width / 2, y: newValue.y - size.height / 2,
                         width: size.width, height: size.height)
        }
    }

    open var anchorPoint = Point(x: 0.5, y: 0.5)
    open var zPosition: Double = 0
    open var cornerRadius: Double = 0
    /// Which corners `cornerRadius` rounds (all four by default, as in UIKit).
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                            .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var cornerCurve: CALayerCornerCurve = .circular
    open var masksToBounds: Bool {
        get { owningView?.clipsToBounds ?? masksToBoundsStorage }
        set { if let owningView { owningView.clipsToBounds = newValue } else { masksToBoundsStorage = newValue } }
    }
    private var masksToBoundsStorage = false
    open var borderWidth: Double = 0
    open var borderColor: CGColor? = UIColor.black.cgColor
    open var backgroundColor: CGColor?
    open var opacity: Float = 1
    open var isHidden = false
    open var shadowColor: CGColor? = UIColor.black.cgColor
    open var shadowOpacity: Float = 0
    open var shadowRadius: Double = 3
    open var shadowOffset = Size(width: 0, height: -3)
    open var shadowPath: UIBezierPath?
    open var mask: CALayer?
    open var contentsScale: Double = 1
    open var shouldRasterize = false
    open var rasterizationScale: Double = 1
    open var name: String?
    public private(set) var sublayers: [CALayer]?
    public private(set) weak var superlayer: CALayer?

    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sublayers?.firstIndex { $0 === sibling } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }

    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
    open func layoutSublayers() {}
    open func removeAllAnimations() {}
}

/// The corners a layer's `cornerRadius` applies to (UIKit's `CACornerMask`, with its bits).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

public enum CALayerCornerCurve: Hashable, Sendable { case circular, continuous }

/// A gradient (UIKit's `CAGradientLayer`): stored only.
open class CAGradientLayer: CALayer {
    open var colors: [Any]?
    open var locations: [Double]?
    open var startPoint = Point(x: 0.5, y: 0)
    open var endPoint = Point(x: 0.5, y: 1)
}

/// A shape (UIKit's `CAShapeLayer`): stored only.
open class CAShapeLayer: CALayer {
    open var path: UIBezierPath?
    open var fillColor: CGColor?
    open var strokeColor: CGColor?
    open var lineWidth: Double = 1
}
