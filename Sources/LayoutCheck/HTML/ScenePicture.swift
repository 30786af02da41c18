import InterfaceBuilder
import LayoutDiagnostics
import LayoutRendering
import OpenAutoLayout

/// One scene drawn with what `check` found marked on it: IB ids and Xcode's names on every
/// object, ambiguous views and content sizes, conflicting constraints and floating views.
public struct ScenePicture {
    /// The scene, its objects' names and its findings.
    public let findings: SceneDiagnostics
    public let model: IBSceneObjects
    public var scene: SceneLayout { findings.scene }

    public init(scene findings: SceneDiagnostics, model: IBSceneObjects) {
        self.findings = findings
        self.model = model
    }

    /// The picture as SVG text; `inline` leaves out the XML declaration (for HTML pages).
    public func svg(inline: Bool = false) -> String {
        var annotations = RenderAnnotations()
        let names = findings
        for view in model.views {
            guard let id = model.id(of: view) else { continue }
            annotations.setID(id, for: view)
            annotations.setLabel(SafeText.escaped(names.name(of: id)), for: view)
        }
        for constraint in model.constraints {
            if let id = model.id(of: constraint) { annotations.setID(id, for: constraint) }
        }
        for guide in model.layoutGuides {
            if let id = model.id(of: guide) { annotations.setID(id, for: guide) }
        }
        markAmbiguity(&annotations)
        // Conflicts come from the model's own pass: it names the generated constraints
        // (autoresizing masks, intrinsic sizes) too, which have no IB id to look up.
        let conflicts = model.window.layoutIssues.filter {
            if case .unsatisfiableConstraints = $0 { return true }
            return false
        }
        annotations.add(conflicts)
        annotations.markFloatingViews(in: model.rootView)
        Self.addCanvasBars(scene.canvasBars, size: model.rootView.bounds.size, to: &annotations)
        let options = SVGRenderOptions(title: SafeText.escaped(scene.name), includesXMLDeclaration: !inline)
        return SVGRenderer(options: options).render(
            model.rootView, annotations: annotations,
            additionalConstraints: RenderAnnotations.uninstalledConstraints(in: conflicts))
    }

    /// What `check` reports on the scene (the probe's findings included), each issue marked as its
    /// rule draws it (the ambiguity honouring each view's "Ambiguity" setting, as the findings do).
    private func markAmbiguity(_ annotations: inout RenderAnnotations) {
        for issue in scene.issues {
            LayoutRules.rule(of: issue).mark(issue, on: &annotations, in: self)
        }
    }

    /// The canvas's bars over a root view of `size`: the status bar or sensor housing and the
    /// navigation bar under it from the top, the home indicator and the tab bar above it from the
    /// bottom, the housing's side insets in landscape.
    static func addCanvasBars(_ bars: SceneCanvasBars, size: Size, to annotations: inout RenderAnnotations) {
        let (width, height) = (size.width, size.height)
        let top = max(bars.statusBar, bars.sensorHousing)
        annotations.addCanvasBar(bars.sensorHousing > 0 ? "sensor housing" : "status bar",
                                 frame: Rect(x: 0, y: 0, width: width, height: top))
        annotations.addCanvasBar("navigation bar", frame: Rect(x: 0, y: top, width: width, height: bars.navigationBar))
        annotations.addCanvasBar("home indicator", frame: Rect(x: 0, y: height - bars.homeIndicator,
                                                               width: width, height: bars.homeIndicator))
        annotations.addCanvasBar("tab bar", frame: Rect(x: 0, y: height - bars.homeIndicator - bars.tabBar,
                                                        width: width, height: bars.tabBar))
        annotations.addCanvasBar("sensor housing", frame: Rect(x: 0, y: 0, width: bars.sensorHousingSide, height: height))
        annotations.addCanvasBar("sensor housing", frame: Rect(x: width - bars.sensorHousingSide, y: 0,
                                                               width: bars.sensorHousingSide, height: height))
    }

    /// The IB ids a picture highlights for an issue: the views concerned, or a conflict's
    /// constraints and the items they relate (each once, in order).
    static func objectIDs(of issue: SceneLayoutIssue) -> [String] {
        LayoutRules.rule(of: issue).objectIDs(of: issue)
    }
}
