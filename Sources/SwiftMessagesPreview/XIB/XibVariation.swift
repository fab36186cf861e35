import Foundation

/// A size-class `<variation>` that includes or excludes constraints or subviews.
package struct XibVariation: Sendable, Equatable {
  /// The trait key, e.g. `default` or `widthClass=regular`.
  package var key: String
  /// Ids excluded for this trait collection.
  package var excluded: [String]
  /// Ids included for this trait collection.
  package var included: [String]
  /// Attributes this trait collection overrides, e.g. `spacing` of a stack view or `constant`
  /// of a constraint (`<variation key="widthClass=regular" constant="30"/>`); `key` excluded.
  /// Empty by default.
  package var attributes: [String: String] = [:]
}
