import LayoutDiagnostics
import OpenAutoLayout
import Testing

@Suite("Xcode's wording of layout issues")
struct XcodeMessagesTests {
    @Test("Scrollable content size ambiguity names the scroll view in quotes, then its id, and ends with a period")
    func scrollableContentSize() {
        #expect(XcodeMessages.scrollableContentSizeAmbiguous(ObjectReference(name: "Scroll View", id: "Scr-aa-001"))
            == "Scrollable content size is ambiguous for \"Scroll View\" (Scr-aa-001).")
        #expect(XcodeMessages.scrollableContentSizeAmbiguous(ObjectReference(name: "Scroll View", id: nil))
            == "Scrollable content size is ambiguous for \"Scroll View\".")
    }

    @Test("Missing constraints follow the view they are about, named with its id")
    func missingConstraintsForView() {
        #expect(XcodeMessages.missingConstraints([.width, .yPosition], for: ObjectReference(name: "Image View", id: "Img-1"))
            == "\"Image View\" (Img-1): Need constraints for: Y position, width")
        #expect(XcodeMessages.missingConstraints([], for: ObjectReference(name: "Image View", id: "Img-1")) == nil)
    }

    @Test("Missing constraints list X position, Y position, width, height in that order",
          arguments: [
            ("width x", "Need constraints for: X position, width"),
            ("height y", "Need constraints for: Y position, height"),
            ("height width y x", "Need constraints for: X position, Y position, width, height"),
            ("y", "Need constraints for: Y position"),
          ])
    func missingConstraints(parts: String, expected: String) {
        var attributes: LayoutIssue.AmbiguousAttributes = []
        for part in parts.split(separator: " ") {
            switch part {
            case "x": attributes.insert(.xPosition)
            case "y": attributes.insert(.yPosition)
            case "width": attributes.insert(.width)
            default: attributes.insert(.height)
            }
        }
        #expect(XcodeMessages.missingConstraints(attributes) == expected)
    }

    @Test("Nothing missing means no message")
    func nothingMissing() {
        #expect(XcodeMessages.missingConstraints([]) == nil)
    }

    @Test("A misplaced view's message lists only the parts that differ, expected then actual")
    func misplacedView() {
        let message = XcodeMessages.misplacedView(ObjectReference(name: "Label", id: "Sda-5Y-KZT"), expected: Rect(x: 20, y: 30, width: 100, height: 21),
                                                  actual: Rect(x: 16, y: 30, width: 96.5, height: 21))
        #expect(message == "Frame for \"Label\" (Sda-5Y-KZT) will be different at run time. Expected: x=20, w=100. Actual: x=16, w=96.5.")
    }

    @Test("A misplaced view's message ends with what its canvas assumed, when given")
    func misplacedViewAssumption() {
        let message = XcodeMessages.misplacedView(ObjectReference(name: "Label", id: "Sda-5Y-KZT"), expected: Rect(x: 20, y: 30, width: 100, height: 21),
                                                  actual: Rect(x: 20, y: 40, width: 100, height: 21),
                                                  assumed: "375 × 667 canvas, safe-area insets 20, 0, 0, 0")
        #expect(message == "Frame for \"Label\" (Sda-5Y-KZT) will be different at run time. Expected: y=30. Actual: y=40. "
            + "Assumed: 375 × 667 canvas, safe-area insets 20, 0, 0, 0.")
    }

    @Test("Differences within half a point are not listed")
    func misplacedTolerance() {
        let message = XcodeMessages.misplacedView(ObjectReference(name: "View", id: nil), expected: Rect(x: 0, y: 0, width: 10, height: 10),
                                                  actual: Rect(x: 0.25, y: 0, width: 10, height: 10))
        #expect(message == "Frame for \"View\" will be different at run time.")
    }

    @Test("Conflicting constraints are listed and the broken one named")
    func conflictingConstraints() {
        let first = ObjectReference(name: "View.width = 100", id: "c-1"), second = ObjectReference(name: "View.width = 200", id: nil)
        let message = XcodeMessages.conflictingConstraints([first, second], broken: second)
        #expect(message == "Conflicting constraints: \"View.width = 100\" (c-1), \"View.width = 200\" cannot all be "
            + "satisfied; \"View.width = 200\" will be broken to recover.")
    }

    @Test("Content priority ambiguity names the views, the axis, the kind and the priority")
    func contentPriorityAmbiguity() {
        func views(_ names: String...) -> [ObjectReference] { names.map { ObjectReference(name: $0, id: nil) } }
        #expect(XcodeMessages.contentPriorityAmbiguity([ObjectReference(name: "Label", id: "L-1"),
                                                        ObjectReference(name: "Label", id: "L-2")],
                                                       axis: .vertical, kind: .hugging, priority: 251)
            == "Content priority ambiguity: \"Label\" (L-1) and \"Label\" (L-2) have the same vertical hugging priority (251).")
        #expect(XcodeMessages.contentPriorityAmbiguity(views("A", "B", "C"), axis: .horizontal,
                                                       kind: .compressionResistance, priority: 750)
            == "Content priority ambiguity: \"A\", \"B\" and \"C\" have the same horizontal compression resistance "
            + "priority (750).")
    }

    @Test("Constraints read as in Xcode's outline: items, relation symbol, multiplier, constant, priority")
    func constraintText() {
        #expect(ConstraintText.describe(firstItem: "Image View", firstAttribute: "top", relation: "equal",
                                        secondItem: "Scroll View", secondAttribute: "top", constant: 50)
            == "Image View.top = Scroll View.top + 50")
        #expect(ConstraintText.describe(firstItem: "View", firstAttribute: "width", relation: ">=",
                                        secondItem: "Scroll View", secondAttribute: "width", multiplier: 0.5,
                                        constant: -8, priority: 750)
            == "View.width ≥ 0.5 × Scroll View.width - 8 @750")
        #expect(ConstraintText.describe(firstItem: "View", firstAttribute: "height", relation: "lessThanOrEqual",
                                        secondItem: nil, secondAttribute: nil, constant: 44)
            == "View.height ≤ 44")
    }
}

@Suite("Names of objects as Xcode shows them")
struct ObjectNamesTests {
    @Test("The user label wins over text and class")
    func userLabel() {
        #expect(ObjectNames.displayName(elementName: "label", userLabel: "Title", text: "Hello") == "Title")
    }

    @Test("A long user label is cut to 40 characters too, its line breaks kept (the reporters escape them)")
    func longUserLabel() {
        let label = String(repeating: "ab", count: 500_000) // a megabyte a pull request could write
        let name = ObjectNames.displayName(elementName: "view", userLabel: label)
        #expect(name == String(repeating: "ab", count: 19) + "a…")
        #expect(ObjectNames.displayName(elementName: "view", userLabel: "Evil\n::error") == "Evil\n::error")
    }

    @Test("Labels and buttons are named by their text; other views are not")
    func namedByText() {
        #expect(ObjectNames.displayName(elementName: "label", text: "Hello") == "Hello")
        #expect(ObjectNames.displayName(elementName: "button", text: "OK") == "OK")
        #expect(ObjectNames.displayName(elementName: "textView", text: "Lorem") == "Text View")
    }

    @Test("A name taken from text is one line, cut to 40 characters ending in an ellipsis")
    func longText() {
        let paragraph = "Lorem ipsum dolor sit amet,\nconsectetur   adipiscing elit, sed do eiusmod tempor"
        let name = ObjectNames.displayName(elementName: "label", text: paragraph)
        // 39 characters of the text on one line ("…sed" would end at 40), then the ellipsis.
        #expect(name == "Lorem ipsum dolor sit amet, consectetur…")
        #expect(name.count == 40)
        let exactly40 = String(repeating: "x", count: 40)
        #expect(ObjectNames.displayName(elementName: "label", text: exactly40) == exactly40)
        #expect(ObjectNames.displayName(elementName: "label", text: " \n ") == "Label")
    }

    @Test("Layout guides have Xcode's outline names, from a document's keys and UIKit's identifiers alike",
          arguments: [
            ("top", "Top Layout Guide"), ("UIViewController-topLayoutGuide", "Top Layout Guide"),
            ("bottom", "Bottom Layout Guide"), ("UIViewController-bottomLayoutGuide", "Bottom Layout Guide"),
            ("safeArea", "Safe Area"), ("UIViewSafeAreaLayoutGuide", "Safe Area"),
            ("contentLayoutGuide", "Content Layout Guide"), ("UIScrollView-contentLayoutGuide", "Content Layout Guide"),
            ("frameLayoutGuide", "Frame Layout Guide"), ("UIScrollView-frameLayoutGuide", "Frame Layout Guide"),
          ])
    func layoutGuides(key: String, name: String) {
        #expect(ObjectNames.layoutGuideName(key) == name)
    }

    @Test("Two objects with the same name are told apart by id; a unique name stays bare")
    func nameTable() {
        let table = ObjectNameTable([(id: "L-1", name: "Label"), (id: "S-1", name: "Scroll View"), (id: "L-2", name: "Label")])
        #expect(table.distinctName(of: "L-1") == "Label (L-1)")
        #expect(table.distinctName(of: "L-2") == "Label (L-2)")
        #expect(table.distinctName(of: "S-1") == "Scroll View")
        #expect(table.name(of: "L-2") == "Label")
        #expect(table.distinctName(of: "nope") == nil)
    }

    @Test("Class display names", arguments: [
        ("scrollView", "Scroll View"), ("view", "View"), ("imageView", "Image View"), ("label", "Label"),
        ("button", "Button"), ("textField", "Text Field"), ("stackView", "Stack View"),
        ("activityIndicatorView", "Activity Indicator View"), ("fancyWidgetView", "Fancy Widget View"),
    ])
    func classNames(element: String, name: String) {
        #expect(ObjectNames.displayName(elementName: element) == name)
    }
}

@Suite("Diagnostics as values and lines")
struct DiagnosticTests {
    @Test("A diagnostic prints as path:line:column: severity: message [kind]")
    func lineForm() {
        let diagnostic = Diagnostic(severity: .warning, kind: .scrollableContentSizeAmbiguity, objectID: "Scr-aa-001",
                                    path: "Main.storyboard", line: 17, column: 29,
                                    message: "Scrollable content size is ambiguous for \"Scroll View\".")
        #expect(diagnostic.description == "Main.storyboard:17:29: warning: Scrollable content size is ambiguous for "
            + "\"Scroll View\". [scrollable-content-size-ambiguity]")
    }

    @Test("Kinds are stable strings", arguments: [
        (DiagnosticKind.scrollableContentSizeAmbiguity, "scrollable-content-size-ambiguity"),
        (.missingConstraints, "missing-constraints"), (.misplacedView, "misplaced-view"),
        (.conflictingConstraints, "conflicting-constraints"), (.contentPriorityAmbiguity, "content-priority-ambiguity"),
        (.document, "document"),
    ])
    func kinds(kind: DiagnosticKind, raw: String) {
        #expect(kind.rawValue == raw)
    }

    @Test("Output order is by path, line, column, then kind")
    func ordering() {
        func make(_ path: String, _ line: Int, _ kind: DiagnosticKind) -> Diagnostic {
            Diagnostic(severity: .warning, kind: kind, objectID: nil, path: path, line: line, column: 1, message: "m")
        }
        let sorted = Diagnostic.sortedForOutput([make("b", 1, .document), make("a", 9, .misplacedView),
                                                 make("a", 9, .missingConstraints), make("a", 2, .document)])
        #expect(sorted.map { "\($0.path)\($0.line)\($0.kind)" }
            == ["a2document", "a9misplaced-view", "a9missing-constraints", "b1document"])
    }
}
