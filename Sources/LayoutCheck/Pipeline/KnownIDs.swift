/// The scene and view ids a document has, as an unknown `--scene` or `--view` lists them.
package enum KnownIDs {
    /// Each scene as `ID (NAME)`, in document order.
    package static func scenes(_ check: CheckedDocument) -> [String] { check.scenes.map { "\($0.id) (\($0.name))" } }

    /// The ids `--view` accepts: every view of the scene `sceneID` (of every scene when nil), then
    /// any other object an issue is about (a conflicting constraint), each once, in document order.
    package static func views(_ check: CheckedDocument, sceneID: String?) -> [String] {
        var ids = check.scenes.filter { sceneID == nil || $0.id == sceneID }.flatMap { $0.views.map(\.id) }
        var seen = Set(ids)
        for item in check.explanation?.items ?? [] where sceneID == nil || item.sceneID == sceneID {
            if let id = item.objectID, seen.insert(id).inserted { ids.append(id) }
        }
        return ids
    }
}
