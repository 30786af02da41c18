import OpenAutoLayout

/// One root of a scene laid out as OpenAutoLayout objects, with the way back to IB ids: what
/// LayoutDiagnostics needs to explain a document's issues on the model's public API.
public final class IBSceneModel {
    /// The scene id (storyboard) or the top-level view's id (xib).
    public let sceneID: String
    /// The hierarchy's root (the canvas window), laid out once.
    public let root: View
    public let document: IBDocument
    private let mapper: IBSceneMapper

    init(sceneID: String, mapper: IBSceneMapper) {
        self.sceneID = sceneID
        self.mapper = mapper
        self.document = mapper.document
        root = mapper.window
    }

    /// The IB id of a view or layout guide of this scene.
    public func id(of item: any LayoutItem) -> String? {
        if let view = item as? View, let index = mapper.indexByView[ObjectIdentifier(view)] {
            return document.views[index].id
        }
        return mapper.guideIDs[ObjectIdentifier(item)]
    }

    /// The document's view for a model view.
    public func element(of view: View) -> IBView? {
        mapper.indexByView[ObjectIdentifier(view)].map { document.views[$0] }
    }

    /// The document's constraint a model constraint was made from.
    public func element(of constraint: LayoutConstraint) -> IBConstraint? {
        mapper.constraintIndexByObject[ObjectIdentifier(constraint)].map { document.constraints[$0] }
    }

    /// Where a model constraint came from, for logs that name origins
    /// (`UnsatisfiableConstraintsLog.origins(of:addresses:origin:)`): `path:line:column id=…` for a
    /// document constraint, the view's place for IB's build-time fixed-frame constraints, else nil.
    /// (Mapped constraints carry no Swift `creationSite`: the mapper's own line would mislead.)
    public func origin(of constraint: LayoutConstraint) -> String? {
        if let element = element(of: constraint) {
            return "\(document.path):\(element.location.line):\(element.location.column) id=\(element.id)"
        }
        guard constraint.identifier == IBSceneMapper.fixedFrameIdentifier, let view = constraint.firstItem as? View,
              let element = element(of: view) else { return nil }
        return "\(document.path):\(element.location.line):\(element.location.column) fixed frame of id=\(element.id)"
    }

    /// The model view for an IB id.
    public func view(withID id: String) -> View? {
        document.viewIndex(withID: id).flatMap { mapper.viewsByIndex[$0] }
    }
}
