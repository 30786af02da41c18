import OpenAutoLayout

/// UIKit's intrinsic content sizes for views that record no frame.
///
/// Most files record every view's frame, and the mapper takes the size of text and controls from
/// it (`IntrinsicSizePolicy`). Xcode 8.0 and its betas (toolsVersion 11173–11201) wrote no frame for
/// views that constraints place, and the format-2.0 files of Xcode 4 hardly any. Such a view still
/// has UIKit's intrinsic size at run time, and without one Interface Builder would call every such
/// label or switch ambiguous, which Xcode 8 did not (MengTo/Spring, raywenderlich's PhotoMe and
/// WenderPic: 46 views the checker called ambiguous that Xcode left unflagged).
///
/// Sizes are frames (the mapper takes the alignment insets off, see `AlignmentRectPolicy`): the
/// controls' from `ControlMetrics` (with their evidence), picked by the file's Xcode version where
/// iOS changed them (Xcode 11, toolsVersion 14800, for the flat stepper and segmented control;
/// Xcode 12, 17000, for the 4-pt progress bar; iNaturalist's Xcode 13 progress view is 2 under its
/// own height constraint); and from the text:
/// - `UIButton` of the system type: its title's size plus 6 pt above and below (30 tall at 15 pt);
/// - `UITextField` 30 tall with the rounded border IB gives it.
/// Text widths are estimates (`estimatedTextWidth`): nothing here knows the real font's glyphs, so a
/// size measured from text is reported as such (`IBIntrinsicSizeSource.estimated`).
enum ControlSizePolicy {
    /// A Latin text's average advance as a share of the point size (San Francisco and Helvetica
    /// Neue lower-case text run 0.5–0.55 em per character).
    static let averageAdvance = 0.55

    /// The intrinsic size UIKit gives `view`, nil for views without one (plain views, containers).
    static func size(of view: IBView, in document: IBDocument) -> Size? {
        let none = View.noIntrinsicMetric
        let tools = document.toolsVersionNumber
        let flat = IBXcodeBehaviour.flatControls.holds(for: tools)
        switch view.elementName {
        case "switch": return ControlMetrics.switchSize
        case "slider": return Size(width: none, height: ControlMetrics.sliderHeight)
        case "progressView": return Size(width: none, height: ControlMetrics.progressBarHeight(current: IBXcodeBehaviour.tallProgressBars.holds(for: tools)))
        case "activityIndicatorView":
            let large = ["whiteLarge", "large"].contains(view.controlStyle ?? "")
            return ControlMetrics.activityIndicatorSize(large: large)
        case "stepper": return ControlMetrics.stepperSize(current: flat)
        case "pickerView", "datePicker": return ControlMetrics.pickerSize
        case "segmentedControl": return Size(width: none, height: ControlMetrics.segmentedControlHeight(current: flat))
        case "label": return labelSize(view, toolsVersion: tools, scale: TextMetrics.scale(of: document))
        case "button": return buttonSize(view, toolsVersion: tools)
        // UIKit's standard bar heights before iOS 11 (the frameless files are Xcode 8's): beam 11201
        // places three toolbars without a frame by their top and sides alone, unflagged; a pokedex
        // from outside the corpus (11201) a search bar, unflagged.
        case "toolbar", "navigationBar", "searchBar": return Size(width: none, height: 44)
        case "tabBar": return Size(width: none, height: 49)
        case "textField":
            let shown = view.text?.isEmpty == false ? view.text : view.placeholder
            return Size(width: textWidth(shown, font: view.font, defaultSize: 14) + 8, height: 30)
        default: return nil
        }
    }

    /// A label's lines of text (one per line break), rounded up to the pixel; an empty label is
    /// 0 × 0 in UIKit.
    static func labelSize(_ view: IBView, toolsVersion: Double, scale: Double) -> Size {
        guard let text = view.text, !text.isEmpty else { return Size(width: 0, height: 0) }
        let lines = Double(text.split(separator: "\n", omittingEmptySubsequences: false).count)
        let height = lines * lineHeight(view.font, defaultSize: 17, toolsVersion: toolsVersion)
        return Size(width: textWidth(text, font: view.font, defaultSize: 17),
                    height: TextMetrics.ceilToPixel(height, scale: scale))
    }

    /// A system button: its title (15 pt by default) with 6 pt above and below, at least 30 wide.
    static func buttonSize(_ view: IBView, toolsVersion: Double) -> Size {
        let height = (lineHeight(view.font, defaultSize: 15, toolsVersion: toolsVersion) + 12).rounded(.up)
        return Size(width: max(30, textWidth(view.title, font: view.font, defaultSize: 15)), height: height)
    }

    /// The estimated width of one line of `text`, rounded up to the point.
    static func textWidth(_ text: String?, font: IBFont?, defaultSize: Double) -> Double {
        guard let text, !text.isEmpty else { return 0 }
        let size = pointSize(font, defaultSize: defaultSize)
        let longest = text.split(separator: "\n").map(\.count).max() ?? 0
        return (Double(longest) * averageAdvance * size).rounded(.up)
    }

    /// The system font's line height (`TextMetrics`); other fonts are taken at 1.2 em.
    static func lineHeight(_ font: IBFont?, defaultSize: Double, toolsVersion: Double) -> Double {
        let size = pointSize(font, defaultSize: defaultSize)
        guard font?.type == nil || TextMetrics.systemFontTypes.contains(font?.type ?? "") else { return size * 1.2 }
        return size * (IBXcodeBehaviour.sanFranciscoSystemFont.holds(for: toolsVersion)
            ? TextMetrics.sanFranciscoLineHeight : TextMetrics.helveticaNeueLineHeight)
    }

    /// The font's point size: a text style's size at the default (Large) content size category,
    /// `defaultSize` when the file gives neither.
    static func pointSize(_ font: IBFont?, defaultSize: Double) -> Double {
        if let size = font?.pointSize, size.isFinite, size > 0 { return size }
        return font?.style.flatMap { textStyleSizes[$0] } ?? defaultSize
    }

    /// Apple's Human Interface Guidelines, Dynamic Type sizes at the Large (default) category.
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28,
        "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17,
        "UICTFontTextStyleBody": 17, "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
        "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    /// A label recorded wider than its one line of text could run even at the widest glyphs
    /// (`TextMetrics.widestGlyph`) was stretched by its constraints: its record is not its intrinsic
    /// width, and taking it as one makes false compression ties wherever the canvas gives the label
    /// a little less room (MiniKeePass' "Upper Case", 10 characters at 17 pt recorded 288 wide beside
    /// a switch). Returns the text's estimated width then, nil when the record may be the text's.
    static func hasStretchedLabel(in document: IBDocument) -> Bool {
        document.views.contains { view in
            view.recordedFrame.map { textWidthIfStretched(view, recordedWidth: $0.size.width) != nil } ?? false
        }
    }

    static func textWidthIfStretched(_ view: IBView, recordedWidth: Double) -> Double? {
        guard view.elementName == "label", let text = view.text, !text.isEmpty,
              !text.contains(where: \.isNewline) else { return nil }
        let size = pointSize(view.font, defaultSize: 17)
        guard recordedWidth > Double(text.count) * TextMetrics.widestGlyph * size else { return nil }
        return textWidth(text, font: view.font, defaultSize: 17)
    }
}
