import Foundation

/// What one vertical edge of the masking view (the clipping container between a presentation
/// context and the message) is pinned to: the container's own edge, or a bar's edge.
package enum MaskingAnchor: Sendable {
  /// The container's edge (its top for the masking view's top, its bottom for its bottom).
  case container
  /// The bar's facing edge: a navigation bar's bottom for the top, a tab bar's top for the
  /// bottom, so the message appears below or above the bar.
  case bar

  /// ``bar`` only when the context's bar is inside the container (a floating iPadOS 18 tab bar or
  /// another hierarchy's bar cannot be constrained to), ``container`` otherwise.
  package static func choose(barIsInContainer: Bool?) -> MaskingAnchor {
    barIsInContainer == true ? .bar : .container
  }

  /// The `insertSubview(_:at:)` index: just below the context's bar when it is a direct subview
  /// (so a tab bar stays above a bottom message sliding from under it), on top otherwise.
  package static func insertionIndex(barIndex: Int?, subviewCount: Int) -> Int {
    barIndex ?? subviewCount
  }
}
