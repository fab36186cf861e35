import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A parsed SVG (or XHTML-ish) document for tests: every element in document order with its
/// attributes and text, read with Foundation's `XMLParser`.
struct ParsedXML {
  struct Element {
    var name: String
    var attributes: [String: String]
    var text: String
    var depth: Int
  }

  var elements: [Element] = []

  /// Parses `text`; nil when `XMLParser` rejects it.
  init?(_ text: String) {
    let delegate = Collector()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = delegate
    guard parser.parse() else { return nil }
    elements = delegate.elements
  }

  func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

  private final class Collector: NSObject, XMLParserDelegate {
    var elements: [Element] = []
    var open: [Int] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      open.append(elements.count)
      elements.append(Element(name: elementName, attributes: attributes, text: "", depth: open.count))
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
      _ = open.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      guard let index = open.last else { return }
      elements[index].text += string
    }
  }
}
