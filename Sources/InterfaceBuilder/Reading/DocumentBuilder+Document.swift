/// The document, its scenes, view controllers and resources.
extension DocumentBuilder {
    func startRoot(_ name: String, _ attributes: [String: String]) {
        let location = currentLocation
        func fail(_ kind: IBReadError.Kind) {
            failure = IBReadError(kind: kind, file: path, line: location.line, column: location.column)
        }
        switch name {
        case "archive":
            fail(.unsupportedArchiveFormat)
        case "document":
            documentLocation = location
            guard let type = attributes["type"] else { return fail(.notInterfaceBuilderDocument(rootElement: name)) }
            let runtime = attributes["targetRuntime"]
            // iOS documents say `CocoaTouch` in the type; macOS says `Cocoa`, watchOS/tvOS name themselves.
            guard type.contains(".CocoaTouch."), !(runtime?.hasPrefix("MacOSX") ?? false) else {
                return fail(.unsupportedPlatform(type: type, targetRuntime: runtime))
            }
            var document = IBDocument(path: path, kind: type.contains("Storyboard") ? .storyboard : .xib,
                                      typeIdentifier: type)
            document.formatVersion = attributes["version"]
            document.toolsVersion = attributes["toolsVersion"]
            document.systemVersion = attributes["systemVersion"]
            document.targetRuntime = runtime
            document.initialViewController = attributes["initialViewController"]
            // Sized once from the prescan's count: growing by doubling holds the old and the new storage at once.
            document.constraints.reserveCapacity(expectedConstraints)
            self.document = document
            self.document?.useAutolayout = boolean("useAutolayout", in: attributes, element: name)
            self.document?.useTraitCollections = boolean("useTraitCollections", in: attributes, element: name)
            self.document?.useSafeAreas = boolean("useSafeAreas", in: attributes, element: name)
            self.document?.isLaunchScreen = boolean("launchScreen", in: attributes, element: name)
            frames.append(Frame(role: .document, container: .none))
        default:
            fail(.notInterfaceBuilderDocument(rootElement: name))
        }
    }

    func documentChild(_ name: String, _ attributes: [String: String], _ parent: Frame) -> Frame {
        switch name {
        case "device":
            document?.device = IBDevice(id: attributes["id"] ?? "", orientation: attributes["orientation"],
                                        appearance: attributes["appearance"], adaptation: attributes["layout"])
            if IBDeviceModel.named(attributes["id"] ?? "") == nil {
                addIssue(.unknownDevice(id: attributes["id"] ?? ""), objectID: nil, element: name)
            }
            return Frame(role: .other, container: .none)
        case "adaptation":
            return Frame(role: .other, container: .none)
        case "scenes":
            if contentKind == nil { contentKind = .storyboard }
            return Frame(role: .scenes, container: .none)
        case "objects":
            if contentKind == nil { contentKind = .xib }
            return Frame(role: .objects, container: .xibObjects)
        case "resources":
            return Frame(role: .resources, container: .none)
        case "designables":
            return Frame(role: .designables, container: .none)
        case "simulatedMetricsContainer":
            document?.defaultSimulatedMetrics = IBSimulatedMetrics()
            return Frame(role: .metricsContainer, container: .none)
        default:
            return Frame(role: .other, container: .none)
        }
    }

    func scenesChild(_ name: String, _ attributes: [String: String], _ parent: Frame) -> Frame {
        guard name == "scene", document != nil else { return Frame(role: .other, container: .none) }
        if attributes["sceneID"] == nil { addIssue(.missingAttribute(attribute: "sceneID"), objectID: nil, element: name) }
        document?.scenes.append(IBScene(sceneID: attributes["sceneID"] ?? "", location: currentLocation))
        return Frame(role: .scene((document?.scenes.count ?? 1) - 1), container: .none)
    }

    func sceneChild(_ name: String, _ attributes: [String: String], scene: Int, _ parent: Frame) -> Frame {
        if name == "objects" { return Frame(role: .objects, container: .sceneObjects(scene)) }
        return Frame(role: .other, container: .none)
    }

    func objectsChild(_ name: String, _ attributes: [String: String], _ parent: Frame) -> Frame {
        if case .sceneObjects(let scene) = parent.container, attributes["sceneMemberID"] == "viewController",
           document?.scenes[scene].viewController == nil {
            startViewController(name, attributes, scene: scene)
            return Frame(role: .viewController(scene: scene), container: .viewController(scene: scene))
        }
        if name == "placeholder" {
            document?.placeholders.append(IBPlaceholder(id: attributes["id"] ?? "",
                                                        placeholderIdentifier: attributes["placeholderIdentifier"],
                                                        customClass: attributes["customClass"]))
            return Frame(role: .placeholder((document?.placeholders.count ?? 1) - 1), container: .none)
        }
        // Other objects (a xib's view controller, custom objects) pass views inside them to the same container.
        return genericChild(name, attributes, parent)
    }

    private func startViewController(_ name: String, _ attributes: [String: String], scene: Int) {
        var controller = IBViewController(elementName: name, id: attributes["id"] ?? "", location: currentLocation)
        controller.customClass = attributes["customClass"]
        controller.customModule = attributes["customModule"]
        controller.title = attributes["title"]
        controller.userLabel = attributes["userLabel"]
        controller.storyboardIdentifier = attributes["storyboardIdentifier"]
        controller.automaticallyAdjustsScrollViewInsets =
            boolean("automaticallyAdjustsScrollViewInsets", in: attributes, element: name)
        controller.extendedLayoutIncludesOpaqueBars =
            boolean("extendedLayoutIncludesOpaqueBars", in: attributes, element: name)
        controller.navigationBarHidden = boolean("navigationBarHidden", in: attributes, element: name)
        controller.modalPresentationStyle = attributes["modalPresentationStyle"]
        controller.hidesBottomBarWhenPushed = boolean("hidesBottomBarWhenPushed", in: attributes, element: name)
        if attributes["id"] == nil { addIssue(.missingAttribute(attribute: "id"), objectID: nil, element: name) }
        document?.scenes[scene].viewController = controller
    }

    func viewControllerChild(_ name: String, _ attributes: [String: String], scene: Int, _ parent: Frame) -> Frame {
        let other = Frame(role: .other, container: parent.container)
        let key = attributes["key"]
        switch name {
        case "layoutGuides":
            return Frame(role: .layoutGuides(scene: scene), container: parent.container)
        case "navigationItem" where key == "navigationItem":
            document?.scenes[scene].viewController?.navigationItem = IBNavigationItem(
                id: attributes["id"], title: attributes["title"], prompt: attributes["prompt"],
                largeTitleDisplayMode: attributes["largeTitleDisplayMode"])
            return other
        case "size" where key == "freeformSize":
            document?.scenes[scene].viewController?.freeformSize = size(attributes, element: name)
            return other
        case "extendedEdge" where key == "edgesForExtendedLayout":
            let edges = ["top", "left", "bottom", "right"].filter { attributes[$0] == "YES" }
            document?.scenes[scene].viewController?.edgesForExtendedLayout = edges
            return other
        default:
            if let key, let metric = simulatedMetric(name, attributes) {
                if document?.scenes[scene].viewController?.simulatedMetrics.set(metric, key: key) ?? false {
                    return other
                }
            }
            return genericChild(name, attributes, parent)
        }
    }

    func layoutGuidesChild(_ name: String, _ attributes: [String: String], scene: Int, _ parent: Frame) -> Frame {
        if name == "viewControllerLayoutGuide" {
            if let id = attributes["id"], let type = attributes["type"] {
                document?.scenes[scene].viewController?.layoutGuides.append(
                    IBViewControllerLayoutGuide(type: type, id: id, location: currentLocation))
            } else {
                addIssue(.missingAttribute(attribute: attributes["id"] == nil ? "id" : "type"),
                         objectID: attributes["id"], element: name)
            }
        }
        return Frame(role: .other, container: .none)
    }

    /// A simulated metric element (`<simulatedStatusBarMetrics …>`, `<nil key="simulated…">`), or nil.
    func simulatedMetric(_ name: String, _ attributes: [String: String]) -> IBSimulatedMetric? {
        guard name == "nil" || (name.hasPrefix("simulated") || name.hasPrefix("freeform")) && name.hasSuffix("Metrics")
        else { return nil }
        return IBSimulatedMetric(elementName: name, type: attributes["type"],
                                 orientation: attributes["orientation"] ?? attributes["statusBarStyle"],
                                 prompted: attributes["prompted"].flatMap(IBValueParsing.boolean),
                                 translucent: attributes["translucent"].flatMap(IBValueParsing.boolean))
    }

    func metricsContainerChild(_ name: String, _ attributes: [String: String], _ parent: Frame) -> Frame {
        if let key = attributes["key"], let metric = simulatedMetric(name, attributes) {
            _ = document?.defaultSimulatedMetrics?.set(metric, key: key)
        }
        return Frame(role: .other, container: .none)
    }

    func resourcesChild(_ name: String, _ attributes: [String: String], _ parent: Frame) -> Frame {
        if name == "image", let imageName = attributes["name"] {
            let size = attributes["width"] == nil && attributes["height"] == nil ? nil : size(attributes, element: name)
            document?.images.append(IBImageResource(name: imageName, size: size, catalog: attributes["catalog"]))
        }
        return Frame(role: .other, container: .none)
    }

    func designablesChild(_ name: String, _ attributes: [String: String], _ parent: Frame) -> Frame {
        guard name == "designable", let viewID = attributes["name"] else { return Frame(role: .other, container: .none) }
        document?.designables.append(IBDesignable(viewID: viewID))
        return Frame(role: .designable((document?.designables.count ?? 1) - 1), container: .none)
    }

    func designableChild(_ name: String, _ attributes: [String: String], designable: Int, _ parent: Frame) -> Frame {
        if name == "size", attributes["key"] == "intrinsicContentSize" {
            document?.designables[designable].intrinsicContentSize = size(attributes, element: name)
        }
        return Frame(role: .other, container: .none)
    }
}
