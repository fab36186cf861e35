import Foundation

/// An element that carries an object id: a view, constraint, connection, layout guide,
/// placeholder, gesture recognizer…
///
/// The document keeps every one of them, in document order (``XibDocument/identifiedElements``),
/// so ids can be checked for duplicates and references can be resolved; a view keeps its layout
/// guides (``XibObject/layoutGuides``) as such elements too.
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
