// swift-tools-version:6.0
import PackageDescription

// A package that uses OpenAutoLayout's command plugin the way an app's package would:
//   swift package plugin autolayout check Storyboards      (Storyboards/Welcome.storyboard passes)
// Scripts/integration-test.sh copies it, points the dependency at the checkout under test, and runs it.
let package = Package(
    name: "PluginSample",
    dependencies: [
        .package(name: "OpenAutoLayout", path: "../.."),
    ],
    targets: [
        .target(name: "PluginSample", path: "Sources/PluginSample"),
    ]
)
