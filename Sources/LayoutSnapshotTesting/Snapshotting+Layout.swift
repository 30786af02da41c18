import OpenUIKit
import SnapshotTesting

// Layout snapshots for swift-snapshot-testing:
//
//     assertSnapshot(of: SettingsViewController(), as: .layout(on: .iPhone13Mini))
//     assertSnapshot(of: cell, as: .layout(width: 375))
//     assertSnapshot(of: SettingsViewController(), as: .layoutSVG(on: .iPhone13Mini))
//
// `.layout` records the text tree (`LayoutTree`): frames, scroll views' content sizes and the
// layout issues, one view a line, so a changed constraint fails with a line diff that names the
// views that moved. `.layoutSVG` records the picture, with the issues marked.

extension Snapshotting where Value: ViewController, Format == String {
    /// The controller full screen on `device` (turned to `orientation`, at `contentSizeCategory`).
    public static func layout(on device: LayoutDevice, orientation: LayoutDevice.Orientation = .portrait,
                              contentSizeCategory: ContentSizeCategory = .large) -> Snapshotting {
        let device = device.turned(orientation).with(contentSizeCategory)
        return LayoutTree.snapshotting(on: device).pullback { LayoutHost.window(showing: $0, on: device) }
    }

    /// The picture of the controller on `device`, issues marked (an SVG file per snapshot).
    public static func layoutSVG(on device: LayoutDevice, orientation: LayoutDevice.Orientation = .portrait,
                                 contentSizeCategory: ContentSizeCategory = .large) -> Snapshotting {
        let device = device.turned(orientation).with(contentSizeCategory)
        return LayoutPicture.svgSnapshotting.pullback { controller in
            LayoutHost.window(showing: controller, on: device)
        }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The view as a controller's root view, full screen on `device`.
    public static func layout(on device: LayoutDevice, orientation: LayoutDevice.Orientation = .portrait,
                              contentSizeCategory: ContentSizeCategory = .large) -> Snapshotting {
        let device = device.turned(orientation).with(contentSizeCategory)
        return LayoutTree.snapshotting(on: device).pullback { LayoutHost.window(showing: $0, on: device) }
    }

    /// The view alone at `width`, as tall as its constraints make it (a self-sizing cell).
    public static func layout(width: Double, contentSizeCategory: ContentSizeCategory = .large) -> Snapshotting {
        let traits = TraitCollection(preferredContentSizeCategory: contentSizeCategory)
        return SimplySnapshotting.lines.pullback { view in
            let laidOut = LayoutHost.fitting(view, width: width, traits: traits)
            return LayoutTree(laidOut, heading: "width \(LayoutTree.number(width)), \(contentSizeCategory.shortName)").text
        }
    }

    /// The picture of the view as a controller's root view on `device`.
    public static func layoutSVG(on device: LayoutDevice, orientation: LayoutDevice.Orientation = .portrait,
                                 contentSizeCategory: ContentSizeCategory = .large) -> Snapshotting {
        let device = device.turned(orientation).with(contentSizeCategory)
        return LayoutPicture.svgSnapshotting.pullback { view in LayoutHost.window(showing: view, on: device) }
    }
}

extension LayoutTree {
    /// The text of a window laid out on `device`, headed by the device, compared line by line.
    static func snapshotting(on device: LayoutDevice) -> Snapshotting<UIWindow, String> {
        SimplySnapshotting.lines.pullback { window in LayoutTree(window, heading: LayoutHost.heading(device)).text }
    }
}
