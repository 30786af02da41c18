import OpenAutoLayout
import TestSupport
import TestSupport

/// The scenes the pictures are tested on, built in code from the seeds' descriptions.
enum RenderFixtures {
    struct ImageScene {
        var root: View
        var scrollView: ScrollView
        var imageView: ImageView
    }

    /// Seed 000: a scroll view 50 from the top, full width, 250 tall; an image view pinned to its
    /// edges 100/200/300/400 (top/left/bottom/right) and, when `sized`, 80×50 by constraints.
    /// Sized, the content is 200 + 80 + 400 = 680 wide and 100 + 50 + 300 = 450 tall.
    static func seed000(sized: Bool = true) -> ImageScene {
        let root = screen()
        let scrollView = autoLayoutView(ScrollView(), "scroll")
        root.addSubview(scrollView)
        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scrollView.heightAnchor.constraint(equalToConstant: 250),
        ])
        let imageView = autoLayoutView(ImageView(), "image")
        scrollView.addSubview(imageView)
        let insets = sized ? EdgeInsets(top: 100, left: 200, bottom: 300, right: 400) : .zero
        LayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: insets.top),
            imageView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: insets.left),
            scrollView.bottomAnchor.constraint(equalTo: imageView.bottomAnchor, constant: insets.bottom),
            scrollView.trailingAnchor.constraint(equalTo: imageView.trailingAnchor, constant: insets.right),
        ])
        if sized {
            LayoutConstraint.activate([
                imageView.widthAnchor.constraint(equalToConstant: 80),
                imageView.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        root.layoutIfNeeded()
        return ImageScene(root: root, scrollView: scrollView, imageView: imageView)
    }

    struct BoxesScene {
        var root: View
        var scrollView: ScrollView
        var container: View
        var boxes: [View]
    }

    /// Seed 004 with a container: a scroll view a third of the screen tall, centred vertically,
    /// full width; a container pinned to its edges with that height; six boxes two thirds of the
    /// screen wide (250), 10 from the container's left, 20 apart, the last one closing the
    /// container: content width 10 + 6 × 250 + 5 × 20 = 1610.
    static func seed004() -> BoxesScene {
        let root = screen()
        let height = 667.0 / 3
        let scrollView = autoLayoutView(ScrollView(), "scroll")
        root.addSubview(scrollView)
        LayoutConstraint.activate([
            scrollView.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            scrollView.leftAnchor.constraint(equalTo: root.leftAnchor),
            scrollView.rightAnchor.constraint(equalTo: root.rightAnchor),
            scrollView.heightAnchor.constraint(equalToConstant: height),
        ])
        let container = autoLayoutView(View(), "container")
        scrollView.addSubview(container)
        LayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: scrollView.topAnchor),
            container.leftAnchor.constraint(equalTo: scrollView.leftAnchor),
            container.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            container.rightAnchor.constraint(equalTo: scrollView.rightAnchor),
            container.heightAnchor.constraint(equalToConstant: height),
        ])
        var boxes: [View] = []
        for index in 0..<6 {
            let box = autoLayoutView(View(), "box\(index)")
            container.addSubview(box)
            LayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: container.topAnchor),
                box.heightAnchor.constraint(equalTo: container.heightAnchor),
                box.widthAnchor.constraint(equalToConstant: 250),
                index == 0
                    ? box.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10)
                    : box.leftAnchor.constraint(equalTo: boxes[index - 1].rightAnchor, constant: 20),
            ])
            boxes.append(box)
        }
        container.rightAnchor.constraint(equalTo: boxes[5].rightAnchor).isActive = true
        root.layoutIfNeeded()
        return BoxesScene(root: root, scrollView: scrollView, container: container, boxes: boxes)
    }

    struct ConflictScene {
        var root: View
        var box: View
        var narrow: LayoutConstraint
        var wide: LayoutConstraint
    }

    /// A box with two required widths, 100 and then 200: the later one is broken.
    static func conflict() -> ConflictScene {
        let root = screen(width: 320, height: 200)
        let box = autoLayoutView(View(), "box")
        root.addSubview(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            box.heightAnchor.constraint(equalToConstant: 60),
            narrow, wide,
        ])
        root.layoutIfNeeded()
        return ConflictScene(root: root, box: box, narrow: narrow, wide: wide)
    }
}
