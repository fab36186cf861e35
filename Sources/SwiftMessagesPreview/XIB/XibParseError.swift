import Foundation

/// Why an XIB could not be read, with the position of the problem.
public struct XibParseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The kind of failure.
  public enum Kind: Sendable, Equatable {
    /// The data is not well-formed XML; the associated value describes the syntax error.
    case malformedXML(String)
    /// The data holds no XML element at all.
    case empty
    /// The root element is not an Interface Builder `<document>`; the associated value is its name.
    case notAnInterfaceBuilderDocument(rootElement: String)
  }

  /// The kind of failure.
  public var kind: Kind
  /// The 1-based line of the problem.
  public var line: Int
  /// The 1-based column of the problem as reported by the XML parser.
  public var column: Int

  /// Creates an error of `kind` at `line` and `column`.
  public init(kind: Kind, line: Int, column: Int) {
    self.kind = kind
    self.line = line
    self.column = column
  }

  /// The problem without its position, e.g. `malformed XML: '>' expected at the end of a tag`.
  public var message: String {
    switch kind {
    case .malformedXML(let detail): return "malformed XML: \(detail)"
    case .empty: return "malformed XML: the document is empty"
    case .notAnInterfaceBuilderDocument(let root):
      return "not an Interface Builder document: the root element is <\(root)>, expected <document>"
    }
  }

  /// `line L, column C: message`.
  public var description: String { "line \(line), column \(column): \(message)" }
}
