import InterfaceBuilder
import OpenAutoLayout

/// `render`: one scene of a file laid out as `check` lays it out (no configuration applies) and
/// drawn as an SVG picture with its issues marked.
package enum SceneRendering {
    /// Why there is no picture: the file, the scene asked for, or its layout.
    package enum Failure: Error, Equatable {
        case unreadable(IBReadError)
        /// The document has no scene with a view to draw (a document problem, not a usage error).
        case noScene
        /// The scene asked for is not in the document; `known` lists each as `ID (NAME)`.
        case unknownScene(requested: String?, known: [String])
        case notLaidOut(sceneID: String)
    }

    /// The SVG of scene `sceneID` of `path` (the first scene when nil), every scroll view
    /// scrolled to `offset` first when one is given.
    package static func svg(of path: String, mode: IBLayoutMode, sceneID: String?,
                            offset: Point? = nil) throws(Failure) -> String {
        let check = CheckedDocument(path: path, mode: mode)
        if let error = check.readError { throw .unreadable(error) }
        let scenes = check.scenes
        if scenes.isEmpty { throw .noScene }
        guard let named = sceneID.map({ id in check.sceneDiagnostics.first { $0.scene.id == id } })
                ?? check.sceneDiagnostics.first,
              let document = check.document else {
            throw .unknownScene(requested: sceneID, known: KnownIDs.scenes(check))
        }
        guard let model = IBLayout.model(of: document, sceneID: named.scene.id, mode: check.mode) else {
            throw .notLaidOut(sceneID: named.scene.id)
        }
        if let offset { model.setContentOffsetOfEveryScrollView(offset) }
        return ScenePicture(scene: named, model: model).svg()
    }
}
