import Foundation

/// Any element that carries an object id: a view, constraint, connection, layout guide,
/// placeholder, gesture recognizer…
///
/// The document keeps every one of them, in document order, so ids can be checked for
/// duplicates and references can be resolved.
package struct XibIdentifiedElement: Sendable, Equatable {
  /// The object id.
  package var id: String
  /// The element name, e.g. `label` or `constraint`.
  package var elementName: String
  /// The line of the element.
  package var line: Int
}
