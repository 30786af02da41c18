// Gesture recognizers as layout code attaches them. Nothing touches the screen here, so nothing
// recognizes a gesture by itself: `addGestureRecognizer` keeps the recognizer, and a test fires
// its actions with `sendActions()` (OpenUIKit's own, for tests). Target–action
// (`init(target:action:)` with `#selector`) needs the Objective-C runtime; the closure forms
// below are the portable ones (docs/openuikit.md shows the few lines that give them to UIKit).

/// UIKit's `UIGestureRecognizer`, with a closure in place of target–action.
open class UIGestureRecognizer {
    /// UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Hashable, Sendable { case possible, began, changed, ended, cancelled, failed }

    public internal(set) weak var view: View?
    open var state: State = .possible
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open weak var delegate: UIGestureRecognizerDelegate?
    open var name: String?
    private var handlers: [(UIGestureRecognizer) -> Void] = []
    private var failureRequirements: [ObjectIdentifier] = []

    public init() {}

    /// The closure form: `handler` runs each time the gesture is recognized.
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init()
        addTarget(handler)
    }

    /// Adds a closure to run when the gesture is recognized (the closure form of `addTarget(_:action:)`).
    public func addTarget(_ handler: @escaping (UIGestureRecognizer) -> Void) { handlers.append(handler) }

    public func removeAllTargets() { handlers.removeAll() }

    /// Runs the handlers as a recognized gesture would (state `.ended`), if enabled and attached
    /// (for tests: nothing else calls it).
    public func sendActions() {
        guard isEnabled, view != nil else { return }
        state = .ended
        for handler in handlers { handler(self) }
        state = .possible
    }

    public func require(toFail other: UIGestureRecognizer) { failureRequirements.append(ObjectIdentifier(other)) }

    /// Where the touch is: the centre of the recognizer's view, in `view`'s coordinates.
    open func location(in view: View?) -> Point {
        guard let own = self.view else { return .zero }
        let centre = Point(x: own.bounds.midX, y: own.bounds.midY)
        return own.convert(centre, to: view)
    }

    open var numberOfTouches: Int { 0 }
}

/// UIKit's `UIGestureRecognizerDelegate`; every method optional.
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { false }
}

open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration = 0.5
    open var numberOfTouchesRequired = 1
    open var allowableMovement: Double = 10
}

open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    private var translationStorage = Point.zero

    open func translation(in view: View?) -> Point { translationStorage }
    open func setTranslation(_ translation: Point, in view: View?) { translationStorage = translation }
    open func velocity(in view: View?) -> Point { .zero }
}

open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
}

open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: Double = 1
    open var velocity: Double { 0 }
}

open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: Double = 0
    open var velocity: Double { 0 }
}

extension View {
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attached("gestureRecognizers", default: nil) }
        set {
            for recognizer in gestureRecognizers ?? [] { recognizer.view = nil }
            attach(newValue, as: "gestureRecognizers")
            for recognizer in newValue ?? [] { recognizer.view = self }
        }
    }

    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    }

    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.view === self else { return }
        gestureRecognizers = gestureRecognizers?.filter { $0 !== recognizer }
        recognizer.view = nil
    }
}
