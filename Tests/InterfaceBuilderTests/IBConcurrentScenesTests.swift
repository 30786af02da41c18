import Foundation
import OpenAutoLayout
import Testing
import InterfaceBuilder

/// Scenes are laid out on several threads at once (`ConcurrentWork`): each scene must come back
/// in document order with its own layout, whatever thread laid it out.
@Suite("Scenes laid out concurrently")
struct IBConcurrentScenesTests {
    static let sceneCount = 48

    /// Scene k holds one view `vk` pinned to its root at leading k and top 2k, k + 10 wide and
    /// 20 tall; in every fifth scene (k = 4, 9, …) the height constraint is left out, so that
    /// view's height is ambiguous. Expected frame of `vk`: (k, 2k, k + 10, 20).
    static func storyboard() -> Data {
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
            + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" "#
            + #"toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">"#
            + "\n<scenes>\n"
        for k in 0..<sceneCount {
            let height = isAmbiguous(k) ? ""
                : #"<constraint firstAttribute="height" constant="20" id="h\#(k)"/>"#
            xml += #"<scene sceneID="s\#(k)"><objects><viewController id="vc\#(k)" sceneMemberID="viewController">"#
                + #"<view key="view" contentMode="scaleToFill" id="root\#(k)">"#
                + #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>"#
                + #"<view translatesAutoresizingMaskIntoConstraints="NO" id="v\#(k)"><constraints>"#
                + #"<constraint firstAttribute="width" constant="\#(k + 10)" id="w\#(k)"/>\#(height)"#
                + "</constraints></view></subviews><constraints>"
                + #"<constraint firstItem="v\#(k)" firstAttribute="leading" secondItem="root\#(k)" "#
                + #"secondAttribute="leading" constant="\#(k)" id="l\#(k)"/>"#
                + #"<constraint firstItem="v\#(k)" firstAttribute="top" secondItem="root\#(k)" "#
                + #"secondAttribute="top" constant="\#(2 * k)" id="t\#(k)"/>"#
                + "</constraints></view></viewController></objects></scene>\n"
        }
        return Data((xml + "</scenes>\n</document>\n").utf8)
    }

    static func isAmbiguous(_ k: Int) -> Bool { k % 5 == 4 }

    @Test("every scene comes back in document order with its own frames and its own ambiguity")
    func scenesInOrder() throws {
        let document = try IBReader.read(data: Self.storyboard(), path: "many.storyboard")
        let scenes = IBLayout.layOut(document)
        #expect(scenes.map(\.id) == (0..<Self.sceneCount).map { "s\($0)" })
        for (k, scene) in scenes.enumerated() {
            let view = try #require(scene.view(withID: "v\(k)"))
            #expect(view.frame.origin == Point(x: Double(k), y: Double(2 * k)), "scene \(k)")
            #expect(view.frame.size.width == Double(k + 10), "scene \(k)")
            if Self.isAmbiguous(k) {
                #expect(view.ambiguous.contains(.height), "scene \(k)")
            } else {
                #expect(view.ambiguous.isEmpty, "scene \(k)")
                #expect(view.frame.size.height == 20, "scene \(k)")
            }
        }
    }

    @Test("laying out all scenes gives what laying out each scene alone gives, every time")
    func sameAsOneAtATime() throws {
        let document = try IBReader.read(data: Self.storyboard(), path: "many.storyboard")
        let together = IBLayout.layOut(document)
        for _ in 0..<3 { #expect(IBLayout.layOut(document) == together) }
        for scene in together {
            let alone = IBLayout.layOut(document, mode: .designTime, only: scene.id)
            #expect(alone == [scene])
        }
    }

    @Test("concurrent work returns each item's result at the item's place, for 0, 1 and 1,000 items")
    func resultsInOrder() {
        #expect(ConcurrentWork.map([Int]()) { $0 * 3 }.isEmpty)
        #expect(ConcurrentWork.map([7]) { $0 * 3 } == [21])
        let items = Array(0..<1_000)
        #expect(ConcurrentWork.map(items) { "item \($0 * 3)" } == items.map { "item \($0 * 3)" })
    }
}
