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
        .executable(name: "autolayout", targets: ["autolayout"]),
        .executable(name: "autolayout-bench", targets: ["autolayout-bench"]),
        // `swift package plugin autolayout check …` in packages that depend on this one (docs/ci.md).
        .plugin(name: "AutoLayoutPlugin", targets: ["AutoLayoutPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        .target(name: "ConstraintSolver"),
        .target(name: "BenchmarkFormat", dependencies: ["ConstraintSolver"]),
        .target(
            name: "OpenAutoLayout", dependencies: ["ConstraintSolver"],
            // Double.rounded() and friends call into libm, which Linux executables that do not
            // import Foundation would otherwise miss.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "InterfaceBuilder", dependencies: ["OpenAutoLayout"]),
        .target(name: "LayoutDiagnostics", dependencies: ["OpenAutoLayout"]),
        .target(name: "LayoutDSL", dependencies: ["OpenAutoLayout"]),
        .target(name: "LayoutRendering", dependencies: ["OpenAutoLayout"]),
        .target(name: "OpenUIKit", dependencies: ["OpenAutoLayout", "LayoutDSL"]),
        .executableTarget(
            name: "autolayout",
            dependencies: [
                "ConstraintSolver", "BenchmarkFormat", "OpenAutoLayout", "InterfaceBuilder", "LayoutDiagnostics", "LayoutRendering",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]),
        .plugin(
            name: "AutoLayoutPlugin",
            capability: .command(intent: .custom(
                verb: "autolayout",
                description: "Check the package's storyboards and xibs (or run any autolayout subcommand).")),
            dependencies: ["autolayout"]),
        .executableTarget(
            name: "autolayout-bench",
            dependencies: ["ConstraintSolver", "BenchmarkFormat"]),
        .executableTarget(
            name: "SeedHorizontalScroll", dependencies: ["OpenAutoLayout"],
            path: "Examples/SeedHorizontalScroll"),
        .executableTarget(
            name: "SeedHorizontalScrollDSL", dependencies: ["LayoutDSL", "OpenAutoLayout"],
            path: "Examples/SeedHorizontalScrollDSL"),
        .executableTarget(
            name: "UIKitOnboarding", dependencies: ["OpenUIKit"],
            path: "Examples/UIKitOnboarding"),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "BenchmarkFormat"]),
        .testTarget(name: "OpenAutoLayoutTests", dependencies: ["OpenAutoLayout"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutDiagnosticsTests", dependencies: ["LayoutDiagnostics"]),
        .testTarget(name: "LayoutDSLTests", dependencies: ["LayoutDSL", "OpenAutoLayout"]),
        .testTarget(name: "OpenUIKitTests", dependencies: ["OpenUIKit"]),
        .testTarget(
            name: "LayoutRenderingTests",
            dependencies: [
                "LayoutRendering",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "CLITests", dependencies: ["autolayout"]),
    ],
    swiftLanguageModes: [.v6]
)
