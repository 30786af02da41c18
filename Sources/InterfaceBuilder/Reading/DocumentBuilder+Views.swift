import OpenAutoLayout
/// View elements: where they attach, their attributes and their property-like children.
extension DocumentBuilder {
    /// Starts a view for a known view element outside `<subviews>` (a root view, a cell, a `contentView`).
    func startViewIfKnown(_ name: String, _ attributes: [String: String], in parent: Frame) -> Frame? {
        guard IBViewElements.known.contains(name), attributes["id"] != nil else { return nil }
        switch parent.container {
        case .none: return nil
        case .view(let superview): return startView(name, attributes, superview: superview, inSubviews: false)
        case .xibObjects, .sceneObjects, .viewController: return startView(name, attributes, superview: nil,
                                                                           inSubviews: false, container: parent.container)
        }
    }

    /// Appends a view to `document.views` and links it to its superview or container.
    func startView(_ name: String, _ attributes: [String: String], superview: Int?, inSubviews: Bool,
                   container: Container = .none) -> Frame {
        guard document != nil else { return Frame(role: .other, container: .none) }
        let isKnown = IBViewElements.known.contains(name)
        if !isKnown { addIssue(.unknownViewElement(name: name), objectID: attributes["id"], element: name) }
        if attributes["id"] == nil { addIssue(.missingAttribute(attribute: "id"), objectID: nil, element: name) }
        var view = IBView(elementName: name, isKnownElement: isKnown, id: attributes["id"] ?? "",
                          location: currentLocation, superview: superview, isInSubviews: inSubviews)
        readAttributes(of: &view, attributes)
        let index = document!.views.count
        document!.views.append(view)
        if let superview {
            if inSubviews { document!.views[superview].subviews.append(index) }
            else { document!.views[superview].attachedViews.append(index) }
        } else {
            attach(index, key: attributes["key"], to: container)
        }
        countView(index, superview: superview)
        return Frame(role: .view(index), container: .view(index))
    }

    private func attach(_ index: Int, key: String?, to container: Container) {
        switch container {
        case .xibObjects:
            document?.topLevelViews.append(index)
        case .sceneObjects(let scene):
            document?.scenes[scene].views.append(index)
        case .viewController(let scene):
            if key == "view", document?.scenes[scene].viewController?.view == nil {
                document?.scenes[scene].viewController?.view = index
            } else {
                document?.scenes[scene].viewController?.otherViews.append(index)
            }
        case .none, .view:
            break
        }
    }

    private func readAttributes(of view: inout IBView, _ attributes: [String: String]) {
        let name = view.elementName
        func flag(_ attribute: String) -> Bool? { boolean(attribute, in: attributes, element: name) }
        func value(_ attribute: String) -> Double? { number(attribute, in: attributes, element: name) }
        view.key = attributes["key"]
        view.customClass = attributes["customClass"]
        view.customModule = attributes["customModule"]
        view.userLabel = attributes["userLabel"]
        view.translatesAutoresizingMaskIntoConstraints = flag("translatesAutoresizingMaskIntoConstraints")
        view.fixedFrame = flag("fixedFrame") ?? false
        view.ambiguous = flag("ambiguous") ?? false
        view.misplaced = flag("misplaced") ?? false
        view.isHidden = flag("hidden") ?? false
        view.isScrollEnabled = flag("scrollEnabled")
        view.isTranslucent = flag("translucent")
        if name == "navigationBar" { view.prefersLargeTitles = flag("largeTitles") }
        view.verifyAmbiguity = attributes["verifyAmbiguity"]
        view.contentMode = attributes["contentMode"]
        func priority(_ attribute: String) -> Double? { self.priority(attribute, in: attributes, element: name) }
        view.horizontalHuggingPriority = priority("horizontalHuggingPriority")
        view.verticalHuggingPriority = priority("verticalHuggingPriority")
        view.horizontalCompressionResistancePriority = priority("horizontalCompressionResistancePriority")
        view.verticalCompressionResistancePriority = priority("verticalCompressionResistancePriority")
        view.placeholderIntrinsicWidth = intrinsicDimension("placeholderIntrinsicWidth", attributes, element: name)
        view.placeholderIntrinsicHeight = intrinsicDimension("placeholderIntrinsicHeight", attributes, element: name)
        view.text = attributes["text"]
        view.image = attributes["image"]
        view.placeholder = attributes["placeholder"]
        view.controlStyle = attributes["style"]
        if let lines = value("numberOfLines") {
            if let whole = Int(exactly: lines) { view.numberOfLines = whole }
            else { addIssue(.invalidNumber(attribute: "numberOfLines", value: attributes["numberOfLines"] ?? ""),
                            objectID: view.id, element: name) }
        }
        view.insetsLayoutMarginsFromSafeArea = flag("insetsLayoutMarginsFromSafeArea")
        view.preservesSuperviewLayoutMargins = flag("preservesSuperviewLayoutMargins")
        view.layoutMarginsFollowReadableWidth = flag("layoutMarginsFollowReadableWidth")
        view.contentInsetAdjustmentBehavior = attributes["contentInsetAdjustmentBehavior"]
        view.accessoryType = attributes["accessoryType"]
        if name == "stackView" { view.stackView = stackAttributes(attributes) }
    }

    private func intrinsicDimension(_ attribute: String, _ attributes: [String: String],
                                    element: String) -> IBIntrinsicDimension? {
        if attributes[attribute] == "infinite" { return .infinite }
        return number(attribute, in: attributes, element: element).map { .value($0) }
    }

    private func stackAttributes(_ attributes: [String: String]) -> IBStackViewAttributes {
        let name = "stackView"
        return IBStackViewAttributes(
            axis: enumerated("axis", in: attributes, element: name, allowed: IBStackViewAttributes.axes),
            distribution: enumerated("distribution", in: attributes, element: name,
                                     allowed: IBStackViewAttributes.distributions),
            alignment: enumerated("alignment", in: attributes, element: name, allowed: IBStackViewAttributes.alignments),
            spacing: number("spacing", in: attributes, element: name),
            spacingType: attributes["spacingType"],
            isBaselineRelativeArrangement: boolean("baselineRelativeArrangement", in: attributes, element: name),
            isLayoutMarginsRelativeArrangement: boolean("layoutMarginsRelativeArrangement", in: attributes,
                                                        element: name))
    }

    /// Property-like children of a view (`<rect key="frame">`, `<constraints>`, …); views and variations otherwise.
    func viewChild(_ name: String, _ attributes: [String: String], view: Int, _ parent: Frame) -> Frame {
        let other = Frame(role: .other, container: parent.container)
        let key = attributes["key"]
        switch (name, key) {
        case ("subviews", _): return Frame(role: .subviews(view), container: parent.container)
        case ("constraints", _): return Frame(role: .constraints(view), container: parent.container)
        case ("variation", _): return startVariation(attributes, view: view, parent)
        case ("rect", "frame"): document?.views[view].recordedFrame = rect(attributes, element: name)
        case ("frame", "frameInset"): document?.views[view].frameInset = frameInset(attributes, element: name)
        case ("autoresizingMask", "autoresizingMask"):
            var mask = IBAutoresizingMask()
            for (flag, member) in IBAutoresizingMask.attributeNames where attributes[flag] == "YES" { mask.insert(member) }
            document?.views[view].autoresizingMask = mask
        case ("viewLayoutGuide", _), ("keyboardLayoutGuide", _):
            // `<keyboardLayoutGuide key="keyboard">` (Xcode 13+) is the view's keyboard layout guide.
            guard let key, let id = attributes["id"] else {
                addIssue(.missingAttribute(attribute: key == nil ? "key" : "id"), objectID: attributes["id"], element: name)
                return other
            }
            document?.views[view].layoutGuides.append(IBViewLayoutGuide(key: key, id: id, location: currentLocation))
        case ("edgeInsets", "layoutMargins"):
            document?.views[view].layoutMargins = edgeInsets(attributes, names: ("top", "left", "bottom", "right"), element: name)
        case ("directionalEdgeInsets", "directionalLayoutMargins"):
            if let insets = edgeInsets(attributes, names: ("top", "leading", "bottom", "trailing"), element: name) {
                document?.views[view].directionalLayoutMargins = DirectionalEdgeInsets(
                    top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
            }
        case ("inset", "contentInset"):
            document?.views[view].contentInset = edgeInsets(attributes, names: ("minY", "minX", "maxY", "maxX"), element: name)
        case ("fontDescription", "fontDescription"):
            document?.views[view].font = IBFont(type: attributes["type"],
                                                pointSize: number("pointSize", in: attributes, element: name),
                                                style: attributes["style"], name: attributes["name"],
                                                weight: attributes["weight"])
        case ("state", "normal"):
            if let title = attributes["title"] { document?.views[view].title = title }
            if document?.views[view].image == nil, let image = attributes["image"] { document?.views[view].image = image }
        case ("buttonConfiguration", "configuration"):
            if document?.views[view].title == nil { document?.views[view].title = attributes["title"] }
        case ("imageReference", "image"):
            if document?.views[view].image == nil { document?.views[view].image = attributes["image"] }
        case ("string", "text"):
            textBuffer = ""
            return Frame(role: .text(view: view), container: parent.container)
        default:
            if let key, let metric = simulatedMetric(name, attributes),
               document?.views[view].simulatedMetrics.set(metric, key: key) ?? false {
                return other
            }
            return genericChild(name, attributes, parent)
        }
        return other
    }

    /// A rectangle; a missing coordinate reads as 0 (IB omits none, but hand edits do).
    func rect(_ attributes: [String: String], element: String) -> Rect? {
        guard let values = numbers(["x", "y", "width", "height"], attributes, element: element) else { return nil }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// Several numbers, 0 where absent; nil if any is invalid (each invalid one gets its own issue).
    private func numbers(_ names: [String], _ attributes: [String: String], element: String) -> [Double]? {
        var values: [Double] = []
        var valid = true
        for name in names {
            if attributes[name] == nil {
                values.append(0)
            } else if let value = number(name, in: attributes, element: element) {
                values.append(value)
            } else {
                valid = false
            }
        }
        return valid ? values : nil
    }

    private func frameInset(_ attributes: [String: String], element: String) -> IBFrameInset {
        func value(_ attribute: String) -> Double? { number(attribute, in: attributes, element: element) }
        return IBFrameInset(minX: value("minX"), minY: value("minY"), width: value("width"), height: value("height"),
                            maxX: value("maxX"), maxY: value("maxY"))
    }

    /// Insets from four attributes (top, left/leading, bottom, right/trailing); a missing one reads as 0.
    private func edgeInsets(_ attributes: [String: String], names: (String, String, String, String),
                            element: String) -> EdgeInsets? {
        guard let values = numbers([names.0, names.1, names.2, names.3], attributes, element: element) else { return nil }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
}
