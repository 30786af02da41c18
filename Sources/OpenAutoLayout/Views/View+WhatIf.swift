extension View {
    /// The issues a layout pass of this view's hierarchy would find if `added` were active (as the
    /// most recently activated constraints) and `removed` were not. Nothing changes: frames,
    /// constraints and `layoutIssues` stay as they are; the hierarchy is solved on the side.
    /// This is how a proposed fix is checked before anyone is told about it.
    ///
    /// Constraints in `added` must relate items of this hierarchy; others are ignored, as
    /// activation would ignore them.
    public func layoutIssues(adding added: [LayoutConstraint], removing removed: [LayoutConstraint] = [])
        -> [LayoutIssue]
    {
        // Constants that follow live state (safe area, scrolling) come from the last real pass.
        engine.ensureCurrent()
        let whatIf = LayoutEngine(root: root)
        whatIf.hypotheticalAdditions = added
        whatIf.hypotheticalRemovals = removed.map(ObjectIdentifier.init)
        whatIf.rebuild()
        return whatIf.collectIssues()
    }
}
