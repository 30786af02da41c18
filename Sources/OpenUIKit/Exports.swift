// UIKit re-exports Foundation; layout code that says `import UIKit` expects both, and SnapKit
// code expects its grammar (`import LayoutDSL` replaces `import SnapKit`, but one import of
// OpenUIKit is enough).
@_exported import Foundation
@_exported import LayoutDSL
@_exported import OpenAutoLayout
