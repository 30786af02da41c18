import Testing
@testable import OpenAutoLayout

/// Hierarchies far deeper than any real one: freeing them must not recurse, and finding the view that
/// holds a constraint must not cost a table of every ancestor.
@Suite("Deep hierarchies")
struct DeepHierarchyTests {
    /// A chain `depth` views deep, built from the leaf up (each `addSubview` then sees a parentless view).
    /// Only the root is returned: each other view is held by its superview alone, as in a real tree.
    static func chain(depth: Int) -> View {
        var top = View()
        for _ in 1..<depth {
            let parent = View()
            parent.addSubview(top)
            top = parent
        }
        return top
    }

    /// The view `level` steps below `root` along first subviews.
    static func descendant(of root: View, level: Int) -> View {
        var view = root
        for _ in 0..<level { view = view.subviews[0] }
        return view
    }

    @Test("a chain of 200,000 views is freed without overflowing the stack")
    func deepChainIsFreed() {
        // Freed recursively, each level costs a few stack frames: 200,000 levels are tens of megabytes,
        // several times the 8 MB main thread (and far more than a test thread's stack).
        weak var leaf: View?
        do {
            let root = Self.chain(depth: 200_000)
            leaf = Self.descendant(of: root, level: 199_999)
            #expect(leaf?.superview != nil)
            #expect(leaf?.subviews.isEmpty == true)
        }
        #expect(leaf == nil)
    }

    @Test("a subtree someone still holds survives the rest of the tree being freed, its own subviews intact")
    func heldSubtreeSurvives() {
        var kept: View?
        weak var keptChild: View?
        weak var root: View?
        do {
            let built = Self.chain(depth: 1_000)
            root = built
            kept = Self.descendant(of: built, level: 500)
            keptChild = Self.descendant(of: built, level: 501)
        }
        #expect(root == nil)
        #expect(kept?.superview == nil)
        #expect(kept?.subviews.count == 1)
        #expect(kept?.subviews.first === keptChild)
        kept = nil
        #expect(keptChild == nil)
    }

    @Test("the closest common ancestor: of cousins their grandparent, of a view and a descendant the view, of two trees none")
    func closestCommonAncestor() {
        let root = Self.chain(depth: 6)
        let chain = (0..<6).map { Self.descendant(of: root, level: $0) }
        let cousin = View(), uncle = View()
        chain[2].addSubview(uncle)
        uncle.addSubview(cousin)
        // chain[4] sits under chain[3] under chain[2]; the cousin under the uncle under chain[2].
        #expect(chain[4].closestCommonAncestor(with: cousin) === chain[2])
        #expect(cousin.closestCommonAncestor(with: chain[5]) === chain[2])
        #expect(chain[5].closestCommonAncestor(with: root) === root)
        #expect(root.closestCommonAncestor(with: chain[5]) === root)
        #expect(chain[3].closestCommonAncestor(with: uncle) === chain[2])
        #expect(chain[3].closestCommonAncestor(with: chain[3]) === chain[3])
        #expect(chain[5].closestCommonAncestor(with: View()) == nil)
    }
}
