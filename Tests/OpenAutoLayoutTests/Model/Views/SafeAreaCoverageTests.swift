import Testing
import TestSupport
@testable import OpenAutoLayout

/// UIKit's `safeAreaInsets` for a subview "reflect only the portion of the view that is covered"
/// by its superview's unsafe area: the bands between the superview's bounds and its safe rectangle.
/// Numbers worked by hand on the iPhone X window (375 × 812; unsafe bands 0…44 at the top and
/// 778…812 at the bottom).
@Suite("Safe-area insets cover only the part of a view inside the unsafe bands")
struct SafeAreaCoverageTests {
    @Test("A view hanging past the window's bottom gets the bottom band (34), not its whole overhang")
    func overhangIsClamped() {
        let window = Window(device: .iPhoneX)
        let tall = autoLayoutView(View(), "tall")
        window.addSubview(tall)
        LayoutConstraint.activate([
            tall.topAnchor.constraint(equalTo: window.topAnchor, constant: 700),
            tall.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            tall.widthAnchor.constraint(equalToConstant: 100),
            tall.heightAnchor.constraint(equalToConstant: 300),
        ])
        window.layoutIfNeeded()
        // 700…1000 meets the bottom band 778…812 over 34 points; the top band not at all.
        #expect(tall.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test("A view reaching into a band gets the part it covers")
    func partialCover() {
        let window = Window(device: .iPhoneX)
        let strip = autoLayoutView(View(), "strip")
        window.addSubview(strip)
        LayoutConstraint.activate([
            strip.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            strip.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            strip.widthAnchor.constraint(equalToConstant: 375),
            strip.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        // 20…120 meets 0…44 over 24 points.
        #expect(strip.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
    }

    @Test("A view beside the superview's bounds is not covered")
    func besideTheBounds() {
        let window = Window(device: .iPhoneX)
        let away = autoLayoutView(View(), "away")
        window.addSubview(away)
        LayoutConstraint.activate([
            away.topAnchor.constraint(equalTo: window.topAnchor),
            away.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 400),
            away.widthAnchor.constraint(equalToConstant: 100),
            away.heightAnchor.constraint(equalToConstant: 812),
        ])
        window.layoutIfNeeded()
        #expect(away.safeAreaInsets == .zero)
    }

    @Test("Margins that follow the safe area settle: a view sized by its margins grows by the band once")
    func marginFeedbackSettles() {
        let window = Window(device: .iPhoneX)
        let container = autoLayoutView(View(), "container")
        let child = autoLayoutView(View(), "child")
        window.addSubview(container)
        container.addSubview(child)
        LayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: window.topAnchor, constant: 700),
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            container.widthAnchor.constraint(equalToConstant: 375),
            child.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            child.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 10),
            child.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        // Height = 8 + 100 + 8 + bottom inset; the container (700…850) passes the window's bottom,
        // so the inset is the whole band, 34: height 150. Counting the overhang instead has no
        // fixed point (inset = height + 700 − 778 grows with the height).
        #expect(container.safeAreaInsets.bottom == 34)
        #expect(container.frame == Rect(x: 0, y: 700, width: 375, height: 150))
        #expect(child.frame.minY == 8)
    }
}
