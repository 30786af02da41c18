import OpenAutoLayout
/// Content sizes that the misplaced check measures where the frames keep the record: the measured
/// pass (where labels get their measured text heights) also lays out
/// - every image view showing a resource image (not an SF Symbol, whose size the symbol
///   configuration sets) at that image's size, which the file records in `<resources>`
///   (`<image name="logo.png" width="958" height="801"/>`): `UIImageView.intrinsicContentSize` is
///   its image's size;
/// - every label of UIKit's own class whose text the file sets to the empty string (`text=""`) at
///   no size: UILabel measures no text, so its intrinsic content size is 0 × 0. A label without a
///   `text` attribute may hold attributed text, which the reader does not keep: it keeps its record.
/// Frames keep recorded sizes (see `IntrinsicSizePolicy`: kharrison's `ScrollGuide-IB` records a
/// 150-pt "Sun" 335 × 300, unflagged); so does the ambiguity probe.
///
/// Evidence, all 366 corpus files: 337 of the 537 image views showing a resource image are recorded
/// at another size than the image's (113 files), and in all but 4 files constraints size them, so the
/// measured layout moves nothing. Up to Xcode 8 Xcode flags what the image's size moves
/// (`IBXcodeBehaviour.imageSizeDecidesMisplacement`): linphone `LaunchScreen.xib` (7706) flags the 7
/// image views whose frames follow a container sized by its images (1536-pt background, 40-pt
/// stretch strips) and leaves unflagged the one whose frame no image size moves (a top-left corner
/// capped at 187 × 54); Habitica `HRPGShopUserHeaderView.xib` (11762) flags a 32-pt image recorded 36
/// wide and the label placed after it; SwiftMessages `MessageView.xib` (10117) is the exception: an
/// 18-pt icon recorded 32 wide, whose width also settles a tie with a stale label's recorded width,
/// unflagged (2 false warnings, and its flagged title is no longer found). From Xcode 9 such views are
/// unflagged (kharrison 14868, erouska 15705, 6 views): they are not judged there (`NotJudgedPolicy`,
/// moved only by a measured size).
enum MeasuredContentPolicy {
    /// The size of the image `view` shows, where that is not its recorded size; nil otherwise.
    static func resourceSize(of view: IBView, in document: IBDocument) -> Size? {
        guard view.elementName == "imageView", let name = view.image, let frame = view.recordedFrame,
              let resource = document.images.first(where: { $0.name == name }), resource.catalog != "system",
              let size = resource.size, size.width > 0, size.height > 0,
              abs(frame.size.width - size.width) > 0.5 || abs(frame.size.height - size.height) > 0.5
        else { return nil }
        return size
    }

    /// Whether `view` is an empty label recorded at some size.
    static func isEmptyLabel(_ view: IBView) -> Bool {
        guard view.elementName == "label", view.customClass == nil, view.text == "", let frame = view.recordedFrame
        else { return false }
        return frame.size.width > 0 || frame.size.height > 0
    }

    /// The size the measured pass gives `view`, where it measures one.
    static func measuredSize(of view: IBView, in document: IBDocument) -> Size? {
        isEmptyLabel(view) ? Size(width: 0, height: 0) : resourceSize(of: view, in: document)
    }

    /// Whether any view of the document has a measured size.
    static func hasMeasuredContent(in document: IBDocument) -> Bool {
        document.views.contains { measuredSize(of: $0, in: document) != nil }
    }
}
