// swift-tools-version:6.0
import PackageDescription

// A team's package as it adds layout snapshots: the app's screens in a target that imports UIKit
// on Apple platforms and OpenUIKit on Linux, and a test target that records their layout with
// swift-snapshot-testing. `swift test` here runs on Linux (docs/openuikit.md, "Layout snapshots").
let package = Package(
    name: "SnapshotSample",
    dependencies: [
        .package(name: "OpenAutoLayout", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(
            name: "WelcomeScreens",
            dependencies: [.product(name: "OpenUIKit", package: "OpenAutoLayout", condition: .when(platforms: [.linux]))]),
        .testTarget(
            name: "WelcomeScreensTests",
            dependencies: [
                "WelcomeScreens",
                .product(name: "LayoutSnapshotTesting", package: "OpenAutoLayout"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),
    ]
)
