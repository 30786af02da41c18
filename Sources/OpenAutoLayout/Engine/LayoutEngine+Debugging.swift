internal import ConstraintSolver

extension LayoutEngine {
    func ambiguousAttributes(of view: View) -> LayoutIssue.AmbiguousAttributes {
        guard let own = variables[ObjectIdentifier(view)] else { return [] }
        let ambiguous = Set(solver.ambiguousVariables())
        var attributes: LayoutIssue.AmbiguousAttributes = []
        if ambiguous.contains(own.x) { attributes.insert(.xPosition) }
        if ambiguous.contains(own.y) { attributes.insert(.yPosition) }
        if ambiguous.contains(own.width) { attributes.insert(.width) }
        if ambiguous.contains(own.height) { attributes.insert(.height) }
        return attributes
    }

    /// Applies another optimal solution that moves the first ambiguous part of `view`'s frame.
    func exerciseAmbiguity(of view: View) {
        guard let own = variables[ObjectIdentifier(view)] else { return }
        let ambiguous = Set(solver.ambiguousVariables())
        guard let variable = [own.x, own.y, own.width, own.height].first(where: ambiguous.contains),
              let values = solver.alternativeSolution(varying: variable) else { return }
        for subview in root.allViewsInSubtree() where subview !== root {
            guard let vars = variables[ObjectIdentifier(subview)], vars.height.index < values.count else { continue }
            subview.applyLayoutFrame(Rect(x: values[vars.x.index], y: values[vars.y.index],
                                          width: values[vars.width.index], height: values[vars.height.index]))
        }
    }

    /// Solves the subtree with the target size as a weak pull and reads the root's size.
    func fittingSize() -> Size {
        rebuild()
        guard let own = variables[ObjectIdentifier(root)] else { return .zero }
        return Size(width: solver.value(of: own.width), height: solver.value(of: own.height))
    }
}
