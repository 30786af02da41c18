import OpenAutoLayout

/// The Cocoa Touch view element names this reader knows (the UIKit class without `UI`, lower camel
/// case): UIKit's standard views (`StandardViewElement.table`).
enum IBViewElements {
    static let known: Set<String> = StandardViewElement.names
}
