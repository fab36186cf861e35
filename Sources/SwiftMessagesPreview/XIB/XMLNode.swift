import Foundation

/// A generic XML element with the position of its start tag: the parser's first stage.
///
/// ``XibParser`` reads the XML into a tree of these nodes, then maps the tree onto the typed
/// ``XibDocument`` model.
struct XMLNode: Sendable, Equatable {
  /// The element name, e.g. `label`.
  var name: String
  /// The attributes as written.
  var attributes: [String: String]
  /// The child elements, in document order.
  var children: [XMLNode] = []
  /// The character data directly inside the element (used by `<string key="text">`).
  var text: String = ""
  /// The 1-based line of the start tag.
  var line: Int
  /// The 1-based column reported by the XML parser for the start tag.
  var column: Int

  /// The attribute named `key`, if present.
  subscript(key: String) -> String? { attributes[key] }

  /// Whether the attribute `key` is `YES`.
  func flag(_ key: String) -> Bool { attributes[key] == "YES" }

  /// The attribute `key` as a number, if present and numeric.
  func number(_ key: String) -> Double? { attributes[key].flatMap(Double.init) }

  /// The children named `name`.
  func children(named name: String) -> [XMLNode] { children.filter { $0.name == name } }

  /// The first child named `name` whose `key` attribute is `key` (or any key when `nil`).
  func child(_ name: String, key: String? = nil) -> XMLNode? {
    children.first { $0.name == name && (key == nil || $0["key"] == key) }
  }
}
