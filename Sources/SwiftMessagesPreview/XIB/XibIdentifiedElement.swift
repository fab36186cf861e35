import Foundation

/// An element carrying an object id (view, constraint, connection, layout guide, placeholder…), all
/// kept in document order in ``XibDocument/identifiedElements`` for duplicate and reference checks.
package struct XibIdentifiedElement: Sendable, Equatable {
  /// The object id.
  package var id: String
  /// The element name, e.g. `label` or `constraint`; for a layout guide, its key, e.g.
  /// `safeArea`, `contentLayoutGuide` or `frameLayoutGuide`.
  package var name: String
  /// The line of the element.
  package var line: Int

  /// Whether this layout guide is the safe-area guide (present when the document sets
  /// `useSafeAreas`).
  package var isSafeArea: Bool { name == "safeArea" }
}
