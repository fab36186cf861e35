import Foundation

/// Which touches on SwiftMessages' passthrough window and view reach the app behind them.
package enum PassthroughHit {
  /// Whether a hit passes through (hit testing returns `nil`) instead of being taken.
  ///
  /// A touch passes through when it lands on the container itself (the window, or the root
  /// view) unless the container takes touches (a modal dim with a tap handler), and when it
  /// lands on a view that only wraps the root view (a private system container such as
  /// `UIDropShadowView` on iPad, which would otherwise make every message modal). A touch on a
  /// message or its subviews is taken.
  ///
  /// - Parameters:
  ///   - hitIsContainer: the hit view is the window or the passthrough view itself.
  ///   - containerTakesTouches: the container has a tap handler (modal dim modes).
  ///   - hitIsRoot: the hit view is the window's root view.
  ///   - hitContainsRoot: the window's root view is the hit view or inside it.
  package static func passesThrough(
    hitIsContainer: Bool, containerTakesTouches: Bool, hitIsRoot: Bool = false, hitContainsRoot: Bool = false
  ) -> Bool {
    (hitIsContainer && !containerTakesTouches) || (hitContainsRoot && !hitIsRoot)
  }
}
