import Testing
@testable import LayoutCheck

/// `excluded` patterns come from a file a pull request controls: matching must cost at most
/// pattern × path, whatever the pattern (issue 17: repeated `**/a/` ran for minutes).
@Suite("Path patterns")
struct PathPatternTests {
    @Test("a name, `*` within a segment and `**` across segments, each matching a directory's contents too",
          arguments: [
              ("Legacy", "Legacy/B.storyboard", true),
              ("Legacy", "Sub/Legacy/C.storyboard", false),
              ("**/Generated/*-Old.storyboard", "Sub/Deep/Generated/D-Old.storyboard", true),
              ("**/Generated/*-Old.storyboard", "Sub/Deep/Generated/E.storyboard", false),
              ("**/Generated/*-Old.storyboard", "Generated/X-Old.storyboard", true),
              ("a/**/b", "a/b", true),
              ("a/**/b", "a/x/y/b/c.xib", true),
              ("a/**/b", "a/x", false),
              ("**", "anything/at/all", true),
              ("*.xib", "A.xib", true),
              ("*.xib", "Sub/A.xib", false),
              ("./Sub//*/", "Sub/Deep/A.xib", true),
              ("a*b*c", "aXbYc", true),
              ("a*b*c", "aXcYb", false),
          ])
    func matching(pattern: String, path: String, expected: Bool) {
        #expect(PathPattern(pattern).matches(path) == expected)
    }

    @Test("twenty repeated `**/a/` against a folder forty deep: a match found, and a miss proved, at once")
    func repeatedDoubleStars() {
        let deep = Array(repeating: "a", count: 40).joined(separator: "/") + "/A.storyboard"
        let twenty = String(repeating: "**/a/", count: 20)
        // Twenty `a`s in order exist among forty: the pattern matches the folder of the twentieth.
        #expect(PathPattern(twenty).matches(deep))
        // No segment is `x`: every way of spreading twenty `a`s over forty must fail, which backtracking
        // tried one by one (about 40 choose 20 = 1.4e11 ways).
        #expect(!PathPattern(twenty + "x").matches(deep))
        // Twenty-one `a`s are needed but only twenty are there.
        let shallow = Array(repeating: "a", count: 20).joined(separator: "/")
        #expect(!PathPattern(String(repeating: "**/a/", count: 21)).matches(shallow))
    }
}
