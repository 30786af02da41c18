import OpenUIKit
import Testing

@Suite("Screen, device, images, tables and collections")
struct UIKitEnvironmentTests {
    @Test("UIScreen.main is an iPhone 8 screen at 2x unless told otherwise, and the device a phone")
    func screenAndDevice() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(UIScreen.main.scale == 2)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
    }

    @Test("UIImage(named:) finds registered sizes; an unknown name is nil, as a missing asset")
    func namedImages() {
        UIImage.register(named: "UIKitEnvironmentTests.logo", size: CGSize(width: 64, height: 32))
        let imageView = UIImageView(image: UIImage(named: "UIKitEnvironmentTests.logo"))
        #expect(imageView.frame.size == CGSize(width: 64, height: 32))
        #expect(UIImage(named: "UIKitEnvironmentTests.missing") == nil)
    }

    @Test("A table view is placed by its constraints like any scroll view")
    func tableView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.register(nil, forCellReuseIdentifier: "cell")
        root.addSubview(table)
        table.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(44)
            make.leading.trailing.bottom.equalToSuperview()
        }
        root.layoutIfNeeded()
        #expect(table.frame == CGRect(x: 0, y: 44, width: 320, height: 436))
        #expect((table as UIScrollView).contentSize == .zero)
    }

    @Test("A collection view with a flow layout is placed by its constraints")
    func collectionView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        root.addSubview(collection)
        collection.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview()
            make.centerY.equalToSuperview()
            make.height.equalTo(120)
        }
        root.layoutIfNeeded()
        #expect(collection.frame == CGRect(x: 0, y: 180, width: 320, height: 120))
    }

    @Test("Appearance properties are accepted and change no frame")
    func appearanceIgnored() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = UILabel()
        label.text = "Hi"
        label.textColor = .systemRed
        label.textAlignment = .center
        label.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        label.layer.cornerRadius = 8
        label.clipsToBounds = true
        root.addSubview(label)
        label.snp.makeConstraints { $0.center.equalToSuperview() }
        root.layoutIfNeeded()
        // 2 × 8.5 = 17 wide, 21 tall, centred in 200 × 100.
        #expect(label.frame == CGRect(x: 91.5, y: 39.5, width: 17, height: 21))
    }
}
