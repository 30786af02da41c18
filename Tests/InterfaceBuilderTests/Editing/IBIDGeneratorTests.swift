import InterfaceBuilder
import Testing

@Suite("New IB object ids")
struct IBIDGeneratorTests {
    @Test("Ids look like Xcode's: three, two and three letters or digits joined by dashes")
    func shape() {
        var ids = IBIDGenerator(existingText: "")
        for _ in 0..<50 {
            let parts = ids.next().split(separator: "-", omittingEmptySubsequences: false)
            #expect(parts.map(\.count) == [3, 2, 3])
            #expect(parts.joined().allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) })
        }
    }

    @Test("The same document gets the same ids; ids never repeat")
    func deterministicAndUnique() {
        let text = #"<view id="abc-de-fgh"/>"#
        var first = IBIDGenerator(existingText: text), second = IBIDGenerator(existingText: text)
        let a = (0..<500).map { _ in first.next() }
        let b = (0..<500).map { _ in second.next() }
        #expect(a == b)
        #expect(Set(a).count == a.count)
    }

    @Test("An id the document already uses is never handed out")
    func skipsExisting() {
        // The sequence depends on the text's length only, so a 200-byte text of spaces shows which
        // ids a 200-byte document would get; a document of that length already using them must
        // get others.
        var probe = IBIDGenerator(existingText: String(repeating: " ", count: 200))
        let wouldGet = (0..<3).map { _ in probe.next() }
        var text = wouldGet.map { "<v id=\"\($0)\"/>" }.joined()
        text += String(repeating: " ", count: 200 - text.utf8.count)
        var ids = IBIDGenerator(existingText: text)
        let fresh = (0..<20).map { _ in ids.next() }
        #expect(fresh.allSatisfy { !wouldGet.contains($0) })
    }
}
