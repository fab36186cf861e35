import Foundation

/// A whole XML document as a flat element list in document order (root is element 0), children and
/// parent by index so no walk recurses, however deeply a hostile file nests.
struct XMLTree: Sendable, Equatable {
  /// One element with the position of its start tag.
  struct Element: Sendable, Equatable {
    /// The element name, e.g. `label`.
    var name: String
    /// The attributes as written.
    var attributes: [String: String]
    /// The indices of the child elements, in document order.
    var children: [Int] = []
    /// The index of the parent element; `nil` for the root.
    var parent: Int?
    /// The character data directly inside the element (used by `<string key="text">`).
    var text: String = ""
    /// The 1-based line of the start tag.
    var line: Int
    /// The 1-based column reported by the XML parser for the start tag.
    var column: Int
  }

  /// The elements in document order (a parent before its children).
  var elements: [Element]

  /// The root element.
  var root: XMLNode { XMLNode(tree: self, index: 0) }
}

/// One element of an ``XMLTree``, with the helpers the XIB mapping uses.
struct XMLNode: Sendable {
  /// The tree the element belongs to (shared storage; copying a node copies no elements).
  let tree: XMLTree
  /// The element's index in ``XMLTree/elements``.
  let index: Int

  private var element: XMLTree.Element { tree.elements[index] }

  /// The element name, e.g. `label`.
  var name: String { element.name }
  /// The attributes as written.
  var attributes: [String: String] { element.attributes }
  /// The character data directly inside the element.
  var text: String { element.text }
  /// The 1-based line of the start tag.
  var line: Int { element.line }
  /// The 1-based column reported by the XML parser for the start tag.
  var column: Int { element.column }
  /// The child elements, in document order.
  var children: [XMLNode] { element.children.map { XMLNode(tree: tree, index: $0) } }

  /// The attribute named `key`, if present.
  subscript(key: String) -> String? { element.attributes[key] }

  /// Whether the attribute `key` is `YES`.
  func flag(_ key: String) -> Bool { self[key] == "YES" }

  /// The attribute `key` as a number, if present and numeric.
  func number(_ key: String) -> Double? { self[key].flatMap(Double.init) }

  /// The children named `name`.
  func children(named name: String) -> [XMLNode] { children.filter { $0.name == name } }

  /// The first child named `name` whose `key` attribute is `key` (or any key when `nil`).
  func child(_ name: String, key: String? = nil) -> XMLNode? {
    for child in element.children {
      let candidate = tree.elements[child]
      if candidate.name == name && (key == nil || candidate.attributes["key"] == key) {
        return XMLNode(tree: tree, index: child)
      }
    }
    return nil
  }
}
