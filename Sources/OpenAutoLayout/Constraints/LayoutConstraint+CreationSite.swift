extension LayoutConstraint {
    /// Where a constraint was made in Swift source: the `#fileID` and `#line` of the anchor call
    /// (or DSL relation) that made it. UIKit keeps no such record; logs use it to name the line.
    public struct CreationSite: Hashable, Sendable, CustomStringConvertible {
        /// `Module/File.swift`, as `#fileID` gives it.
        public var fileID: String
        public var line: Int

        public init(fileID: String, line: Int) {
            self.fileID = fileID
            self.line = line
        }

        /// `File.swift:42`.
        public var description: String {
            let name = fileID.split(separator: "/").last.map(String.init) ?? fileID
            return "\(name):\(line)"
        }
    }
}
