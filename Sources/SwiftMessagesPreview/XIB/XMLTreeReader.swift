import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads XML into an ``XMLTree`` with line numbers, stopping at the first error; data is streamed
/// in chunks because `XMLParser` refuses documents over 10 MB given at once ("huge input lookup").
final class XMLTreeReader: NSObject, XMLParserDelegate {
  private var elements: [XMLTree.Element] = []
  /// The indices of the open elements, innermost last.
  private var open: [Int] = []
  private var failure: XibParseError?

  /// Parses `data`, throwing ``XibParseError`` for data that is not XML text (``XMLDataCheck``) or
  /// at the first syntax error's line and column.
  static func read(_ data: Data) throws -> XMLTree {
    if let problem = XMLDataCheck.problem(in: data) { throw problem }
    let reader = XMLTreeReader()
    let parser = XMLParser(stream: InputStream(data: data))
    parser.delegate = reader
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    let succeeded = parser.parse()
    if var failure = reader.failure {
      failure.line = min(failure.line, lineCount(of: data))
      throw failure
    }
    if !succeeded {
      let code = parser.parserError.map { ($0 as NSError).code } ?? 0
      throw XibParseError(
        kind: kind(code: code, openElement: nil), line: min(max(parser.lineNumber, 1), lineCount(of: data)),
        column: max(parser.columnNumber, 1))
    }
    guard !reader.elements.isEmpty else { throw XibParseError(kind: .empty, line: 1, column: 1) }
    return XMLTree(elements: reader.elements)
  }

  /// The number of lines in `data`, for clamping positions the parser reports past the end.
  static func lineCount(of data: Data) -> Int {
    data.reduce(into: 1) { count, byte in if byte == 0x0A { count += 1 } }
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    guard failure == nil else { return }
    let index = elements.count
    elements.append(
      XMLTree.Element(
        name: elementName, attributes: attributes, parent: open.last, line: parser.lineNumber,
        column: parser.columnNumber))
    if let parent = open.last { elements[parent].children.append(index) }
    open.append(index)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    guard failure == nil else { return }
    _ = open.popLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard failure == nil, let current = open.last else { return }
    elements[current].text += string
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    guard failure == nil else { return }
    let openElement = open.last.map { elements[$0] }
    failure = XibParseError(
      kind: Self.kind(code: (parseError as NSError).code, openElement: openElement),
      line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
    parser.abortParsing()
  }

  /// The error kind for a libxml2 / `NSXMLParser` error code.
  static func kind(code: Int, openElement: XMLTree.Element?) -> XibParseError.Kind {
    switch code {
    case 4: return .empty
    case 89: return .entityExpansion
    default: return .malformedXML(describe(code: code, openElement: openElement))
    }
  }

  /// A readable message for a libxml2 / `NSXMLParser` syntax error code.
  static func describe(code: Int, openElement: XMLTree.Element?) -> String {
    let open = openElement.map { " (<\($0.name)> opened on line \($0.line) is still open)" } ?? ""
    switch code {
    case 1:
      return "the file exceeds a limit of the XML parser (a text or attribute value over 10,000,000 "
        + "characters?); Interface Builder never writes such values"
    case 5: return "the document ends before every element is closed" + open
    case 9: return "invalid character (a control character, or text in another encoding than declared)"
    case 26: return "undeclared entity (escape '&' as '&amp;')"
    case 29:
      return "the document refers to an external entity, which is not read; Interface Builder never "
        + "writes one: remove the <!DOCTYPE …> block"
    case 31, 32: return "the encoding in the <?xml …?> declaration is unknown; XIBs are UTF-8"
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
    case 81:
      return "the bytes do not match the encoding the file declares; re-save it as UTF-8 (Xcode: "
        + "File inspector › Text Encoding)"
    case 85: return "elements are not well balanced" + open
    case 86: return "extra content after the root element"
    default: return "XML syntax error (libxml2 code \(code))"
    }
  }
}
