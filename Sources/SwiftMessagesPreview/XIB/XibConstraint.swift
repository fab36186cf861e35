import Foundation

/// An Interface Builder constraint: a missing `firstItem`, or a missing `secondItem` with a second
/// attribute, means the view holding the constraint; a constant-only one has neither second item
/// nor attribute.
package struct XibConstraint: Sendable, Equatable {
  /// The constraint id.
  package var id: String
  /// The `firstItem` id as written; `nil` means the containing view.
  package var firstItem: String?
  /// The first attribute, e.g. `leading` or `topMargin`.
  package var firstAttribute: String
  /// The `secondItem` id as written; `nil` means the containing view or no item.
  package var secondItem: String?
  /// The second attribute; `nil` for constant-only constraints.
  package var secondAttribute: String?
  /// The relation. `.equal` by default.
  package var relation: ConstraintRelation
  /// The multiplier; `1` by default. Ratios such as `1:2` are converted to `0.5`.
  package var multiplier: Double
  /// The constant; `0` by default.
  package var constant: Double
  /// The priority; `1000` (required) by default.
  package var priority: Float
  /// The id of the view holding the constraint (its `<constraints>` parent).
  package var containerID: String
  /// The line of the `<constraint>` element.
  package var line: Int
  /// Size-class variations of the constraint's attributes, e.g. a `constant` for
  /// `widthClass=regular`. Empty by default.
  package var variations: [XibVariation] = []

  /// The id of the first item, resolving a missing `firstItem` to the containing view.
  package var resolvedFirstItem: String { firstItem ?? containerID }

  /// The id of the second item, resolving a missing `secondItem` to the containing view when
  /// there is a second attribute; `nil` for constant-only constraints.
  package var resolvedSecondItem: String? {
    if let secondItem { return secondItem }
    return secondAttribute == nil ? nil : containerID
  }

  /// Parses a multiplier written as a decimal (`0.5`) or a ratio (`1:2`).
  static func parseMultiplier(_ text: String?) -> Double {
    guard let text else { return 1 }
    let parts = text.split(separator: ":")
    if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]),
      denominator != 0
    {
      return numerator / denominator
    }
    return Double(text) ?? 1
  }
}
