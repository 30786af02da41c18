import OpenAutoLayout
/// Builds an `IBDocument` from parse events without recursion: the open elements are an explicit stack.
final class DocumentBuilder: XMLEventHandler {
    /// What an open element is, for the elements nested in it.
    enum Role {
        case document, scenes, scene(Int), objects, viewController(scene: Int), layoutGuides(scene: Int)
        case view(Int), subviews(Int), constraints(Int), constraint(Int)
        case variation(view: Int?, index: Int?, key: String)
        case mask(view: Int?, variation: Int?, maskKey: String, variationKey: String)
        case resources, designables, designable(Int), metricsContainer
        case text(view: Int)
        /// A xib's `<placeholder>` (File's Owner, First Responder): its index in `placeholders`.
        case placeholder(Int)
        /// A table section's `<cells>`: the cells in it are static cells, not prototypes.
        case staticCells
        /// Any other element: its children are read only for views and variations.
        case other
    }

    /// What a view element met in this part of the tree attaches to.
    enum Container {
        case none, xibObjects, sceneObjects(Int), viewController(scene: Int), view(Int)
    }

    struct Frame {
        var role: Role
        var container: Container
    }

    /// A `<exclude>`/`<include>` reference, applied once every id is known.
    struct MaskReference {
        var variationKey: String
        var maskKey: String
        var reference: String
        var isExclusion: Bool
        var location: IBSourceLocation
    }

    struct IDRecord {
        var location: IBSourceLocation
        var isLayoutItem: Bool
    }

    let path: String
    let startTagLocations: [IBSourceLocation]
    /// How many `<constraint>` start tags the prescan counted (an upper bound on the constraints read).
    var expectedConstraints = 0
    var document: IBDocument?
    var failure: IBReadError?
    var frames: [Frame] = []
    var elementCount = 0
    var currentLocation = IBSourceLocation(line: 1, column: 1)
    /// Where `<document>` starts: document-wide issues are reported there.
    var documentLocation = IBSourceLocation(line: 1, column: 1)
    /// What the content says the document is: `<scenes>` makes a storyboard, `<objects>` under `<document>` a xib.
    var contentKind: IBDocumentKind?
    var textBuffer = ""
    var idRecords: [String: IDRecord] = [:]
    var maskReferences: [MaskReference] = []
    /// The element (in start-tag order, as `SourcePrescan` records ranges) each id is first written on.
    var elementIndexByID: [String: Int] = [:]
    /// Kept apart from `document` so that recording an issue never overlaps an access to the document.
    var issues: [IBIssue] = []

    var shouldStop: Bool { failure != nil }

    /// The most views one tree may hold (a scene's root view, a dock view, a xib's top-level view, with
    /// everything under them), since each tree is laid out as one system of constraints and that cost grows
    /// faster than its size. The largest scene of the shared corpus holds under 340 objects.
    static let maximumViewsPerTree = 5_000
    /// For each view, the index of the root of its tree; for each root, how many views the tree holds.
    var treeRoots: [Int] = []
    var treeSizes: [Int] = []

    /// Counts a new view into its tree; refuses the file when the tree grows past `maximumViewsPerTree`.
    func countView(_ index: Int, superview: Int?) {
        let root = superview.map { treeRoots[$0] } ?? index
        treeRoots.append(root)
        treeSizes.append(0)
        treeSizes[root] += 1
        guard treeSizes[root] > Self.maximumViewsPerTree, failure == nil else { return }
        failure = IBReadError(kind: .tooManyViews(limit: Self.maximumViewsPerTree), file: path,
                              line: currentLocation.line, column: currentLocation.column)
    }

    /// The deepest element nesting read. Xcode's own files nest under 30 elements (the 128 files of the
    /// shared corpus: at most 28); a view level takes two (`<view><subviews>`), so this allows some 500 levels
    /// of views while keeping every walk up or down the tree, and the layout of it, cheap.
    static let maximumDepth = 1_000

    init(path: String, startTagLocations: [IBSourceLocation]) {
        self.path = path
        self.startTagLocations = startTagLocations
        // Most elements with an id are views and constraints; sizing once avoids rehashing big files repeatedly.
        idRecords.reserveCapacity(startTagLocations.count / 2)
    }

    func startElement(_ name: String, attributes: [String: String]) {
        if elementCount < startTagLocations.count { currentLocation = startTagLocations[elementCount] }
        elementCount += 1
        guard let parent = frames.last else {
            startRoot(name, attributes)
            return
        }
        guard frames.count < Self.maximumDepth else {
            failure = IBReadError(kind: .nestingTooDeep(limit: Self.maximumDepth), file: path,
                                  line: currentLocation.line, column: currentLocation.column)
            return
        }
        let frame = frame(for: name, attributes, in: parent)
        if name == "segue" { recordSegue(attributes) }
        if name == "outlet" || name == "outletCollection" { recordOutlet(name, attributes) }
        registerID(of: name, attributes, frame: frame)
        frames.append(frame)
    }

    /// A `<segue>` with the scene it leaves from (the nearest enclosing scene).
    private func recordSegue(_ attributes: [String: String]) {
        guard let destination = attributes["destination"] else { return }
        var source: Int?
        for frame in frames.reversed() {
            if case .scene(let scene) = frame.role { source = scene; break }
            if case .viewController(let scene) = frame.role { source = scene; break }
        }
        guard let source else { return }
        document?.segues.append(IBSegue(sourceScene: source, destination: destination, kind: attributes["kind"],
                                        relationship: attributes["relationship"],
                                        modalPresentationStyle: attributes["modalPresentationStyle"]))
    }

    /// An outlet and the object it holds (wherever the connection is written).
    private func recordOutlet(_ name: String, _ attributes: [String: String]) {
        guard let destination = attributes["destination"] else { return }
        document?.outlets.append(IBOutlet(property: attributes["property"] ?? "", destination: destination,
                                          isCollection: name == "outletCollection"))
        // A placeholder's outlets sit in its <connections>: the nearest element with a role owns them.
        if name == "outlet", attributes["property"] == "view",
           let owner = frames.last(where: { if case .other = $0.role { return false } else { return true } }),
           case .placeholder(let index) = owner.role {
            document?.placeholders[index].viewOutlet = destination
        }
    }

    func endElement(_ name: String) {
        guard let frame = frames.popLast() else { return }
        if case .text(let view) = frame.role {
            document?.views[view].text = textBuffer
            textBuffer = ""
        }
    }

    func characters(_ text: String) {
        if case .text = frames.last?.role { textBuffer += text }
    }

    /// The frame for an element, by what its parent is; records what the element says along the way.
    private func frame(for name: String, _ attributes: [String: String], in parent: Frame) -> Frame {
        switch parent.role {
        case .document: documentChild(name, attributes, parent)
        case .scenes: scenesChild(name, attributes, parent)
        case .scene(let scene): sceneChild(name, attributes, scene: scene, parent)
        case .objects: objectsChild(name, attributes, parent)
        case .viewController(let scene): viewControllerChild(name, attributes, scene: scene, parent)
        case .layoutGuides(let scene): layoutGuidesChild(name, attributes, scene: scene, parent)
        case .view(let view): viewChild(name, attributes, view: view, parent)
        case .subviews(let view): startView(name, attributes, superview: view, inSubviews: true)
        case .constraints(let view): constraintsChild(name, attributes, owner: view, parent)
        case .constraint(let index): constraintChild(name, attributes, constraint: index, parent)
        case .variation(let view, let index, let key):
            variationChild(name, attributes, view: view, variation: index, key: key, parent)
        case .mask: maskChild(name, attributes, parent)
        case .resources: resourcesChild(name, attributes, parent)
        case .designables: designablesChild(name, attributes, parent)
        case .designable(let index): designableChild(name, attributes, designable: index, parent)
        case .metricsContainer: metricsContainerChild(name, attributes, parent)
        case .text, .placeholder, .staticCells, .other: genericChild(name, attributes, parent)
        }
    }

    /// Views and variations may appear under any element; everything else there is ignored.
    func genericChild(_ name: String, _ attributes: [String: String], _ parent: Frame) -> Frame {
        if name == "variation" { return startVariation(attributes, view: nil, parent) }
        if name == "plugIn", attributes["identifier"] == IBDocument.cocoaTouchPluginIdentifier {
            document?.cocoaTouchPluginVersion = attributes["version"]
        }
        if let view = startViewIfKnown(name, attributes, in: parent) {
            if case .staticCells = parent.role, name == "tableViewCell", case .view(let index) = view.role {
                document?.views[index].isStaticCell = true
            }
            return view
        }
        return Frame(role: name == "cells" ? .staticCells : .other, container: parent.container)
    }

    /// Every id goes into one table: duplicates are found here, references are checked against it later.
    private func registerID(of name: String, _ attributes: [String: String], frame: Frame) {
        // `<device id="retina4_7">` and `<adaptation id="fullscreen">` name models, not objects.
        guard let id = attributes["id"], name != "device", name != "adaptation" else { return }
        var isLayoutItem = name == "viewLayoutGuide" || name == "viewControllerLayoutGuide"
            || name == "keyboardLayoutGuide"
        if case .view = frame.role { isLayoutItem = true }
        if let first = idRecords[id] {
            addIssue(.duplicateID(firstLocation: first.location), objectID: id, element: name)
        } else {
            idRecords[id] = IDRecord(location: currentLocation, isLayoutItem: isLayoutItem)
            elementIndexByID[id] = elementCount - 1
        }
    }

    func addIssue(_ kind: IBIssue.Kind, objectID: String?, element: String, at location: IBSourceLocation? = nil) {
        issues.append(IBIssue(kind: kind, file: path, location: location ?? currentLocation,
                              objectID: objectID, elementName: element))
    }

    /// A decimal attribute; nil when absent, nil with an issue when not a finite number.
    func number(_ attribute: String, in attributes: [String: String], element: String) -> Double? {
        guard let text = attributes[attribute] else { return nil }
        guard let value = IBValueParsing.decimal(text) else {
            addIssue(.invalidNumber(attribute: attribute, value: text), objectID: attributes["id"], element: element)
            return nil
        }
        return value
    }

    /// A content hugging or compression resistance priority; nil when absent, nil with an issue when not a
    /// number in UIKit's range for priorities, the one a constraint's `priority` is held to.
    func priority(_ attribute: String, in attributes: [String: String], element: String) -> Double? {
        guard let value = number(attribute, in: attributes, element: element) else { return nil }
        guard value > 0, value <= 1000 else {
            addIssue(.contentPriorityOutOfRange(attribute: attribute, value: value), objectID: attributes["id"],
                     element: element)
            return nil
        }
        return value
    }

    /// A `YES`/`NO` attribute; nil when absent, nil with an issue for any other value.
    func boolean(_ attribute: String, in attributes: [String: String], element: String) -> Bool? {
        guard let text = attributes[attribute] else { return nil }
        guard let value = IBValueParsing.boolean(text) else {
            addIssue(.unknownValue(attribute: attribute, value: text), objectID: attributes["id"], element: element)
            return nil
        }
        return value
    }

    /// A value from a fixed set; nil when absent, nil with an issue when not in the set.
    func enumerated(_ attribute: String, in attributes: [String: String], element: String,
                    allowed: Set<String>) -> String? {
        guard let text = attributes[attribute] else { return nil }
        guard allowed.contains(text) else {
            addIssue(.unknownValue(attribute: attribute, value: text), objectID: attributes["id"], element: element)
            return nil
        }
        return text
    }

    func size(_ attributes: [String: String], element: String) -> Size? {
        guard let width = number("width", in: attributes, element: element),
              let height = number("height", in: attributes, element: element) else { return nil }
        return Size(width: width, height: height)
    }
}
