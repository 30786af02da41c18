import OpenAutoLayout

/// Maps one root view of a document (a scene's view controller view, or a xib top-level view) and
/// its subtree to an OpenAutoLayout hierarchy in a window the size of the canvas, keeping the
/// maps between IB ids and the model's views, guides and constraints.
final class IBSceneMapper {
    let document: IBDocument
    let mode: IBLayoutMode
    let rootIndex: Int
    let controllerElement: IBViewController?
    let sceneIndex: Int?
    let metrics: IBCanvasMetrics
    /// What this pass draws otherwise than the exact layout (`IBLayout.pass`).
    let options: IBPassOptions
    /// The highest content priority a view gets (`ContentPriorityPolicy`): read once, not per view.
    private lazy var contentPriorityCeiling = ContentPriorityPolicy.ceiling(mode: mode, toolsVersion: document.toolsVersionNumber)

    let window: Window
    let controller = ViewController()
    /// Views of the subtree in document order (parents first), as indices into `document.views`.
    private(set) var order: [Int] = []
    var viewsByIndex: [Int: View] = [:]
    var indexByView: [ObjectIdentifier: Int] = [:]
    var intrinsicSources: [Int: IBIntrinsicSizeSource] = [:]
    /// Frame-to-alignment-rectangle insets of the controls that have them (see `AlignmentRectPolicy`).
    var alignmentInsets: [Int: EdgeInsets] = [:]
    /// IB constraint index of each model constraint made from the document.
    var constraintIndexByObject: [ObjectIdentifier: Int] = [:]
    /// IB id of each layout guide made from the document.
    var guideIDs: [ObjectIdentifier: String] = [:]
    /// Views no constraint positions, held at their recorded frames (a constraint added to one
    /// would take that away: see `addFixedFrameConstraints`).
    var fixedFrameIndices: Set<Int> = []
    var notes: [String] = []
    /// Constraints skipped (each also in `notes`).
    var leftOut = SceneLeftOut()

    /// `containment`: the document's (`IBContainment(document:)`), passed in by callers that lay out
    /// many scenes of one document, since computing it reads every segue.
    init(document: IBDocument, mode: IBLayoutMode, rootIndex: Int, controller: IBViewController?, sceneIndex: Int?,
         containment: IBContainment? = nil, options: IBPassOptions = IBPassOptions()) {
        self.document = document
        self.options = options
        self.mode = mode
        self.rootIndex = rootIndex
        self.controllerElement = controller
        self.sceneIndex = sceneIndex
        let root = document.views[rootIndex]
        var metrics = IBCanvasMetrics(document: document, root: root, controller: controller,
                                      containment: containment ?? IBContainment(document: document))
        // The layout with the navigation bar drawn large (`NotJudgedPolicy.largeTitleReason`).
        if options.drawsLargeTitle && metrics.largeTitleUndecided && metrics.navigationBar > 0 { metrics.navigationBar += IBCanvasMetrics.largeTitleExtension }
        if options.dropsScreenInsets && metrics.isOffScreenSize(document) { metrics.dropScreenInsets() }
        self.metrics = metrics
        let frame = IBCanvasMetrics.rootFrame(root, in: document)
        window = Window(frame: Rect(x: 0, y: 0, width: max(0, frame.origin.x) + frame.size.width,
                                    height: max(0, frame.origin.y) + frame.size.height),
                        safeAreaInsets: metrics.windowInsets, statusBarHeight: metrics.windowInsets.top)
    }

    /// Builds the hierarchy and installs the constraints; then `layOut()` solves it.
    func build() {
        collectSubtree()
        let rootView = makeView(rootIndex)
        controller.view = rootView
        controller.hasNavigationBar = metrics.navigationBar > 0
        controller.navigationBarHeight = metrics.navigationBar
        window.rootViewController = controller
        rootView.frame = IBCanvasMetrics.rootFrame(document.views[rootIndex], in: document)
        applyRootMargins(rootView)
        for index in order.dropFirst() {
            guard let parentIndex = document.views[index].superview, let parent = viewsByIndex[parentIndex] else { continue }
            let view = makeView(index)
            parent.addSubview(view)
        }
        arrangeStackViews()
        installConstraints()
        if options.holdsEmptyStacks { holdEmptyStackSizes() }
    }

    /// The subtree of the root in document order, without the views the canvas's size class uninstalls.
    private func collectSubtree() {
        var included: Set<Int> = [rootIndex]
        order = [rootIndex]
        var stack = [rootIndex]
        var visit: [Int] = []
        while let index = stack.popLast() {
            let view = document.views[index]
            for child in (view.subviews + view.attachedViews) where isInstalled(viewAt: child) {
                if included.insert(child).inserted {
                    visit.append(child)
                    stack.append(child)
                }
            }
        }
        order += visit.sorted()
    }

    /// A model view with the element's class, recorded frame, flags, priorities and margins.
    private func makeView(_ index: Int) -> View {
        let element = document.views[index]
        let view: View
        switch element.elementName {
        case "scrollView": view = DocumentScrollView(frame: .zero)
        case "stackView":
            let stack = DocumentStackView(frame: .zero)
            stack.fitsOwnViewsFirst = options.fitsNestedStacksFirst
            view = stack
        case "label": view = DocumentLabel(frame: .zero)
        case "button": view = DocumentButton(frame: .zero)
        case "textField": view = DocumentTextField(frame: .zero)
        default: view = DocumentPlainView(frame: .zero)
        }
        if let font = element.font?.pointSize {
            (view as? Label)?.fontSize = font
            (view as? Button)?.fontSize = font
            (view as? TextField)?.fontSize = font
        }
        view.textBaselineOffsets = TextViewBaselinePolicy.offsets(of: element)
        let insets = AlignmentRectPolicy.insets(of: element, in: document)
        alignmentInsets[index] = insets
        if let frame = alignmentFrame(of: index) { view.frame = frame }
        view.accessibilityIdentifier = element.id
        view.isHidden = element.isHidden
        if index != rootIndex {
            // IB writes translatesAutoresizingMaskIntoConstraints="NO" on every view with constraints;
            // the others (and fixedFrame views) keep their frame through their autoresizing mask.
            let translates = element.translatesAutoresizingMaskIntoConstraints ?? true
            view.translatesAutoresizingMaskIntoConstraints = translates || element.fixedFrame
            view.autoresizingMask = element.autoresizingMask.map(AutoresizingMask.init) ?? []
        }
        if let (size, source) = IntrinsicSizePolicy.intrinsicSize(of: element, in: document, allowance: options.sizeAllowance,
                                                                  measuringText: options.measuresText,
                                                                  unstretchingText: options.unstretchesText,
                                                                  measuringContent: options.measuresContent,
                                                                  measuringEveryLine: options.measuresEveryLine),
           let sized = view as? any DocumentSizedView {
            var size = size
            // A frame's size (recorded, or UIKit's) includes what lies outside the alignment rectangle.
            if source == .recordedFrame || source == .uikitEstimate, let insets {
                if size.width != View.noIntrinsicMetric { size.width -= insets.left + insets.right }
                if size.height != View.noIntrinsicMetric { size.height -= insets.top + insets.bottom }
            }
            if let height = shortenedTextViewHeight(index) { size.height = height }
            size = CustomSizePolicy.drawnSize(size, source: source, of: element)
            sized.documentIntrinsicSize = size
            intrinsicSources[index] = source
        }
        applyPriorities(element, to: view)
        if !applyCellMargins(index, to: view) { applyMargins(element, to: view, isRoot: index == rootIndex) }
        if let scrollView = view as? ScrollView, let inset = element.contentInset {
            scrollView.contentInset = EdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
        }
        viewsByIndex[index] = view
        indexByView[ObjectIdentifier(view)] = index
        return view
    }

    /// The recorded frame of the view at `index` as the model lays it out: its alignment rectangle.
    func alignmentFrame(of index: Int) -> Rect? {
        guard var frame = document.views[index].recordedFrame else { return nil }
        if options.widensCellContent { frame.size.height += CellContentHairline.heightAdded(to: index, in: document) }
        return alignmentInsets[index].map { frame.inset(by: $0) } ?? frame
    }

    /// Hugging 250 and compression resistance 750 where the file writes none (UIKit's defaults;
    /// IB writes its 251 for labels and image views explicitly); never required on the canvas.
    private func applyPriorities(_ element: IBView, to view: View) {
        let ceiling = contentPriorityCeiling
        func priority(_ value: Double?, _ fallback: Float) -> LayoutPriority {
            LayoutPriority(min(value.map(Float.init) ?? fallback, ceiling))
        }
        view.setContentHuggingPriority(priority(element.horizontalHuggingPriority, 250), for: .horizontal)
        view.setContentHuggingPriority(priority(element.verticalHuggingPriority, 250), for: .vertical)
        view.setContentCompressionResistancePriority(priority(element.horizontalCompressionResistancePriority, 750),
                                                     for: .horizontal)
        view.setContentCompressionResistancePriority(priority(element.verticalCompressionResistancePriority, 750),
                                                     for: .vertical)
    }

    private func applyMargins(_ element: IBView, to view: View, isRoot: Bool) {
        if let margins = element.directionalLayoutMargins {
            view.directionalLayoutMargins = DirectionalEdgeInsets(top: margins.top, leading: margins.leading,
                                                                  bottom: margins.bottom, trailing: margins.trailing)
        } else if let margins = element.layoutMargins {
            view.layoutMargins = EdgeInsets(top: margins.top, left: margins.left, bottom: margins.bottom,
                                            right: margins.right)
        } else if element.elementName == "stackView" {
            // A stack view's margins are 0 unless the file sets them, not UIView's 8 (misplaced pass 6):
            // the three corpus files whose records depend on them all say 0 by three routes: KeePassium
            // `PricingPlanPickerVC` (21701) a stack with 4-pt margins that preserves its superview's,
            // flush with the top of a stack, records its content 4 below its top, threema `CallStoryboard` (17156) a box at a stack's `bottomMargin + 8` 8 below
            // the stack, MOPP `Container` (Xcode 15.3) a stack whose `trailingMargin` a cell's margin
            // pins is recorded 8 pt narrower than 8-pt margins give. No corpus record says 8.
            view.layoutMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        }
        // Before iOS 11 margins were never inset by the status bar; from Xcode 9 a root view's are, also
        // in a file that keeps the top and bottom layout guides (`IBXcodeBehaviour.marginsInsetBySafeArea`).
        let rootInset = isRoot && IBXcodeBehaviour.marginsInsetBySafeArea.holds(for: document.toolsVersionNumber)
        view.insetsLayoutMarginsFromSafeArea = element.insetsLayoutMarginsFromSafeArea
            ?? (document.useSafeAreas == true || rootInset)
    }

    /// A view controller's root view gets the system minimum margins unless the file sets its own, and so
    /// does a xib's top-level view: Interface Builder draws it as the root view of a controller. A
    /// top-level table view cell keeps the cell margins (`CellMarginPolicy`).
    private func applyRootMargins(_ view: View) {
        let element = document.views[rootIndex]
        guard controllerElement != nil || document.kind == .xib, !hasCellMargins(rootIndex),
              element.layoutMargins == nil, element.directionalLayoutMargins == nil else { return }
        let side = options.rootSideMargin ?? metrics.rootHorizontalMargin
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Stack views arrange their subviews, in order, with the file's axis, distribution, alignment and spacing.
    private func arrangeStackViews() {
        for index in order {
            guard let stack = viewsByIndex[index] as? StackView else { continue }
            let attributes = stackAttributes(of: document.views[index])
            stack.axis = attributes.axis == "vertical" ? .vertical : .horizontal
            stack.distribution = switch attributes.distribution {
            case "fillEqually": .fillEqually
            case "fillProportionally": .fillProportionally
            case "equalSpacing": .equalSpacing
            case "equalCentering": .equalCentering
            default: .fill
            }
            stack.alignment = switch attributes.alignment {
            case "top", "leading": .leading
            case "bottom", "trailing": .trailing
            case "center": .center
            case "firstBaseline": .firstBaseline
            case "lastBaseline": .lastBaseline
            default: .fill
            }
            // "Standard" spacing is UIKit's system spacing between siblings, 8 points.
            stack.spacing = attributes.spacingType == "standard" ? 8 : (attributes.spacing ?? 0)
            // Setting a stack view's margins in IB's Size inspector arranges it relative to them.
            let element = document.views[index]
            let hasMargins = element.layoutMargins != nil || element.directionalLayoutMargins != nil
            stack.isLayoutMarginsRelativeArrangement = attributes.isLayoutMarginsRelativeArrangement ?? hasMargins
            for child in document.views[index].subviews {
                if let view = viewsByIndex[child] { stack.addArrangedSubview(view) }
            }
        }
    }
}

extension IBSceneMapper {
    /// A stack view's attributes with the overrides of the size-class variation the canvas shows
    /// (`<variation key="heightClass=regular-widthClass=compact" axis="vertical"/>` on an iPhone canvas).
    func stackAttributes(of element: IBView) -> IBStackViewAttributes {
        var attributes = element.stackView ?? IBStackViewAttributes()
        for variation in element.variations
        where variation.applies(widthClass: metrics.widthClass, heightClass: metrics.heightClass) {
            let values = variation.overrides
            if let axis = values["axis"], IBStackViewAttributes.axes.contains(axis) { attributes.axis = axis }
            if let value = values["distribution"], IBStackViewAttributes.distributions.contains(value) {
                attributes.distribution = value
            }
            if let value = values["alignment"], IBStackViewAttributes.alignments.contains(value) {
                attributes.alignment = value
            }
            if let value = values["spacing"].flatMap(IBValueParsing.decimal), value.isFinite { attributes.spacing = value }
        }
        return attributes
    }
}

extension AutoresizingMask {
    init(_ mask: IBAutoresizingMask) {
        var result: AutoresizingMask = []
        if mask.contains(.flexibleMinX) { result.insert(.flexibleLeftMargin) }
        if mask.contains(.widthSizable) { result.insert(.flexibleWidth) }
        if mask.contains(.flexibleMaxX) { result.insert(.flexibleRightMargin) }
        if mask.contains(.flexibleMinY) { result.insert(.flexibleTopMargin) }
        if mask.contains(.heightSizable) { result.insert(.flexibleHeight) }
        if mask.contains(.flexibleMaxY) { result.insert(.flexibleBottomMargin) }
        self = result
    }
}
