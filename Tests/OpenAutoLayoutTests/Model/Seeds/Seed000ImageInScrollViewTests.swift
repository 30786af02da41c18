import Testing
import TestSupport
@testable import OpenAutoLayout

/// Seed 000: an image view inside a scroll view (top 50, left/right 0, height 250).
@Suite("Seed 000: an image view in a scroll view")
struct Seed000ImageInScrollViewTests {
    /// The seed's scroll view: 50 from the top of the controller's view, full width, 250 tall.
    static func scene(image: Size?) -> (root: View, scrollView: ScrollView, imageView: ImageView) {
        let root = screen()
        let scrollView = autoLayoutView(ScrollView(), "scroll")
        root.addSubview(scrollView)
        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scrollView.heightAnchor.constraint(equalToConstant: 250),
        ])
        let imageView = autoLayoutView(ImageView(image: image.map(Image.init(size:))), "image")
        scrollView.addSubview(imageView)
        return (root, scrollView, imageView)
    }

    @Test("Pinning an image view without a size to the four edges leaves the content size ambiguous on both axes")
    func fourEdgesWithoutSize() {
        let (root, scrollView, imageView) = Self.scene(image: nil)
        pinEdges(of: imageView, to: scrollView)
        root.layoutIfNeeded()
        #expect(approx(scrollView.frame, Rect(x: 0, y: 50, width: 375, height: 250)))
        #expect(root.contentAmbiguity(of: scrollView) == [.horizontal, .vertical])
        #expect(root.ambiguity(of: imageView) == [.width, .height])
        #expect(imageView.hasAmbiguousLayout)
        #expect(!scrollView.hasAmbiguousLayout)
    }

    @Test("An 80×50 image 100/200/300/400 from top/left/bottom/right makes the content 680×450")
    func fixedImageSize() {
        let (root, scrollView, imageView) = Self.scene(image: nil)
        pinEdges(of: imageView, to: scrollView, insets: EdgeInsets(top: 100, left: 200, bottom: 300, right: 400))
        LayoutConstraint.activate([
            imageView.widthAnchor.constraint(equalToConstant: 80),
            imageView.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        // width 200 + 80 + 400 = 680, height 100 + 50 + 300 = 450.
        #expect(approx(scrollView.contentSize, Size(width: 680, height: 450)))
        #expect(approx(imageView.frame, Rect(x: 200, y: 100, width: 80, height: 50)))
        #expect(root.layoutIssues.isEmpty)
    }

    @Test("The image's own size (intrinsic content size) is enough: no size constraints needed")
    func intrinsicImageSize() {
        let (root, scrollView, imageView) = Self.scene(image: Size(width: 80, height: 50))
        pinEdges(of: imageView, to: scrollView, insets: EdgeInsets(top: 100, left: 200, bottom: 300, right: 400))
        root.layoutIfNeeded()
        #expect(approx(scrollView.contentSize, Size(width: 680, height: 450)))
        #expect(root.layoutIssues.isEmpty)
    }

    @Test("The same edges through contentLayoutGuide give the same content size")
    func contentLayoutGuide() {
        let (root, scrollView, imageView) = Self.scene(image: Size(width: 80, height: 50))
        let guide = scrollView.contentLayoutGuide
        LayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: guide.topAnchor, constant: 100),
            imageView.leftAnchor.constraint(equalTo: guide.leftAnchor, constant: 200),
            guide.bottomAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 300),
            guide.rightAnchor.constraint(equalTo: imageView.rightAnchor, constant: 400),
        ])
        root.layoutIfNeeded()
        #expect(approx(scrollView.contentSize, Size(width: 680, height: 450)))
        #expect(approx(guide.layoutFrame, Rect(x: 0, y: 0, width: 680, height: 450)))
        #expect(root.layoutIssues.isEmpty)
    }
}
