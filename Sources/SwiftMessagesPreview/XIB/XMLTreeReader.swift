import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads XML data into an ``XMLNode`` tree with line numbers, stopping at the first error.
final class XMLTreeReader: NSObject, XMLParserDelegate {
  private var stack: [XMLNode] = []
  private var root: XMLNode?
  private var failure: XibParseError?

  /// Parses `data` and returns the root element.
  ///
  /// - Throws: ``XibParseError`` with the line and column of the first syntax error, or
  ///   `.empty` when the data holds no element.
  static func read(_ data: Data) throws -> XMLNode {
    let reader = XMLTreeReader()
    let parser = XMLParser(data: data)
    parser.delegate = reader
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    let succeeded = parser.parse()
    if let failure = reader.failure { throw failure }
    if !succeeded, let error = parser.parserError {
      throw XibParseError(
        kind: .malformedXML(XMLTreeReader.describe(code: (error as NSError).code, openElement: nil)),
        line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
    }
    guard let root = reader.root else {
      throw XibParseError(kind: .empty, line: 1, column: 1)
    }
    return root
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    guard failure == nil else { return }
    stack.append(
      XMLNode(
        name: elementName, attributes: attributes, line: parser.lineNumber,
        column: parser.columnNumber))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    guard failure == nil, let node = stack.popLast() else { return }
    if stack.isEmpty {
      root = node
    } else {
      stack[stack.count - 1].children.append(node)
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard failure == nil, !stack.isEmpty else { return }
    stack[stack.count - 1].text += string
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    guard failure == nil else { return }
    let message = XMLTreeReader.describe(code: (parseError as NSError).code, openElement: stack.last)
    failure = XibParseError(
      kind: .malformedXML(message), line: max(parser.lineNumber, 1),
      column: max(parser.columnNumber, 1))
    parser.abortParsing()
  }

  /// A readable message for a libxml2 / `NSXMLParser` error code.
  static func describe(code: Int, openElement: XMLNode?) -> String {
    let open = openElement.map { " (<\($0.name)> opened on line \($0.line) is still open)" } ?? ""
    switch code {
    case 4: return "the document is empty"
    case 5: return "the document ends before every element is closed" + open
    case 9: return "invalid character"
    case 26: return "undeclared entity (escape '&' as '&amp;')"
    case 38: return "'<' inside an attribute value (is a closing quote missing?)"
    case 39: return "attribute value is not quoted"
    case 40: return "attribute value is not terminated (is a closing quote missing?)"
    case 41: return "attribute has no value"
    case 42: return "attribute is defined twice"
    case 65: return "a space is required between attributes"
    case 68: return "an element or attribute name is required"
    case 73: return "'>' expected at the end of a tag"
    case 74: return "'</' expected"
    case 76:
      let expected = openElement.map { ": expected </\($0.name)> for <\($0.name)> opened on line \($0.line)" }
      return "closing tag does not match the open element" + (expected ?? "")
    case 77: return "tag is not finished" + open
    case 85: return "elements are not well balanced" + open
    case 86: return "extra content after the root element"
    default: return "XML syntax error (code \(code))"
    }
  }
}
