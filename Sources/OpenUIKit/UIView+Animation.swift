// Animations run their block at once and report completion as finished: a layout test wants
// the end state, and UIKit's model layer (the frames) takes the end values immediately too.

extension View {
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        animations()
    }

    public static func animate(withDuration duration: TimeInterval, animations: () -> Void,
                               completion: ((Bool) -> Void)?) {
        animations()
        completion?(true)
    }

    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping damping: Double, initialSpringVelocity velocity: Double,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    public static func performWithoutAnimation(_ actions: () -> Void) { actions() }

    public static func transition(with view: View, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        completion?(true)
    }
}
