extension IBDevice {
    /// The `<device id=…>` values Xcode writes for iOS canvases (iPhone, then iPad, by size), the
    /// ones a configuration's `device:` may name: an id outside this list is most likely a typo,
    /// and would silently lay documents out with no device at all.
    public static let knownIDs: [String] = [
        "retina3_5", "retina4_0", "retina4_7", "retina5_4", "retina5_5", "retina5_9", "retina6_0", "retina6_1",
        "retina6_12", "retina6_3", "retina6_5", "retina6_7", "retina6_9",
        "ipad7_9", "ipad9_7", "ipad10_2", "ipad10_5", "ipad10_9", "ipad10_9rounded", "ipad11_0rounded",
        "ipad12_9", "ipad12_9rounded", "ipad13_0rounded",
    ]
}
