import Foundation

/// The last `showSkeleton()` or `hideSkeleton()` called on one view, with a sequence number that
/// grows with every call. As in SkeletonView a call covers the subtree: a view's state is the mark
/// with the highest sequence among it and its ancestors up to the root, so a cell's hide reveals
/// that cell only, a later call on the root overrides every mark below, and none needs clearing.
package struct SkeletonMark: Sendable {
  /// `true` for a show, `false` for a hide.
  var isShown: Bool
  /// The call's place in the order of all calls; a higher number is a later call.
  var sequence: Int

  package init(isShown: Bool, sequence: Int) {
    self.isShown = isShown
    self.sequence = sequence
  }

  /// The mark that wins between an inherited one and a view's own: the later call.
  static func latest(_ inherited: SkeletonMark, _ own: SkeletonMark?) -> SkeletonMark {
    guard let own, own.sequence > inherited.sequence else { return inherited }
    return own
  }
}
