/// The picture's CSS: scoped to `svg.oal-render` so pictures inlined in an HTML page keep their
/// look and leave the page alone. Generic font families only: nothing is fetched.
/// One rule per line, so a changed rule shows as one changed line in a snapshot diff.
/// The rules contain no `<` or `&`, so they are valid XML text unescaped.
enum SVGStylesheet {
    static let rules = [
        ".oal-render text{font-family:Helvetica,Arial,sans-serif;font-size:10px}",
        ".oal-render .frame{fill:#eef1f5;fill-opacity:.6;stroke:#6b7280;stroke-width:1}",
        ".oal-render .depth-2>.frame{fill:#e3eafc}",
        ".oal-render .depth-3>.frame{fill:#fbe3e3}",
        ".oal-render .depth-4>.frame{fill:#e3f4e8}",
        ".oal-render .root>.frame{fill:#fff;fill-opacity:1;stroke:#9ca3af}",
        ".oal-render .scroll-view>.frame{fill:#fff7d6}",
        ".oal-render .offscreen>.frame{fill-opacity:.25;stroke-opacity:.55}",
        ".oal-render .content{fill:#dbeafe;fill-opacity:.35;stroke:#2563eb;stroke-width:1.5;stroke-dasharray:6 4}",
        ".oal-render .viewport{fill:none;stroke:#111827;stroke-width:2.5}",
        ".oal-render .constraint line{stroke:#0f766e;stroke-width:1}",
        ".oal-render .constraint text{fill:#0f766e;font-weight:bold;paint-order:stroke;stroke:#fff;stroke-width:3px}",
        ".oal-render .constraint.optional line{stroke-dasharray:2 2}",
        ".oal-render .constraint.conflict line{stroke:#dc2626;stroke-width:2}",
        ".oal-render .constraint.conflict text{fill:#dc2626}",
        ".oal-render .constraint.broken line{stroke-dasharray:5 3}",
        ".oal-render .ambiguity>rect,.oal-render .content-ambiguity>rect"
            + "{fill:none;stroke:#f59e0b;stroke-width:2;stroke-dasharray:5 3}",
        ".oal-render .axis line{stroke:#f59e0b;stroke-width:1.5}",
        ".oal-render .axis path{fill:#f59e0b}",
        ".oal-render .ambiguity text,.oal-render .content-ambiguity text{fill:#b45309}",
        ".oal-render .floating>rect{fill:none;stroke:#c026d3;stroke-width:2;stroke-dasharray:1 3}",
        ".oal-render .floating>text{fill:#c026d3}",
        ".oal-render .hidden>.frame{fill-opacity:.15;stroke-dasharray:2 3}",
        ".oal-render .safe-area>rect{fill:none;stroke:#0891b2;stroke-width:1;stroke-dasharray:8 4}",
        ".oal-render .safe-area>text{fill:#0e7490}",
        ".oal-render .canvas-bar>rect{fill:#6b7280;fill-opacity:.16;stroke:#6b7280;stroke-opacity:.4;stroke-width:.5}",
        ".oal-render .canvas-bar>text{fill:#4b5563}",
        ".oal-render .misplaced>.recorded{fill:none;stroke:#ea580c;stroke-width:1.5;stroke-dasharray:4 3}",
        ".oal-render .misplaced>.move{stroke:#ea580c;stroke-width:1.5}",
        ".oal-render .misplaced>.move-end{fill:#ea580c}",
        ".oal-render .misplaced>text{fill:#c2410c}",
        ".oal-render .name{fill:#374151}",
        ".oal-render .name.hidden{fill-opacity:.6;font-style:italic}",
        ".oal-render .legend-heading{fill:#374151;font-style:italic}",
        ".oal-render .legend-entry{fill:#4b5563}",
        // A page (the HTML report) adds `highlight` to the elements of one data-id on hover.
        ".oal-render .highlight rect,.oal-render rect.highlight,.oal-render .highlight line"
            + "{stroke:#7c3aed;stroke-width:3}",
        ".oal-render .highlight text,.oal-render text.highlight{fill:#7c3aed}",
        ".oal-render .content-size{fill:#2563eb}",
    ]
}
