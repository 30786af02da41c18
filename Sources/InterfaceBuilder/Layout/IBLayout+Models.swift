import OpenAutoLayout

/// The scene models that explanations, pictures and the HTML report read.
///
/// Each is the exact pass `layOut(_:mode:)` judges, made by the same steps: the document's
/// recorded frames put on the pixel grid (`RecordedPixelGrid`), the per-document choices
/// (`DocumentChoices`), the same list of scenes and roots (`sceneJobs`) and the same layout pass
/// (`pass`, which also settles preserved margins). A model made any other way can name other
/// constraints than the issue it explains, or draw frames `check` did not judge.
extension IBLayout {
    /// The model of every scene root (a storyboard scene's controller view and dock views, a xib's
    /// top-level views), each laid out once, in document order.
    public static func sceneModels(_ document: IBDocument, mode: IBLayoutMode = .designTime) -> [IBSceneModel] {
        exactPasses(of: document, mode: mode).flatMap { scene in
            scene.mappers.map { IBSceneModel(sceneID: scene.id, mapper: $0) }
        }
    }

    /// The model of every scene (storyboard) or top-level view (xib), in document order: one per
    /// `SceneLayout` of `layOut(_:mode:)`, with the same ids, each laid out once.
    public static func models(of document: IBDocument, mode: IBLayoutMode = .designTime) -> [IBSceneObjects] {
        exactPasses(of: document, mode: mode, mainRootsOnly: true).map {
            IBSceneObjects(sceneID: $0.id, mapper: $0.mappers[0])
        }
    }

    /// The model of the scene with this id, laid out once; nil when the document has none.
    public static func model(of document: IBDocument, sceneID: String,
                             mode: IBLayoutMode = .designTime) -> IBSceneObjects? {
        exactPasses(of: document, mode: mode, only: sceneID, mainRootsOnly: true).first.map {
            IBSceneObjects(sceneID: $0.id, mapper: $0.mappers[0])
        }
    }

    /// Each scene's roots laid out by the exact pass; `mainRootsOnly`: only a scene's first root
    /// (its controller's view, else its first dock view).
    private static func exactPasses(of recorded: IBDocument, mode: IBLayoutMode, only sceneID: String? = nil,
                                    mainRootsOnly: Bool = false) -> [(id: String, mappers: [IBSceneMapper])] {
        let document = RecordedPixelGrid.snapped(recorded)
        let containment = IBContainment(document: document)
        return sceneJobs(document, only: sceneID).map { job in
            let roots = mainRootsOnly ? Array(job.roots.prefix(1)) : job.roots
            return (job.id, roots.map { root in
                pass(document, mode, root: root.index, controller: root.controller, sceneIndex: job.sceneIndex,
                     containment: containment).mapper
            })
        }
    }
}

extension IBKeptScene {
    /// The models of the scene's roots: the exact passes this layout judged, kept solved.
    package var models: [IBSceneModel] {
        roots.map { IBSceneModel(sceneID: layout.id, mapper: $0.exact) }
    }
}
