import Foundation

/// What one vertical edge of the masking view (the clipping container between a presentation
/// context and the message) is pinned to: the container's own edge, or a bar's edge.
package enum MaskingAnchor: Equatable, Sendable {
  /// The container's edge (its top for the masking view's top, its bottom for its bottom).
  case container
  /// The bar's facing edge: a navigation bar's bottom for the top, a tab bar's top for the
  /// bottom, so the message appears below or above the bar.
  case bar

  /// Chooses the anchor of one masking edge.
  ///
  /// Only a bar that lies inside the container can anchor: the context decision may name a
  /// bar that is not laid out in it (a floating iPadOS 18 tab bar, a bar of another
  /// hierarchy), and constraining across hierarchies is impossible.
  ///
  /// - Parameter barIsInContainer: whether the context's bar for this edge is a descendant of
  ///   the container; `nil` when the context names no bar.
  /// - Returns: ``bar`` when the bar is in the container, ``container`` otherwise.
  package static func choose(barIsInContainer: Bool?) -> MaskingAnchor {
    barIsInContainer == true ? .bar : .container
  }

  /// Where the masking view goes among the container's subviews: just below the bar the
  /// context names (so a tab bar stays above a bottom message sliding out from under it) when
  /// that bar is one of the container's own subviews, on top otherwise.
  ///
  /// - Parameters:
  ///   - barIndex: the bar's index in the container's `subviews`, `nil` when it is not one.
  ///   - subviewCount: the container's subview count.
  /// - Returns: the index for `insertSubview(_:at:)`.
  package static func insertionIndex(barIndex: Int?, subviewCount: Int) -> Int {
    barIndex ?? subviewCount
  }
}
