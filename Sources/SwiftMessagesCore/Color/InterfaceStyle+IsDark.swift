import Foundation

extension InterfaceStyle {
  /// The style of a trait collection that is dark (`.dark`) or not (`.light`: light and
  /// unspecified alike, as UIKit resolves dynamic colours).
  package init(isDark: Bool) {
    self = isDark ? .dark : .light
  }
}
