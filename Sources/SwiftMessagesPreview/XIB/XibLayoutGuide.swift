import Foundation

/// A layout guide a view exposes to constraints, e.g. `<viewLayoutGuide key="safeArea">`.
package struct XibLayoutGuide: Sendable, Equatable {
  /// The guide, e.g. `safeArea`, `contentLayoutGuide` or `frameLayoutGuide`.
  package var key: String
  /// The id constraints use to refer to the guide.
  package var id: String
  /// The line of the element.
  package var line: Int

  /// Whether this is the safe-area guide (present when the document sets `useSafeAreas`).
  package var isSafeArea: Bool { key == "safeArea" }
}
