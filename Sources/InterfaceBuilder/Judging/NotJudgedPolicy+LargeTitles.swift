import OpenAutoLayout

/// Misplaced pass 2 (branch trust2): frames that rest on how tall Xcode draws a large-title bar.
///
/// A controller in a navigation controller whose bar prefers large titles (`largeTitles="YES"`), and
/// whose item does not say `largeTitleDisplayMode="never"`, sits under a bar whose height the corpus
/// records three ways: 96 (raivo 22505: content at 20 + 96 on an iPhone 8), 104.5 (erouska's Signup
/// 15705: 148.5 on a 44-pt housing) and 44 (erouska's Help 17701, with `always`). The file does not
/// say which Xcode drew, so a view whose frame moves when the bar is drawn large
/// (`IBCanvasMetrics.largeTitleExtension`) is not judged; the views that stay put (a label's width,
/// what a moved view holds) are.
extension NotJudgedPolicy {
    static let largeTitleReason = "it moves with the height of a navigation bar that prefers large titles, "
        + "which Xcode draws differently from one version to another"
}
