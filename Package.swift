// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "OpenAutoLayout",
    products: [
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "OpenAutoLayout", targets: ["OpenAutoLayout"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "LayoutDiagnostics", targets: ["LayoutDiagnostics"]),
        .library(name: "LayoutDSL", targets: ["LayoutDSL"]),
        .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
        .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
        // Layout snapshots for swift-snapshot-testing; a separate product so apps that do not
        // snapshot-test do not pull the dependency in (docs/openuikit.md).
        .library(name: "LayoutSnapshotTesting", targets: ["LayoutSnapshotTesting"]),
        .library(name: "LayoutCheck", targets: ["LayoutCheck"]),
        .executable(name: "autolayout", targets: ["autolayout"]),
        .executable(name: "autolayout-bench", targets: ["autolayout-bench"]),
        // `swift package plugin autolayout check …` in packages that depend on this one (docs/ci.md).
        .plugin(name: "AutoLayoutPlugin", targets: ["AutoLayoutPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // Only the LayoutSnapshotTesting product (and its tests) builds it; the checker does not.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // Its README explains the solver to readers of the source; it is not a resource.
        .target(name: "ConstraintSolver", exclude: ["README.md"]),
        // Numbers, JSON and XML as text: the one writer of each that every output uses.
        .target(name: "TextOutput", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "BenchmarkFormat", dependencies: ["ConstraintSolver", "TextOutput"]),
        .target(
            name: "OpenAutoLayout", dependencies: ["ConstraintSolver", "TextOutput"],
            // Double.rounded() and friends call into libm, which Linux executables that do not
            // import Foundation would otherwise miss.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "InterfaceBuilder", dependencies: ["OpenAutoLayout", "TextOutput"]),
        .target(name: "LayoutDiagnostics", dependencies: ["OpenAutoLayout", "TextOutput"]),
        // Reads UIKit's and AppKit's console logs (conflicts, ambiguity traces) into constraint records.
        .target(name: "ConsoleLog", dependencies: ["OpenAutoLayout"]),
        .target(name: "LayoutDSL", dependencies: ["OpenAutoLayout"]),
        .target(name: "LayoutRendering", dependencies: ["OpenAutoLayout", "TextOutput"]),
        .target(name: "OpenUIKit", dependencies: ["OpenAutoLayout", "LayoutDSL"]),
        .target(
            name: "LayoutSnapshotTesting",
            dependencies: [
                "OpenUIKit", "LayoutRendering", "TextOutput",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        .target(
            name: "LayoutCheck",
            dependencies: [
                "OpenAutoLayout", "InterfaceBuilder", "LayoutDiagnostics", "LayoutRendering", "TextOutput", "ConsoleLog",
                // Reads `.autolayout.yml`, so every front end (the CLI, the plugin's binary) loads it alike.
                .product(name: "Yams", package: "Yams"),
            ]),
        .executableTarget(
            name: "autolayout",
            dependencies: [
                "ConstraintSolver", "BenchmarkFormat", "OpenAutoLayout", "InterfaceBuilder", "LayoutDiagnostics", "LayoutRendering",
                "LayoutCheck", "TextOutput",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .plugin(
            name: "AutoLayoutPlugin",
            capability: .command(intent: .custom(
                verb: "autolayout",
                description: "Check the package's storyboards and xibs (or run any autolayout subcommand).")),
            // No build dependency: the plugin uses an installed release when there is one and builds
            // the product itself otherwise (Plugins/AutoLayoutPlugin), so a first run need not compile.
            dependencies: []),
        .executableTarget(
            name: "autolayout-bench",
            dependencies: ["ConstraintSolver", "BenchmarkFormat", "TextOutput"]),
        .executableTarget(
            name: "SeedHorizontalScroll", dependencies: ["OpenAutoLayout"],
            path: "Examples/SeedHorizontalScroll"),
        .executableTarget(
            name: "SeedHorizontalScrollDSL", dependencies: ["LayoutDSL", "OpenAutoLayout"],
            path: "Examples/SeedHorizontalScrollDSL"),
        .executableTarget(
            name: "UIKitOnboarding", dependencies: ["OpenUIKit"],
            path: "Examples/UIKitOnboarding"),
        .testTarget(name: "TextOutputTests", dependencies: ["TextOutput"]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "BenchmarkFormat"]),
        // Helpers every test target shares (tolerant comparisons, hand-written IB documents, temporary files).
        .target(name: "TestSupport", dependencies: ["OpenAutoLayout"], path: "Tests/TestSupport"),
        .testTarget(name: "OpenAutoLayoutTests", dependencies: ["OpenAutoLayout", "TestSupport"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutDiagnosticsTests", dependencies: ["LayoutDiagnostics"]),
        .testTarget(name: "LayoutDSLTests", dependencies: ["LayoutDSL", "OpenAutoLayout", "TestSupport"]),
        // App code as written for UIKit, compiled as apps compile it: Swift 5 language mode, Xcode's
        // default for app targets (controllers capture `self` in observer blocks; docs/openuikit.md).
        .testTarget(
            name: "OpenUIKitTests", dependencies: ["OpenUIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "LayoutSnapshotTestingTests",
            dependencies: [
                "LayoutSnapshotTesting", "OpenUIKit", "InterfaceBuilder",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "LayoutRenderingTests",
            dependencies: ["LayoutRendering", "TestSupport"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "LayoutCheckTests",
            dependencies: ["LayoutCheck", "InterfaceBuilder", "LayoutDiagnostics", "OpenAutoLayout", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["autolayout", "LayoutCheck", "TestSupport"]),
        .testTarget(name: "ConsoleLogTests", dependencies: ["ConsoleLog", "OpenAutoLayout"]),
        .testTarget(name: "LogPipelineTests", dependencies: ["LayoutCheck", "ConsoleLog", "OpenAutoLayout", "TextOutput"]),
        .testTarget(name: "LogCommandTests", dependencies: ["autolayout", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
