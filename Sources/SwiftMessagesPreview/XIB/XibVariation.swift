import Foundation

/// A size-class variation that includes or excludes constraints or subviews.
///
/// ```xml
/// <variation key="heightClass=regular-widthClass=regular">
///     <mask key="constraints"><include reference="aB3-cD-4eF"/></mask>
/// </variation>
/// ```
public struct XibVariation: Sendable, Equatable {
  /// The trait key, e.g. `default` or `widthClass=regular`.
  public var key: String
  /// Ids excluded for this trait collection.
  public var excluded: [String]
  /// Ids included for this trait collection.
  public var included: [String]
  /// The line of the `<variation>` element.
  public var line: Int
  /// Attributes this trait collection overrides, e.g. `spacing` of a stack view or `constant`
  /// of a constraint (`<variation key="widthClass=regular" constant="30"/>`); `key` excluded.
  /// Empty by default.
  public var attributes: [String: String] = [:]
}
