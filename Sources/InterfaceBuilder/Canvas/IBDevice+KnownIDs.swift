extension IBDevice {
    /// The `<device id=…>` values Xcode writes for iOS canvases (iPhone, then iPad, by size), the
    /// ones a configuration's `device:` may name: an id outside this list is most likely a typo.
    /// A document that names another id is laid out as the known device nearest its size, with a note.
    public static let knownIDs: [String] = IBDeviceModel.table.map(\.id)
}
