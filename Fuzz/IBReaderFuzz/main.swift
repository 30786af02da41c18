// libFuzzer entry point for `IBReader.read(data:path:)`, compiled together with Sources/InterfaceBuilder
// by Scripts/fuzz-ib.sh (SwiftPM does not build fuzzers; this folder is outside Sources/ so it ignores it).
//
// A crash, a trap, a sanitizer report, a timeout or a memory blow-up on any input is a bug in the reader:
// bad input must end in a typed `IBReadError` or in a document with issues.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let data = Data(bytes: bytes, count: size)
    do {
        let document = try IBReader.read(data: data, path: "fuzz.storyboard")
        walk(document)
    } catch {
        // Rendering the error is part of the contract (the CLI prints it), so it must not trap either.
        _ = error.description
        _ = error.isUnsupported
    }
    return 0
}

/// Touches every cross-reference the document hands out, so a dangling index traps here rather than in the CLI.
private func walk(_ document: IBDocument) {
    var checksum = 0
    for view in document.views {
        checksum &+= document.subviews(of: view).count
        checksum &+= document.constraints(declaredBy: view).count
        if let superview = view.superview { checksum &+= document.views[superview].subviews.count }
        for attached in view.attachedViews { checksum &+= document.views[attached].constraints.count }
        checksum &+= view.variations.count
        _ = view.safeAreaLayoutGuideID
        _ = view.contentLayoutGuideID
    }
    for constraint in document.constraints {
        checksum &+= document.views[constraint.owner].constraints.count
        for id in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
            switch document.layoutItem(withID: id) {
            case .view(let index)?: checksum &+= document.views[index].subviews.count
            case .viewLayoutGuide(let owner, _)?: checksum &+= document.views[owner].layoutGuides.count
            case .viewControllerLayoutGuide(let scene, _)?: checksum &+= document.scenes[scene].views.count
            case nil: break
            }
        }
    }
    for scene in document.scenes {
        for index in scene.views { checksum &+= document.views[index].subviews.count }
        if let root = scene.viewController?.view { checksum &+= document.views[root].subviews.count }
        for index in scene.viewController?.otherViews ?? [] { checksum &+= document.views[index].subviews.count }
    }
    for index in document.topLevelViews { checksum &+= document.views[index].subviews.count }
    for issue in document.issues { checksum &+= issue.description.utf8.count &+ issue.message.utf8.count }
    for image in document.images { _ = document.imageSize(named: image.name) }
    if checksum == Int.min { print(checksum) }  // keeps the optimiser from dropping the walk
}
