extension View {
    /// The margins, 8 points on each side by default (UIKit's default for most views).
    public var layoutMargins: EdgeInsets {
        get { marginsStorage.edgeInsets }
        set { directionalLayoutMargins = DirectionalEdgeInsets(newValue) }
    }

    /// The margins with leading/trailing (left-to-right only for now: leading is left).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { marginsStorage }
        set {
            guard newValue != marginsStorage else { return }
            marginsStorage = newValue
            marginsDidChange()
        }
    }

    /// The margins the engine uses: `layoutMargins`, plus `safeAreaInsets` when
    /// `insetsLayoutMarginsFromSafeArea` is set (margins are measured from the safe area).
    var effectiveLayoutMargins: EdgeInsets {
        let own = respectingSystemMinimum(layoutMargins)
        return insetsLayoutMarginsFromSafeArea ? own + safeAreaInsets : own
    }

    /// A view controller's root view keeps at least the controller's system minimum margins on
    /// each side while `viewRespectsSystemMinimumLayoutMargins` is set (UIKit's rule).
    private func respectingSystemMinimum(_ margins: EdgeInsets) -> EdgeInsets {
        guard let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins else {
            return margins
        }
        let minimum = controller.systemMinimumLayoutMargins.edgeInsets
        return EdgeInsets(top: max(margins.top, minimum.top), left: max(margins.left, minimum.left),
                          bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.right))
    }

    func marginsDidChange() {
        layoutMarginsDidChange()
        hierarchyDidChange()
    }

    /// The interior rectangle inset by the effective margins (content rectangle for a scroll view).
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = marginsGuideStorage { return guide }
        let guide = LayoutGuide(role: .layoutMargins, owner: self)
        marginsGuideStorage = guide
        hierarchyDidChange()
        return guide
    }

    /// The margins guide's horizontal span narrowed to a comfortable reading width (at most
    /// `readableContentMaximumWidth`, centred within the margins); vertically the margins guide.
    public var readableContentGuide: LayoutGuide {
        if let guide = readableGuideStorage { return guide }
        let guide = LayoutGuide(role: .readableContent, owner: self)
        readableGuideStorage = guide
        hierarchyDidChange()
        return guide
    }

    /// The readable content guide's widest: 672 points, UIKit's width at the default (Large)
    /// Dynamic Type size (not documented by Apple; the value iPads report).
    public static let readableContentMaximumWidth: Double = 672

    /// The part of the view not covered by bars, the status bar, the sensor housing or the
    /// home indicator (and the view controller's `additionalSafeAreaInsets`).
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = safeAreaGuideStorage { return guide }
        let guide = LayoutGuide(role: .safeArea, owner: self)
        safeAreaGuideStorage = guide
        hierarchyDidChange()
        return guide
    }

    /// The safe area's insets from the view's edges, as of the last layout pass.
    public var safeAreaInsets: EdgeInsets { safeAreaInsetsStorage }

    /// Tracks the keyboard shown on the window (iOS 15): its top is the keyboard's top edge,
    /// or the bottom of the safe area while no keyboard is shown.
    public var keyboardLayoutGuide: LayoutGuide {
        if let guide = keyboardGuideStorage { return guide }
        let guide = LayoutGuide(role: .keyboard, owner: self)
        keyboardGuideStorage = guide
        hierarchyDidChange()
        return guide
    }

    /// User guides, then the system guides that exist, in a fixed order.
    var allLayoutGuides: [LayoutGuide] {
        var guides = layoutGuides
        for guide in [marginsGuideStorage, readableGuideStorage, safeAreaGuideStorage, keyboardGuideStorage,
                      legacyTopGuideStorage, legacyBottomGuideStorage] {
            if let guide { guides.append(guide) }
        }
        if let scrollView = self as? ScrollView {
            for guide in [scrollView.contentGuideStorage, scrollView.frameGuideStorage] {
                if let guide { guides.append(guide) }
            }
        }
        return guides
    }
}

extension View {
    /// A view controller's legacy top or bottom layout guide, made on first use.
    func legacyLayoutGuide(_ role: LayoutGuide.Role) -> LayoutGuide {
        let existing = role == .legacyTop ? legacyTopGuideStorage : legacyBottomGuideStorage
        if let existing { return existing }
        let guide = LayoutGuide(role: role, owner: self)
        if role == .legacyTop { legacyTopGuideStorage = guide } else { legacyBottomGuideStorage = guide }
        hierarchyDidChange()
        return guide
    }
}
