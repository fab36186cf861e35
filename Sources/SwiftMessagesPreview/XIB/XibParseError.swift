import Foundation

/// Why an XIB could not be read, with the position of the problem.
package struct XibParseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The kind of failure.
  package enum Kind: Sendable, Equatable {
    /// The data is not well-formed XML; the associated value describes the syntax error.
    case malformedXML(String)
    /// The data is empty or only white space.
    case empty
    /// The data is binary, not text; `compiledNib` when it is a compiled `.nib` (the
    /// `NIBArchive` or binary property list Xcode builds from a XIB).
    case binary(compiledNib: Bool)
    /// The data is text but not XML; the associated value is how it starts.
    case notXML(start: String)
    /// The bytes are not valid in the encoding the document is read with (`UTF-8` when it
    /// declares none); `byte` is the first offending byte.
    case invalidEncoding(declared: String, byte: UInt8)
    /// An entity expands into itself or into far more text than the document holds (an
    /// "entity expansion bomb"). Interface Builder never declares entities.
    case entityExpansion
    /// The root element is not an Interface Builder `<document>`; the associated value is its name.
    case notAnInterfaceBuilderDocument(rootElement: String)
  }

  /// The kind of failure.
  package var kind: Kind
  /// The 1-based line of the problem.
  package var line: Int
  /// The 1-based column of the problem as reported by the XML parser.
  package var column: Int

  /// The problem without its position, with what to do about it, e.g.
  /// `malformed XML: '>' expected at the end of a tag`.
  package var message: String {
    switch kind {
    case .malformedXML(let detail): return "malformed XML: \(detail)"
    case .empty: return "the file is empty; a XIB is the XML file Interface Builder saves"
    case .binary(compiledNib: true):
      return "this is a compiled nib (binary), not a XIB: lint the .xib file Interface Builder "
        + "edits; the .nib files inside a built app cannot be read back"
    case .binary(compiledNib: false):
      return "the file is binary, not text (it contains NUL bytes); a XIB is the XML text file "
        + "Interface Builder saves, starting with <?xml"
    case .notXML(let start):
      return "the file is not XML: it starts with \"\(start)\" instead of \"<?xml\"; a XIB is the "
        + "XML file Interface Builder saves"
    case .invalidEncoding(let declared, let byte):
      let hex = String(byte, radix: 16, uppercase: true)
      return "byte 0x\(hex.count == 1 ? "0" + hex : hex) is not valid \(declared): the file was "
        + "probably saved in another encoding (such as Latin-1 or Windows-1252) than the one it "
        + "declares; re-save it as \(declared) (Xcode: File inspector › Text Encoding) or correct "
        + "the encoding in its <?xml …?> declaration"
    case .entityExpansion:
      return "an entity expands into itself or into far more text than the file holds (an "
        + "entity expansion attack?); Interface Builder never declares entities: remove the "
        + "<!DOCTYPE …> block or re-save the nib in Xcode"
    case .notAnInterfaceBuilderDocument(let root):
      return "not an Interface Builder document: the root element is <\(root)>, expected <document>"
    }
  }

  /// `line L, column C: message`.
  package var description: String { "line \(line), column \(column): \(message)" }
}
