/// A document together with the text it was read from, so one reading of a file serves both the
/// layout and edits that must keep every other byte of the file.
public struct IBSource: Sendable {
    public var document: IBDocument
    /// The file's text, every byte of it; nil when it is not UTF-8 (the reader may still have understood it).
    public var text: String?
    /// Where each element lies in the text (what edits change).
    public var elements: IBElementRanges

    public init(document: IBDocument, text: String?, elements: IBElementRanges = IBElementRanges()) {
        self.document = document
        self.text = text
        self.elements = elements
    }
}
