import OpenUIKit
import Testing

// Cells as apps write them: a settings row with a switch, a photo tile in a collection view,
// and a table-backed settings screen that registers and dequeues them. Only UIKit names are
// used; the expected frames are worked out from UIKit's rules (a cell's contentView fills the
// cell; UISwitch is 51 × 31) and the default measurer (0.5 × size a character, ceil(1.2 × size)
// a line).

final class SettingsToggleCell: UITableViewCell {
    static let reuseIdentifier = "SettingsToggleCell"

    let titleLabel = UILabel()
    let toggle = UISwitch()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        accessoryType = .none
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        [titleLabel, toggle].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview($0)
        }
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: toggle.leadingAnchor, constant: -8),
            toggle.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            toggle.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
        toggle.setOn(false, animated: false)
    }

    func configure(title: String, isOn: Bool) {
        titleLabel.text = title
        toggle.isOn = isOn
    }
}

final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"

    let imageView = UIImageView()
    let captionLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 12
        contentView.clipsToBounds = true
        contentView.backgroundColor = .secondarySystemBackground
        imageView.contentMode = .scaleAspectFill
        captionLabel.font = .systemFont(ofSize: 12, weight: .semibold)
        [imageView, captionLabel].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview($0)
        }
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor),
            captionLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 6),
            captionLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 4),
            captionLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -4),
            captionLabel.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -4),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var isHighlighted: Bool {
        didSet { contentView.alpha = isHighlighted ? 0.6 : 1 }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
        captionLabel.text = nil
    }
}

final class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let rows = ["Wi-Fi", "Bluetooth", "Airplane Mode"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(SettingsToggleCell.self, forCellReuseIdentifier: SettingsToggleCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        tableView.tableFooterView = UIView()
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        tableView.reloadData()
    }

    func numberOfSections(in tableView: UITableView) -> Int { 1 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: SettingsToggleCell.reuseIdentifier,
                                                       for: indexPath) as? SettingsToggleCell else {
            return UITableViewCell()
        }
        cell.configure(title: rows[indexPath.row], isOn: indexPath.row == 0)
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

@Suite("Snippets: table and collection view cells")
struct CellSnippetTests {
    @Test("A settings cell lays out its label and switch in its contentView")
    func settingsCell() {
        let cell = SettingsToggleCell(style: .default, reuseIdentifier: SettingsToggleCell.reuseIdentifier)
        cell.configure(title: "Wi-Fi", isOn: true)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
        // "Wi-Fi": 5 × 8.5 = 42.5 → 43 wide, 21 tall; centred: (44 − 21) / 2 = 11.5.
        #expect(cell.titleLabel.frame == CGRect(x: 16, y: 11.5, width: 43, height: 21))
        // 375 − 16 − 51 = 308; (44 − 31) / 2 = 6.5.
        #expect(cell.toggle.frame == CGRect(x: 308, y: 6.5, width: 51, height: 31))
        #expect(cell.layoutIssues.isEmpty)
    }

    @Test("A self-sizing cell's height comes from systemLayoutSizeFitting at the table's width")
    func selfSizingCell() {
        let cell = SettingsToggleCell(style: .default, reuseIdentifier: nil)
        cell.configure(title: "Bluetooth", isOn: false)
        let size = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        // The tallest requirement is contentView.height ≥ 44 (switch 31, label 21).
        #expect(size == CGSize(width: 320, height: 44))
    }

    @Test("A collection cell's image is square at the cell's width, the caption below it")
    func photoCell() {
        let cell = PhotoCell(frame: CGRect(x: 0, y: 0, width: 120, height: 160))
        cell.captionLabel.text = "Sunset"
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 160))
        #expect(cell.imageView.frame == CGRect(x: 0, y: 0, width: 120, height: 120))
        // 12 pt: ceil(14.4) = 15 tall; 120 + 6 = 126; pinned 4 from each side: 120 − 8 = 112 wide.
        #expect(cell.captionLabel.frame == CGRect(x: 4, y: 126, width: 112, height: 15))
        // Compressed height: 120 + 6 + 15 + 4 = 145.
        let fitted = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: 120, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted.height == 145)
    }

    @Test("A table-backed settings screen registers, dequeues and places its table under the status bar")
    func settingsScreen() throws {
        let window = UIWindow(device: .iPhone8)
        let controller = SettingsViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let table = try #require(controller.view.subviews.first as? UITableView)
        // Safe area top on an iPhone 8 is the 20-point status bar: 667 − 20 = 647 tall.
        #expect(table.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
        #expect(table.dataSource === controller)
        #expect(table.delegate === controller)
        #expect(table.dataSource?.tableView(table, numberOfRowsInSection: 0) == 3)
        // Dequeued cells are plain cells at the table's width (no Objective-C runtime to make the
        // registered class), so the data source's guard returns its fallback cell.
        let dequeued = table.dequeueReusableCell(withIdentifier: SettingsToggleCell.reuseIdentifier,
                                                 for: IndexPath(row: 1, section: 0))
        #expect(dequeued.reuseIdentifier == SettingsToggleCell.reuseIdentifier)
        #expect(dequeued.frame.size == CGSize(width: 375, height: 44))
        #expect(window.layoutIssues.isEmpty)
    }
}
