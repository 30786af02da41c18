import Foundation
import Testing

@Suite("check --reporter summary")
struct SummaryReporterTests {
    typealias F = ReporterFixtures

    @Test("Per document its scenes, warnings and errors, then the totals")
    func table() throws {
        let run = try CLI.run(["check", "--reporter", "summary", "Examples/Storyboards"])
        #expect(run.status == 1)
        // The longest path (ContainerView-…, 63 characters) sets the first column's width.
        let dashes = String(repeating: "-", count: 65)
        #expect(run.output == """
            | document                                                        | scenes | warnings | errors |
            |\(dashes)|-------:|---------:|-------:|
            | \(F.container) |      1 |        0 |      0 |
            | \(F.ambiguous)     |      1 |        0 |      2 |
            | \(F.fixed)         |      1 |        0 |      0 |
            | **total (3 documents)**                                         |      3 |        0 |      2 |

            """)
    }

    @Test("A malformed file is counted as unreadable with one error")
    func malformed() throws {
        let folder = try F.folderWithBrokenFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try F.run(["check", "--reporter", "summary", "."], in: folder)
        #expect(run.status == 2)
        #expect(run.output == """
            | document                |     scenes | warnings | errors |
            |-------------------------|-----------:|---------:|-------:|
            | ./Broken.storyboard     | unreadable |        0 |      1 |
            | ./Image.storyboard      |          1 |        0 |      2 |
            | **total (2 documents)** |          1 |        0 |      3 |

            """)
    }
}
