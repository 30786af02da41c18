import OpenUIKit

/// An article screen: a scroll view under the safe area with a content view holding a header
/// image, a title and wrapped body text (the usual scroll-view-with-content-view pattern).
final class ArticleViewController: UIViewController {
    let headerHeight: CGFloat

    init(headerHeight: CGFloat = 200) {
        self.headerHeight = headerHeight
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let scrollView = UIScrollView()
        scrollView.accessibilityIdentifier = "scroll"
        let content = UIView()
        let header = UIImageView()
        header.accessibilityIdentifier = "header"
        let title = UILabel()
        title.font = .preferredFont(forTextStyle: .title2)
        title.numberOfLines = 0
        title.text = "Layout snapshots"
        let body = UILabel()
        body.numberOfLines = 0
        body.text = String(repeating: "Frames are text. ", count: 10)
        view.addSubview(scrollView)
        scrollView.addSubview(content)
        [header, title, body].forEach(content.addSubview)
        scrollView.snp.makeConstraints { make in
            make.top.bottom.equalTo(view.safeAreaLayoutGuide)
            make.leading.trailing.equalToSuperview()
        }
        content.snp.makeConstraints { make in
            make.edges.equalTo(scrollView.contentLayoutGuide)
            make.width.equalTo(scrollView.frameLayoutGuide)
        }
        header.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.height.equalTo(headerHeight)
        }
        title.snp.makeConstraints { make in
            make.top.equalTo(header.snp.bottom).offset(16)
            make.leading.trailing.equalToSuperview().inset(16)
        }
        body.snp.makeConstraints { make in
            make.top.equalTo(title.snp.bottom).offset(8)
            make.leading.trailing.equalTo(title)
            make.bottom.equalToSuperview().offset(-16)
        }
    }
}

/// A contact row sized by its constraints, as a self-sizing cell's content is.
final class ContactRow: UIView {
    let avatar = UIImageView()
    let name = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        name.text = "Ada Lovelace"
        addSubview(avatar)
        addSubview(name)
        avatar.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(12)
            make.leading.equalToSuperview().offset(16)
            make.size.equalTo(40)
            make.bottom.equalToSuperview().offset(-12)
        }
        name.snp.makeConstraints { make in
            make.leading.equalTo(avatar.snp.trailing).offset(12)
            make.centerY.equalTo(avatar)
        }
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}
