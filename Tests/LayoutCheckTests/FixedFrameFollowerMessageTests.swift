import Foundation
import InterfaceBuilder
import LayoutCheck
import LayoutDiagnostics
import Testing
import TestSupport

/// What `check` and `explain` say about a view that follows a view without constraints by its
/// autoresizing mask on Xcode 7 to 11's canvas (`FixedFrameSubviewPolicy`): Xcode flags it ambiguous,
/// so it gets an error of its own in Xcode's "Ambiguous Layout" words, the reason names the
/// fixed-frame view, and no constraint is proposed (nothing of its own is missing).
@Suite("The message for a view that follows a fixed-frame view")
struct FixedFrameFollowerMessageTests {
    /// A 200 × 100 visual effect view at (40, 60) that no constraint places, whose content view
    /// follows it, in the shared 375 × 667 root scene at the given toolsVersion.
    static func document(toolsVersion: String) -> String {
        ExplainFixFixtures.rootScene("""
                                    <visualEffectView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" \
        translatesAutoresizingMaskIntoConstraints="NO" id="Fxd-ff-001">
                                        <rect key="frame" x="40" y="60" width="200" height="100"/>
                                        <view key="contentView" opaque="NO" contentMode="center" id="Cnt-ff-001">
                                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        </view>
                                        <blurEffect style="light"/>
                                    </visualEffectView>
                                </subviews>
        """, toolsVersion: toolsVersion)
    }

    @Test("Xcode 10 (14109): one error on the content view, in Xcode's words, none on the fixed-frame view")
    func message() throws {
        let check = try CheckFixtures.check(Self.document(toolsVersion: "14109"), path: "Main.storyboard")
        #expect(check.diagnostics.map(\.kind) == [.missingConstraints])
        #expect(check.diagnostics.map(\.objectID) == ["Cnt-ff-001"])
        #expect(check.diagnostics.first?.message == "Position and size are ambiguous for \"View\" (Cnt-ff-001).")
    }

    @Test("explain names the fixed-frame view as the reason and proposes no constraint")
    func reasonWithoutFix() throws {
        let check = try CheckFixtures.check(Self.document(toolsVersion: "14109"), path: "Main.storyboard")
        let item = try #require(check.explained().explanation?.items.first)
        #expect(item.fixIts.isEmpty)
        #expect(item.lines.count == 1)
        #expect(item.lines.first?.contains("follows \"Visual Effect View\" (Fxd-ff-001) by its autoresizing mask") == true)
    }

    @Test("Xcode 12 (17503) places the content view: no issue")
    func laterXcode() throws {
        let check = try CheckFixtures.check(Self.document(toolsVersion: "17503"), path: "Main.storyboard")
        #expect(check.diagnostics.isEmpty)
    }

    @Test("At build time the fixed-frame view has its prototyping constraints: no issue")
    func buildTime() throws {
        let text = Self.document(toolsVersion: "14109")
        let document = try IBReader.read(data: Data(text.utf8), path: "Main.storyboard")
        let check = CheckedDocument(path: "Main.storyboard", mode: .buildTime, document: document, text: text)
        #expect(check.diagnostics.isEmpty)
    }
}
