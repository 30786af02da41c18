/// What Interface Builder's canvas did differently from one Xcode version to another, as one table.
///
/// Every rule of the checker that depends on the Xcode version that saved a file (`toolsVersion`)
/// reads its row here, and nowhere else holds a version threshold. Each row names the tools
/// versions it holds for (the major part, `14490.70` → 14490) and the corpus files that show the
/// change (`../shared/corpus`, repository and tools version), so a new file that contradicts a row
/// points at the evidence to re-read. Where no corpus file lies between the last version without a
/// behaviour and the first with it, the bound is the nearest Xcode release, and the row says so.
public struct IBXcodeBehaviour: Sendable, Hashable {
    /// What changes, in a few words.
    public let summary: String
    /// The tools versions the behaviour holds for.
    public let toolsVersions: Range<Double>
    /// The corpus files that show it (and, where it matters, the ones that show its absence).
    public let evidence: [String]

    /// Whether a file saved with `toolsVersion` shows the behaviour.
    public func holds(for toolsVersion: Double) -> Bool { toolsVersions.contains(toolsVersion) }

    init(_ summary: String, _ toolsVersions: Range<Double>, evidence: [String]) {
        self.summary = summary
        self.toolsVersions = toolsVersions
        self.evidence = evidence
    }

    /// Every row, oldest change first.
    public static let table: [IBXcodeBehaviour] = [
        sanFranciscoSystemFont, fixedFrameFollowersUnplaced,
        ambiguousViewsNotJudgedMisplaced, modernCellMargins, wholeSubtreeFlaggedAmbiguous, flatControls, pageSheets,
        statusBarlessCanvas, tallProgressBars, unlaidTableRowsFlagged, perDeviceHousingInsets,
        padNavigationBars50, textMeasureDecidesMisplacement,
        // Misplaced pass 2 (branch trust2).
        doubledHousingInsets, simulatedToolbars49,
        // Misplaced pass 4 (branch misplaced4).
        insetGroupedCellMargins15,
        phoneNavigationBars54, slidersAlignOnFrame, marginsInsetBySafeArea, padLandscapeBottom50,
        fixedWidthClippingWarned, legacyTableSideMargins15,
        // Issue 23, misplaced recall (branch mis29).
        staticCellsJudged, imageSizeDecidesMisplacement,
        // Ambiguity pass (branch amb29).
        cellContentRecordedWhole,
        // Issue 23, labels Xcode finds tied (branch tie30).
        contentPrioritiesNeverRequired,
        // Issue 23, files from outside the corpus (main, 2026-11-29 afternoon).
        simulatedToolbars44,
    ]
}

extension IBXcodeBehaviour {
    private static let any = 0.0
    private static let future = Double.infinity

    /// Xcode 7 (iOS 9 SDK): the system font is San Francisco, 1.19336 × size per line (`TextMetrics`).
    static let sanFranciscoSystemFont = IBXcodeBehaviour(
        "system font is San Francisco", 8000..<future,
        evidence: ["17-pt labels record 20.5 or 21 from Xcode 7 (8150) on, 20.75 before (6254)"])

    /// Xcode 7 to 11: views that follow a fixed-frame view by their autoresizing mask are not placed.
    /// Every such view of the corpus up to 15705 is flagged (4 of 4), none from 17503 on (0 of 8); no
    /// corpus file lies between, so the bound is Xcode 12's first release (17000).
    static let fixedFrameFollowersUnplaced = IBXcodeBehaviour(
        "views following a fixed-frame view are unplaced", 7000..<17000,
        evidence: ["kodeco DynamicPhotoDisplay 8187, kiwix Main 10117, IBDecodable StoryboardAllViews 14109 "
                       + "and jami CallViewController 15705 flag a fixed-frame visual effect view's content view",
                   "AltStore Main 17503 (3), FloatingPanel 21701, Kodi HostView 23727 (3) and Delta PauseMenu "
                       + "24506 leave the same construction unflagged"])

    /// Xcode 9: an ambiguous view (and what it holds) is not judged misplaced (`MisplacementPolicy`).
    static let ambiguousViewsNotJudgedMisplaced = IBXcodeBehaviour(
        "ambiguous views are not judged misplaced", 13000..<future,
        evidence: ["coolgo 6254 and DonMag ScratchPad 11762 flag ambiguous views misplaced",
                   "IBLinter 16096 and corona-warn-app 17156-17701 never do"])

    /// Xcode 9 (iOS 11 SDK): a cell's content view has 11-pt top and bottom margins (`CellMarginPolicy`).
    static let modernCellMargins = IBXcodeBehaviour(
        "cell content views get 11-pt vertical margins", 13000..<future,
        evidence: ["Loop 21701, OctoPod 32700 beta (22685), SwiftMessages 22505, passforios 23504: 11",
                   "8173 to 11762 files: 8 on every edge"])

    /// Up to Xcode 9: every descendant of an ambiguous view is flagged too, and gets an issue of its
    /// own naming the ancestor (`AmbiguousAncestorPolicy`).
    static let wholeSubtreeFlaggedAmbiguous = IBXcodeBehaviour(
        "descendants of an ambiguous view are flagged", any..<14000,
        evidence: ["coolgo 6254, iNaturalist Onboarding 10117, ScratchPad 11762, RocketChat 13771",
                   "views with constraints whose own frame is fixed, under a view the checker finds ambiguous: "
                       + "before 14000, 58 of 58 flagged where Xcode flagged the ancestor (linphone 7706, coolgo "
                       + "and session-ios 6254, iNaturalist 10117, Habitica BuyModal 13196, RocketChat 13771), "
                       + "4 of 17 under blink SmartKeys' stack (13771), which Xcode left unflagged; fixed-frame "
                       + "views 0 of 7",
                   "from 14000, 1 of 230 flagged; corona-warn-app 17156/17701 flags only views whose own frame "
                       + "is ambiguous"])

    /// Xcode 11 (iOS 13 SDK): steppers 32 tall, segmented controls 32 (`ControlSizePolicy`).
    static let flatControls = IBXcodeBehaviour(
        "iOS 13 control sizes", 14800..<future,
        evidence: ["segmented controls record 29 before 14800 and 32 from it"])

    /// Xcode 11: presented controllers are drawn as page sheets on an iPhone (`IBContainment`).
    static let pageSheets = IBXcodeBehaviour(
        "presented controllers are page sheets", 14800..<future,
        evidence: ["iNaturalist 22154 (716 of 736 pt), passforios 23504 (834 of 844), OctoPod 32700 beta (22685)",
                   "RocketChat 14490 records presented controllers full screen"])

    /// Xcode 11 and 12: no status bar on a device without a sensor housing, nor on an iPad with
    /// rounded corners, whose 24-pt top inset is its status bar (`IBCanvasMetrics`).
    static let statusBarlessCanvas = IBXcodeBehaviour(
        "no status bar on home-button devices and rounded iPads", 14800..<19000,
        evidence: ["jami 15705 (ipad12_9rounded), nightguard and CloudNews 18122 (rounded iPads): top 0, bottom 20",
                   "element-ios 16096, Pulley 17701, DonMag ScrollViewPanner 17701, AMScrollingNavbar 18122: 0 or 44",
                   "RocketChat 14490, IBAnimatable 14109, Catty 21701, OctoPod 32700 beta (22685): 20 or 64; "
                       + "no file between 18122 and 21701, so the bound is Xcode 13"])

    /// Xcode 12 (iOS 14 SDK): progress views are 4 tall.
    static let tallProgressBars = IBXcodeBehaviour(
        "progress views 4 pt tall", 17000..<future,
        evidence: ["Loop, Catty, KeePassium record 4", "iNaturalist's progress view is 2 under its own constraint"])

    /// Xcode 13.3: views in table rows below the visible table are flagged ambiguous (`UnlaidTableRowPolicy`).
    static let unlaidTableRowsFlagged = IBXcodeBehaviour(
        "views in rows below the table are flagged ambiguous", 19162..<future,
        evidence: ["Instructions 20037, iNaturalist 22154, NetNewsWire 24765, OctoPod 32700 beta (22685): 37 of 44 views",
                   "issue 23's shipped apps: Xcode flags such views already at 19162 (Xcode 13.0); no corpus file "
                       + "between 14313 and 20037 has such a row",
                   "FSCalendar 14313 flags none of its 7"])

    /// Xcode 14: each notch phone is drawn with its own safe-area inset, not the iPhone X's 44.
    static let perDeviceHousingInsets = IBXcodeBehaviour(
        "each notch phone has its own top inset", 21000..<future,
        evidence: ["JTAppleCalendar 22154 (retina6_1: 92 under a bar), FloatingPanel 32700 beta (22685: 48)",
                   "Provenance 23090 / 23094 (retina5_9: 94 under a bar, 50)",
                   "Habitica 18122 and Instructions 20037 (retina6_1: 44)"])

    /// Xcode 10 (iOS 12 SDK): an iPad's navigation bar is 50 pt tall (UIKit's iPad bar from iOS 12).
    static let padNavigationBars50 = IBXcodeBehaviour(
        "iPad navigation bars are 50 pt", 14000..<future,
        evidence: ["nightguard 18122 (ipad12_9rounded) and CloudNews 18122 (ipad11_0rounded) record views "
                       + "pinned to the safe-area top at 50 under a navigation bar, on canvases with no status bar",
                   "no iPad file before Xcode 10 pins a view under a navigation bar"])

    /// Up to Xcode 8: a view that only the measured text height moves is flagged misplaced
    /// (`NotJudgedPolicy`); later files leave such views unflagged, so they are not judged there.
    static let textMeasureDecidesMisplacement = IBXcodeBehaviour(
        "views moved only by a label's measured text height are flagged", any..<13000,
        evidence: ["coolgo 8191 flags all 5 (a one-line label recorded 42 tall and what it moves)",
                   "zap 14490, LoopFollow 17701, Habitica and nightguard 18122, dashwallet 21507, canvas-ios 24412: "
                       + "72 of 73 unflagged (JTAppleCalendar 22154 flags one); no file between 8191 and 14490, "
                       + "so the bound is Xcode 9, where misplacement of ambiguous views changed too"])
}

// Misplaced pass 2 (branch trust2): rows read from the safe-area insets the corpus records.
extension IBXcodeBehaviour {
    /// Xcode 16.1 on (Xcode 26 included): a phone with a sensor housing is drawn with
    /// twice its housing's top inset and twice its home indicator's (`IBCanvasMetrics`); status bars
    /// of home-button phones stay 20. Every notch-phone file from 23727 that pins a view to its
    /// safe area records the doubled insets; none records single ones.
    static let doubledHousingInsets = IBXcodeBehaviour(
        "phones with a sensor housing get twice its top inset and twice the home indicator", 23600..<future,
        evidence: ["muun FeedbackViewController.xib 23727 (retina6_1: 96 / 68), keepassium OnboardingStepVC 23727 "
                       + "(retina6_12: 118 / 68), threema MainStoryboard 23727 (retina6_1: 48 + 44 + 48 = 140 under a bar), "
                       + "VLC VLCDonationViewController.xib 24506 (118 / 68), instructure ParentAssignmentDetails 24506 "
                       + "(retina6_1: bottom 68), NetNewsWire Main 24506 (retina6_3: bottom 68), LNPopupController 25094 "
                       + "(retina6_12: 118 / 68)",
                   "single before: Provenance 23090 / 23094 (retina5_9: 94 under a bar, 50); no notch-phone file "
                       + "between 23094 and 23727, where the issue's shipped apps show the shift between 23504 and 23727",
                   "single in the Xcode 15.3 betas (toolsVersion 32700.99.1234, plug-in 22685): FloatingPanel "
                       + "(retina6_1: 48), threema MediaShare (92 under a bar)",
                   "not doubled: the 20-pt status bar of Kingfisher 23727 (retina5_5: 64 under a bar), MOPP 23727 "
                       + "(retina4_7: 20, 64), instructure SubmissionComments 24412 (retina4_7: 20)"])
}

extension IBXcodeBehaviour {
    /// Xcode 11 to 16.0: a simulated toolbar (`<simulatedToolbarMetrics key="simulatedBottomBarMetrics">`)
    /// takes 49 pt above the home indicator, as a tab bar does (`IBCanvasMetrics`).
    static let simulatedToolbars49 = IBXcodeBehaviour(
        "a simulated toolbar takes 49 pt at the bottom", 14800..<23600,
        evidence: ["passepartout 15505 (retina4_7: a table ends 49 above the bottom of its safe area's view)",
                   "googleads APIDemo 23089 (retina5_9: five scenes end 49 + 34 = 83 above the bottom)",
                   "no file before Xcode 11 pins a view above a simulated toolbar; LNPopupController 25094 "
                       + "records 82 on the doubled canvas (68 + 49 would be 117), so the row ends where the doubling starts"])
}

extension IBXcodeBehaviour {
    /// Xcode 16: a cell of an inset-grouped table gets 15-pt top and bottom content margins, not 11
    /// (`CellMarginPolicy`). Read from the labels pinned to a content view's top and bottom margins.
    static let insetGroupedCellMargins15 = IBXcodeBehaviour(
        "inset-grouped cells get 15-pt vertical margins", 23600..<future,
        evidence: ["dolphin-ios ConfigSettings 24127 (retina4_7): 88 labels and sliders 15 below the top margin's "
                       + "edge, 81 above the bottom one (rows 51.5, 52, 84, 120); 9 cells record 11",
                   "NetNewsWire Settings 24765: 5 cells 15 (rows 51.5), 2 cells 11",
                   "11 before: passforios 23504 (inset-grouped, 7 cells); no inset-grouped file between 23504 and 24127, "
                       + "so the bound is the doubled canvas's (Xcode 16.1); the Xcode 15.3 betas (OctoPod, MOPP, "
                       + "32700.99.1234 with plug-in 22685) record 11 on grouped and plain tables",
                   "plain tables of Xcode 16 keep 11 (instructure SubmissionComments 24412, threema 23727)"])
}

extension IBXcodeBehaviour {
    /// Xcode 26 (iOS 26 SDK): an iPhone's navigation bar is drawn 54 pt tall, not 44.
    static let phoneNavigationBars54 = IBXcodeBehaviour(
        "iPhone navigation bars are 54 pt", 24127..<future,
        evidence: ["navigation controllers record their bar 54 tall: firebase 24127 (retina6_12), NetNewsWire Add "
                       + "24506 (three), NetNewsWire Settings and orbot 24765, LNPopupController 25094 (three)",
                   "views pinned to the safe-area top under such a bar: orbot 24765 (retina4_0: 74 = 20 + 54, "
                       + "three scenes), LNPopupController 25094 (retina6_12: 172 = 118 + 54)",
                   "44 before: Kingfisher 23727 (retina5_5: 64 under a bar), MOPP 23727 (retina4_7: 64); every "
                       + "navigation controller up to 23727 records a 44-pt phone bar; no file between 23727 and 24127"])
}

extension IBXcodeBehaviour {
    /// Xcode 26 (iOS 26 SDK): a `UISlider` aligns on its frame, with no inset (`AlignmentRectPolicy`).
    static let slidersAlignOnFrame = IBXcodeBehaviour(
        "sliders align on their frame", 24127..<future,
        evidence: ["dolphin-ios ConfigSettings 24127: 6 sliders pinned to a content view's 16-pt margins are "
                       + "recorded at x 16, 311 wide (the margins' span), and the labels 8 below them at the "
                       + "frame's bottom + 8; its two sliders Xcode flags ambiguous keep older records (x 14, 315 "
                       + "wide, one 31 tall)",
                   "inset 2 / 2 / 1 before: OctoPod 32700 beta (22685), threema 22155, Charts 13196; no plain "
                       + "slider in another Xcode 26 file (NetNewsWire 24765's are a custom class)"])
}

extension IBXcodeBehaviour {
    /// Xcode 9 (iOS 11 SDK): a root view's layout margins take in its safe area (UIKit's
    /// `insetsLayoutMarginsFromSafeArea`, true by default) also in a file that keeps the top and bottom
    /// layout guides instead of safe-area guides (no `useSafeAreas`). Only root views are read: no
    /// such file pins a view to the margins of a view below the root where the safe area reaches it,
    /// and cells in a collection view keep UIView's 8 (SwipeCellKit 14868).
    static let marginsInsetBySafeArea = IBXcodeBehaviour(
        "a root view's layout margins take in the safe area without safe-area guides", 13000..<future,
        evidence: ["Provenance PVLogViewController.xib 21507 (ipad9_7): a toolbar pinned to the root's top margin "
                       + "is recorded at 20, under the status bar; SwiftMessages CardView.xib 17506 (retina6_1): "
                       + "a view pinned to the top margin at 44",
                   "before Xcode 9 (awkward beam 8191, 14 views pinned to a controller view's top margin; "
                       + "OneBusAway 7706 at 8): the margins stop at the root's edge; no file from Xcode 9 on "
                       + "without safe-area guides records a margin that leaves the status bar out"])
}

extension IBXcodeBehaviour {
    /// Xcode 26: a rounded iPad's canvas in landscape has a 50-pt bottom safe area, not the home
    /// indicator's 20 (`IBCanvasMetrics.padLandscapeBottom`).
    static let padLandscapeBottom50 = IBXcodeBehaviour(
        "rounded iPads in landscape get a 50-pt bottom safe area", 24127..<future,
        evidence: ["issue 23's shipped apps: Xcode 26 saves ipad12_9rounded landscape scenes with a 50-pt bottom "
                       + "safe area (the corpus' rounded-iPad files are Xcode 11 to 13 and record 20)",
                   "the same for every rounded iPad: they share the home indicator and its 20-pt inset before"])
}

extension IBXcodeBehaviour {
    /// Xcode 9: localization issues, among them "Fixed width constraints may cause clipping"
    /// (`FixedWidthTextPolicy`). The row the policy kept as its own threshold until now.
    static let fixedWidthClippingWarned = IBXcodeBehaviour(
        "fixed-width text is warned as a localization issue", 13000..<future,
        evidence: ["Xcode 9 is the first with localization issues (toolsVersion 13000 on); see FixedWidthTextPolicy"])
}

extension IBXcodeBehaviour {
    /// Up to Xcode 8 (iOS 10 SDK and before): a cell that preserves its superview's layout margins
    /// takes the table's, which UIKit set to 15 pt at the sides of a phone's table (the inset its
    /// text labels and separators start at); a content view reaches them only through a cell that
    /// preserves them too (`CellMarginPolicy.legacyPreservedMargins`).
    static let legacyTableSideMargins15 = IBXcodeBehaviour(
        "cells preserving the table's margins get 15-pt sides", any..<13000,
        evidence: ["MiniKeePass PasswordGenerator and NewDatabase 12120 (retina4_7): 14 views pinned to the "
                       + "leading margin of a content view that, with its cell, preserves its superview's margins, "
                       + "all recorded at 15",
                   "cells of the same Xcode that do not preserve them record UIView's 8: GitHawk and session-ios "
                       + "12120, dashwallet and jami 12121, MOPP and Presentr 11762",
                   "from Xcode 9 the cell rules of `modernCellMargins` hold (16 or 20 at the sides)"])
}

extension IBXcodeBehaviour {
    /// Up to Xcode 11: the views in a static cell (one a table section lists in `<cells>`) are judged
    /// misplaced like any other; prototype cells' views never are (`TableCellMisplacementPolicy`).
    static let staticCellsJudged = IBXcodeBehaviour(
        "views in static table cells are judged misplaced", any..<17000,
        evidence: ["CloudNews 4514, edx Main 7702, Shopify Customers 10116, LibTerm Settings 16096 flag all 8 "
                       + "views of static cells whose records are off the layout (629 static-cell views in 29 files "
                       + "before 17000; none other off)",
                   "AltStore 17503, Pyto and dolphin 20037, threema 22155, passforios 23504, OctoPod 32700 beta: "
                       + "none of 1034 static-cell views flagged, 32 records off the layout; no file between 16096 "
                       + "and 17503, so the bound is Xcode 12",
                   "prototype cells: 8 of 1,102 views flagged in all versions, while about 140 records are off"])

    /// Up to Xcode 8: a view that only an image's own size or an empty label's zero size moves
    /// (`MeasuredContentPolicy`) is flagged misplaced; later files leave such views unflagged, so they
    /// are not judged there (`NotJudgedPolicy`).
    static let imageSizeDecidesMisplacement = IBXcodeBehaviour(
        "views moved only by an image's own size or an empty label are flagged", any..<13000,
        evidence: ["linphone LaunchScreen 7706 flags the 7 image views its images' sizes move, not the one they "
                       + "leave in place; Habitica HRPGShopUserHeaderView 11762 flags its 32-pt image recorded 36 "
                       + "wide and the label after it",
                   "googleads MenuItem 10117 flags its 4 empty labels recorded 81 to 372 wide; linphone "
                       + "AssistantViewScreens 11542 flags an empty label recorded 303 × 20",
                   "jami MigrateAccount 15705 leaves 7 views that its empty labels move unflagged",
                   "SwiftMessages MessageView 10117 leaves an 18-pt icon recorded 32 wide unflagged (its width "
                       + "also rests on a stale label's width tie)",
                   "kharrison ScrollGuide-IB 14868 and erouska 15705 leave 6 such views unflagged; no file "
                       + "between 11762 and 14868 has one, so the bound is Xcode 9, as for text heights"])

    /// Xcode 8: a table cell's content view is written a whole point under its row on a 2× canvas,
    /// though the canvas may have laid it out half a point taller (`CellContentHairline`). The first
    /// corpus files after it (12118 on) write it half a point under; 11201 and 11542 hold no such cell.
    static let cellContentRecordedWhole = IBXcodeBehaviour(
        "cell content views written a whole point under the row", 11000..<12000,
        evidence: ["Tabman 11762: content written 94 in a 95 row, its content laid out to 94.5",
                   "beam Main 11762: a text label written 59.5 tall in a content view written 59",
                   "MOPP Containers 11762: content laid out to the whole point",
                   "LNPopupController and GitHawk 121xx, RocketChat 137xx: content written 0.5 under the row"])
}

