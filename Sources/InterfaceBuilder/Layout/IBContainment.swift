/// Which view controllers of a storyboard a navigation or tab bar controller shows, found from the
/// segues: Xcode's canvas infers the bars for those scenes ("Inferred" simulated metrics).
struct IBContainment: Sendable {
    /// Ids of view controllers shown in a navigation controller (its root, and whatever is pushed).
    var inNavigationController: Set<String> = []
    /// Ids of view controllers shown in a tab bar controller (directly or inside a navigation controller).
    var inTabBarController: Set<String> = []
    /// Ids of view controllers whose navigation controller's bar is opaque (`translucent="NO"`).
    var underOpaqueNavigationBar: Set<String> = []
    /// Ids of view controllers whose navigation controller hides its bar (`navigationBarHidden="YES"`).
    var underHiddenNavigationBar: Set<String> = []
    /// Ids of view controllers whose tab bar controller's bar is opaque.
    var aboveOpaqueTabBar: Set<String> = []
    /// Ids of view controllers shown in a page sheet (see `sheetControllers(in:)`).
    var inSheet: Set<String> = []
    /// Ids of view controllers whose navigation controller's bar prefers large titles (`largeTitles="YES"`).
    var underLargeTitleBar: Set<String> = []

    init(document: IBDocument) {
        inSheet = Self.sheetControllers(in: document)
        var sceneOfController: [String: Int] = [:]
        for (index, scene) in document.scenes.enumerated() {
            if let id = scene.viewController?.id { sceneOfController[id] = index }
        }
        func element(_ scene: Int) -> String? { document.scenes[scene].viewController?.elementName }
        /// Whether the container in `scene` shows an opaque bar element named `bar`.
        func opaqueBar(_ bar: String, in scene: Int) -> Bool {
            document.scenes[scene].viewController?.otherViews.contains {
                document.views[$0].elementName == bar && document.views[$0].isTranslucent == false
            } ?? false
        }
        // Roots, then pushes. A pushed controller shares the bar of the controller it was pushed from.
        for segue in document.segues where segue.relationship == "rootViewController"
            && element(segue.sourceScene) == "navigationController" {
            inNavigationController.insert(segue.destination)
            if opaqueBar("navigationBar", in: segue.sourceScene) { underOpaqueNavigationBar.insert(segue.destination) }
            let prefersLargeTitles = document.scenes[segue.sourceScene].viewController?.otherViews.contains {
                document.views[$0].elementName == "navigationBar" && document.views[$0].prefersLargeTitles == true
            } ?? false
            if prefersLargeTitles { underLargeTitleBar.insert(segue.destination) }
            if document.scenes[segue.sourceScene].viewController?.navigationBarHidden == true {
                underHiddenNavigationBar.insert(segue.destination)
            }
            // A navigation controller that simulates a tab bar (it is a tab elsewhere, another
            // storyboard's) passes it to its stack, as Xcode's "Inferred" bottom bar: erouska 17701's
            // `HelpNavigation` records its root's and pushed controllers' content 83 pt (49 + 34)
            // above the bottom of a `retina5_9` canvas.
            if let bar = document.scenes[segue.sourceScene].viewController?.simulatedMetrics.bottomBar,
               !bar.isNone, bar.elementName.contains("TabBar") {
                inTabBarController.insert(segue.destination)
                if bar.translucent == false { aboveOpaqueTabBar.insert(segue.destination) }
            }
        }
        extendNavigationToPushedControllers(in: document)
        for segue in document.segues where segue.relationship == "viewControllers"
            && element(segue.sourceScene) == "tabBarController" {
            inTabBarController.insert(segue.destination)
            if opaqueBar("tabBar", in: segue.sourceScene) { aboveOpaqueTabBar.insert(segue.destination) }
            guard let scene = sceneOfController[segue.destination], element(scene) == "navigationController" else { continue }
            // The tab shows a navigation controller: its stack sits above the tab bar too.
            for inner in document.segues where inner.sourceScene == scene && inner.relationship == "rootViewController" {
                inTabBarController.insert(inner.destination)
                if opaqueBar("tabBar", in: segue.sourceScene) { aboveOpaqueTabBar.insert(inner.destination) }
            }
        }
        extendTabBarToPushedControllers(in: document)
    }

    /// Pushes (and tabs of a tab bar controller under a navigation bar) until nothing new is reached;
    /// each pass adds at least one id.
    private mutating func extendNavigationToPushedControllers(in document: IBDocument) {
        func isTab(_ segue: IBSegue) -> Bool {
            segue.relationship == "viewControllers"
                && document.scenes[segue.sourceScene].viewController?.elementName == "tabBarController"
        }
        var changed = true
        while changed {
            changed = false
            for segue in document.segues where segue.kind == "show" || segue.kind == "push" || isTab(segue) {
                guard let source = document.scenes[segue.sourceScene].viewController,
                      !inNavigationController.contains(segue.destination) else { continue }
                // A controller that simulates a navigation bar shows onto the stack whose bar it draws,
                // even when that stack's navigation controller is in another storyboard (IBAnimatable's
                // playgrounds, 11201 to 14109: every source simulates the bar). A navigation item alone
                // infers no bar in any version (misplaced pass 6): session-ios 12120 records a controller
                // pushed from a loose table controller with a navigation item under the status bar
                // alone, as AU-COVIDSafe 16096/16097, nhsx 16097 and threema 19529 do.
                // A tab bar controller under a navigation bar shows its tabs under it (Catty 21701
                // records its tabs' content 64 pt down).
                let simulatesBar = source.simulatedMetrics.topBar?.elementName.contains("NavigationBar") == true
                guard inNavigationController.contains(source.id) || simulatesBar else { continue }
                inNavigationController.insert(segue.destination)
                changed = true
                // A hidden bar is hidden over the tabs too (opentrace 16096: a tab bar controller
                // pushed on a stack with `navigationBarHidden` records its tabs' content at y 0).
                if underHiddenNavigationBar.contains(source.id) { underHiddenNavigationBar.insert(segue.destination) }
                // Xcode draws a tab's own canvas under a translucent bar (Catty's tabs record 64 pt
                // under an opaque one); a pushed controller shares its stack's bar.
                guard segue.relationship == nil else { continue }
                if underOpaqueNavigationBar.contains(source.id) { underOpaqueNavigationBar.insert(segue.destination) }
                if underLargeTitleBar.contains(source.id) { underLargeTitleBar.insert(segue.destination) }
            }
        }
    }

    /// A controller pushed in a tab's navigation controller stays above the tab bar unless it sets
    /// `hidesBottomBarWhenPushed` (OctoPod 32700 records a pushed dashboard's content ending 49 pt
    /// above the bottom of its 667-pt canvas), and so does the root of a navigation controller shown
    /// from there (passforios 23504: a scanner two navigation controllers into a tab ends 49 + 34 pt
    /// above the bottom).
    private mutating func extendTabBarToPushedControllers(in document: IBDocument) {
        let controllers = document.viewControllersByID
        var changed = true
        while changed {
            changed = false
            for segue in document.segues where (segue.kind == "show" || segue.kind == "push"
                || segue.relationship == "rootViewController") && !inTabBarController.contains(segue.destination) {
                guard let source = document.scenes[segue.sourceScene].viewController?.id,
                      inTabBarController.contains(source), inNavigationController.contains(segue.destination),
                      controllers[segue.destination]?.hidesBottomBarWhenPushed != true else { continue }
                inTabBarController.insert(segue.destination)
                if aboveOpaqueTabBar.contains(source) { aboveOpaqueTabBar.insert(segue.destination) }
                changed = true
            }
        }
    }
}
