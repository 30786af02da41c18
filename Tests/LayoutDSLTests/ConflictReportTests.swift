import LayoutDSL
import TestSupport
import OpenAutoLayout
import Testing

/// Why every constraint remembers its source line: a conflict report names it.
@Suite("Conflicts point at the source line")
struct ConflictReportTests {
    @Test("Two required widths conflict; the broken one prints the file and line of its relation")
    func conflictNamesTheLine() {
        let root = screen()
        let box = View()
        box.snp.setLabel("box")
        root.addSubview(box)
        var lines: [UInt] = []
        box.snp.makeConstraints { make in
            make.left.top.height.equalToSuperview()
            lines.append(#line); make.width.equalTo(100)
        }
        box.snp.makeConstraints { make in
            lines.append(#line); make.width.equalTo(200)
        }
        root.layoutIfNeeded()
        let broken = root.layoutIssues.compactMap(\.brokenConstraint)
        #expect(broken.count == 1)
        // UIKit breaks the most recently added of the conflicting constraints.
        #expect(broken.first.map { "\($0)" }
            == "<SnapKit.LayoutConstraint:@ConflictReportTests.swift#\(lines[1]) View:box.width == 200.0>")
        #expect(root.layoutIssues.first.map { "\($0)" }?.contains("ConflictReportTests.swift#\(lines[1])") == true)
    }

    @Test("An optional constraint at .high gives way to a required one without any issue")
    func priorityResolves() {
        let root = screen()
        let box = View()
        root.addSubview(box)
        box.snp.makeConstraints { make in
            make.left.top.height.equalToSuperview()
            make.width.equalTo(100).priority(.high)
            make.width.lessThanOrEqualTo(80)
        }
        root.layoutIfNeeded()
        #expect(approx(box.frame.size.width, 80))
        #expect(root.layoutIssues.isEmpty)
    }
}
