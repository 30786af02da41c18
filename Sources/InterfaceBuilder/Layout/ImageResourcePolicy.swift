import OpenAutoLayout
/// An image view's intrinsic content size is its image's size (`UIImageView.intrinsicContentSize`),
/// which the file records in `<resources>` (`<image name="logo.png" width="958" height="801"/>`).
/// Frames keep the recorded size as the intrinsic size (see `IntrinsicSizePolicy`: kharrison's
/// `ScrollGuide-IB` records a 150-pt "Sun" 335 × 300, unflagged), but the misplaced check lays out
/// again with every image view that shows a resource image (not an SF Symbol, whose size the symbol
/// configuration sets) at that image's size, in the measured pass where labels get their measured
/// text heights.
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
enum ImageResourcePolicy {
    /// The size of the image `view` shows, where that is not its recorded size; nil otherwise.
    static func resourceSize(of view: IBView, in document: IBDocument) -> Size? {
        guard view.elementName == "imageView", let name = view.image, let frame = view.recordedFrame,
              let resource = document.images.first(where: { $0.name == name }), resource.catalog != "system",
              let size = resource.size, size.width > 0, size.height > 0,
              abs(frame.size.width - size.width) > 0.5 || abs(frame.size.height - size.height) > 0.5
        else { return nil }
        return size
    }

    /// Whether any image view of the document is recorded at another size than its image's.
    static func hasResizedImage(in document: IBDocument) -> Bool {
        document.views.contains { resourceSize(of: $0, in: document) != nil }
    }
}
