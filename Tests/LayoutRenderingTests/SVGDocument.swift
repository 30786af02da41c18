import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A rendered picture read back with Foundation's XML parser: proof that it is well-formed XML,
/// and a flat list of its elements for queries.
struct SVGDocument {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        /// This element's position in `elements`.
        var index: Int
        /// Index of the enclosing element in `elements`; `nil` for the document element.
        var parent: Int?

        subscript(_ attribute: String) -> String? { attributes[attribute] }

        func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

        var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }
    }

    let elements: [Element]

    /// `nil` when the text is not well-formed XML.
    init?(_ svg: String) {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else { return nil }
        elements = collector.elements
    }

    func elements(kind: String) -> [Element] { elements.filter { $0["data-kind"] == kind } }

    func elements(kind: String, id: String) -> [Element] {
        elements.filter { $0["data-kind"] == kind && $0["data-id"] == id }
    }

    /// The direct children of `element`, in document order.
    func children(of element: Element) -> [Element] {
        elements.filter { $0.parent == element.index }
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            elements.append(Element(name: elementName, attributes: attributeDict, index: elements.count, parent: open.last))
            open.append(elements.count - 1)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let current = open.last { elements[current].text += string }
        }
    }
}
