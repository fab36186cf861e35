import Foundation

/// Where a message sits in its container: the platform-neutral part of
/// `SwiftMessages.PresentationStyle`.
package enum PresentationPlacement: Sendable {
  /// Slides down from the top edge (`.top`).
  case top
  /// Slides up from the bottom edge (`.bottom`).
  case bottom
  /// Scales in at the centre (`.center`).
  case center
}
