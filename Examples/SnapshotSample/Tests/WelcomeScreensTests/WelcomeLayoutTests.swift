import LayoutSnapshotTesting
import SnapshotTesting
import Testing
import WelcomeScreens

// The team's layout snapshots: recorded once (the first run writes `__Snapshots__/` and fails
// so someone reviews them), then every run compares; a changed constraint fails with a line
// diff of the frames that moved.
@Suite("Welcome screen layout")
struct WelcomeLayoutTests {
    @Test("On an iPhone 13 mini")
    func iPhone13Mini() {
        assertSnapshot(of: WelcomeViewController(), as: .layout(on: .iPhone13Mini))
    }

    @Test("On a small phone at the largest accessibility size")
    func smallPhoneLargestText() {
        assertSnapshot(of: WelcomeViewController(),
                       as: .layout(on: .iPhoneSE, contentSizeCategory: .accessibilityExtraExtraExtraLarge))
    }

    @Test("The picture, to review in a browser")
    func picture() {
        assertSnapshot(of: WelcomeViewController(), as: .layoutSVG(on: .iPhone13Mini))
    }
}
