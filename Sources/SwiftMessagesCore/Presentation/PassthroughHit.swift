import Foundation

/// Which touches on SwiftMessages' passthrough window and view reach the app behind them.
package enum PassthroughHit {
  /// A hit on the container passes through unless it takes touches (a modal dim with a tap
  /// handler); so does one on a view that only wraps the root view (such as iPad's private
  /// `UIDropShadowView`, which would otherwise make every message modal).
  package static func passesThrough(
    hitIsContainer: Bool, containerTakesTouches: Bool, hitIsRoot: Bool = false, hitContainsRoot: Bool = false
  ) -> Bool {
    (hitIsContainer && !containerTakesTouches) || (hitContainsRoot && !hitIsRoot)
  }
}
