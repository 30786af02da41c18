/// Controllers Xcode's canvas shows as a page sheet.
///
/// From Xcode 11 (toolsVersion 14800, the iOS 13 SDK) a controller shown by a `presentation` segue
/// with the automatic style is a page sheet on an iPhone: the canvas records its view shorter than
/// the device (716 pt on a 736-pt iPhone 8 Plus in iNaturalist 22154; 834 on a 844-pt iPhone 12 in
/// passforios 23504), with no status bar or sensor housing above it, and a navigation bar in it is
/// 56 pt tall (both files record content 56 pt below the top of a sheet's navigation controller's
/// root). A popover adapts to the same sheet on an iPhone (OctoPod 32700 records a popover's
/// controller 375 × 647 on a 667-pt canvas, its table at y 0). Xcode 10 (RocketChat 14490) still
/// records presented controllers full screen, 667 pt tall.
extension IBContainment {
    /// The styles that show as a page sheet on an iPhone (a form sheet is one there too).
    static let sheetStyles: Set<String?> = [nil, "automatic", "pageSheet", "formSheet"]
    /// The height of a navigation bar inside a sheet.
    static let sheetNavigationBarHeight = 56.0

    /// Ids of controllers presented as a sheet, with the root and pushed controllers of a presented
    /// navigation controller.
    static func sheetControllers(in document: IBDocument) -> Set<String> {
        guard IBXcodeBehaviour.pageSheets.holds(for: document.toolsVersionNumber),
              document.device?.id.hasPrefix("ipad") != true else { return [] }
        let controllers = document.viewControllersByID
        var sheets: Set<String> = []
        for segue in document.segues where segue.kind == "presentation" || segue.kind == "popoverPresentation" {
            let style = segue.modalPresentationStyle ?? controllers[segue.destination]?.modalPresentationStyle
            if sheetStyles.contains(style) { sheets.insert(segue.destination) }
        }
        // A presented navigation controller's root and what it pushes are in the sheet too.
        var changed = true
        while changed {
            changed = false
            for segue in document.segues where !sheets.contains(segue.destination) {
                guard let source = document.scenes[segue.sourceScene].viewController, sheets.contains(source.id) else { continue }
                let isRoot = segue.relationship == "rootViewController" && source.elementName == "navigationController"
                guard isRoot || segue.kind == "show" || segue.kind == "push" else { continue }
                sheets.insert(segue.destination)
                changed = true
            }
        }
        return sheets
    }
}

extension IBDocument {
    /// The scenes' view controllers by id (the first of a duplicated id wins).
    var viewControllersByID: [String: IBViewController] {
        var controllers: [String: IBViewController] = [:]
        for case let controller? in scenes.map(\.viewController) where controllers[controller.id] == nil {
            controllers[controller.id] = controller
        }
        return controllers
    }
}
