import Foundation

/// The last `showSkeleton()` or `hideSkeleton()` called on one view, stamped with a sequence
/// number that grows with every call.
///
/// A call on a view applies to its whole subtree, as SkeletonView's recursive show and hide:
/// the state of a view is the mark with the **highest** sequence among the view itself and its
/// ancestors up to the skeleton root. So `cell.hideSkeleton()` under an active root reveals
/// that cell only (progressive reveal), a later `cell.showSkeleton()` covers it again in the
/// same overlay, and a later `root.hideSkeleton()` or `root.showSkeleton()` overrides every
/// mark below it. No mark ever needs clearing.
package struct SkeletonMark: Sendable {
  /// `true` for a show, `false` for a hide.
  var isShown: Bool
  /// The call's place in the order of all calls; a higher number is a later call.
  var sequence: Int

  /// Creates a mark.
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
