import Foundation

/// The `<accessibility key="accessibilityConfiguration">` of a view.
package struct XibAccessibility: Sendable, Equatable {
  /// The VoiceOver label, if set.
  package var label: String?
  /// The VoiceOver hint, if set.
  package var hint: String?
  /// The accessibility identifier (for UI tests), if set.
  package var identifier: String?
  /// Traits switched on, e.g. `button`, `staticText`, `header`.
  package var traits: Set<String>
  /// The line of the element.
  package var line: Int

  /// Reads an `<accessibility>` element.
  init(_ node: XMLNode) {
    label = node["label"]
    hint = node["hint"]
    identifier = node["identifier"]
    line = node.line
    let traitNode = node.child("accessibilityTraits", key: "traits")
    traits = Set(traitNode?.attributes.filter { $0.value == "YES" }.map(\.key) ?? [])
  }
}
