import InterfaceBuilder
import LayoutSnapshotTesting
import OpenUIKit
import Testing

/// The model's devices, Interface Builder's canvas devices and the snapshot devices are one table
/// (`DeviceMetrics.table`); each figure below is typed from Apple's published screen metrics and
/// the safe areas UIKit reports, not read from the table.
@Suite("One device table")
struct DeviceTableTests {
    @Test("The model's devices: screens and safe areas as UIKit reports them in portrait")
    func modelDevices() {
        #expect(Window.Device.iPhoneSE.screenSize == Size(width: 320, height: 568))
        #expect(Window.Device.iPhone8.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        // The iPhone X before iOS 16: a 44-pt housing, the home indicator 34.
        #expect(Window.Device.iPhoneX.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        // Dynamic Island: the safe area 59 deep, the status bar 54.
        #expect(Window.Device.iPhone15.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(Window.Device.iPhone15.statusBarHeight == 54)
        #expect(Window.Device.iPadPro11.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    @Test("A snapshot device and the canvas device of the same id have the same screen and scale")
    func snapshotAndCanvasAgree() throws {
        let pairs: [(LayoutDevice, String)] = [
            (.iPhoneSE, "retina4_0"), (.iPhone8, "retina4_7"), (.iPhone8Plus, "retina5_5"), (.iPhoneX, "retina5_9"),
            (.iPhoneXsMax, "retina6_5"), (.iPhone13Mini, "retina5_4"), (.iPhone13, "retina6_0"),
            (.iPhone13ProMax, "retina6_7"), (.iPhone15, "retina6_12"), (.iPadPro11, "ipad11_0rounded"),
        ]
        for (device, id) in pairs {
            let canvas = try #require(IBDeviceModel.named(id))
            #expect(device.portraitSize == canvas.portrait && device.scale == canvas.scale, "\(device.name)")
        }
    }

    @Test("Snapshot devices in landscape: the housing at both sides and 21 below; none on a home-button phone")
    func landscapeSafeAreas() {
        #expect(LayoutDevice.iPhone13Mini.landscapeSafeArea == EdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
        #expect(LayoutDevice.iPhoneX.landscapeSafeArea == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(LayoutDevice.iPhone8Plus.landscapeSafeArea == .zero)
        #expect(LayoutDevice.iPhone8Plus.isRegularWidthInLandscape && !LayoutDevice.iPhone13.isRegularWidthInLandscape)
    }

    @Test("Xcode 14's iPhone X canvas is 50 deep, 44 at the sides in landscape")
    func canvasOfTheIPhoneX() throws {
        let canvas = try #require(IBDeviceModel.named("retina5_9"))
        #expect(canvas.housingTop == 50 && canvas.landscapeSide == 44 && canvas.homeIndicator == 34)
    }
}
