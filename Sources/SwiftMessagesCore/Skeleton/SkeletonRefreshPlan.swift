import Foundation

/// What one refresh of a skeleton root changes on its views, from the ``Skeletonizer/Plan`` of
/// the tree just read: what to cover (and hide), what to give room, what to observe. The UIKit
/// overlay applies it; nothing here reads a view.
package struct SkeletonRefreshPlan: Hashable, Sendable {
  /// What the root's skeleton asks of each view, by node id. The root is never made
  /// transparent or hidden (the overlay is its subview); see ``rootConcealment``.
  package var cover: [Int: SkeletonCoverRequest] = [:]
  /// How the root's own content is hidden when the root is itself a leaf (a label).
  package var rootConcealment: SkeletonLeafConcealment = .none
  /// Whether the root stops being a VoiceOver element while the skeleton shows: a root label
  /// whose text is only cleared was still read aloud; the overlay's "Loading" element stands
  /// for it instead.
  package var rootLeavesVoiceOver: Bool { rootConcealment == .clearText }
  /// The views to observe, by node id, and what of their geometry matters.
  package var observed: [Int: SkeletonObservation] = [:]

  /// The plan for `plan`, made of the tree under `root`. `scrollViewIDs` are the reached
  /// views that scroll (a scroll view's bounds origin moves on every scroll frame).
  package init(plan: Skeletonizer.Plan, root: SkeletonNode, scrollViewIDs: Set<Int> = []) {
    for id in plan.leafIDs { cover[id, default: .init()].hidesContent = true }
    for id in plan.hiddenIDs { cover[id, default: .init()].hidesView = true }
    for id in plan.interactionDisabledIDs { cover[id, default: .init()].disablesInteraction = true }
    if let own = cover[root.id] {
      cover[root.id] = SkeletonCoverRequest(disablesInteraction: own.disablesInteraction)
      rootConcealment = own.hidesContent ? Skeletonizer.concealment(ofLeaf: root, isRoot: true) : .none
    }
    let hosts = Set(plan.cellHostIDs)
    for id in plan.reachedIDs where id != root.id || !scrollViewIDs.contains(id) {
      observed[id] = SkeletonObservation(
        isScrollView: scrollViewIDs.contains(id), isCellHost: hosts.contains(id))
    }
  }

  /// Whether views that ask to be hidden are still shown (`isShown` reads one by node id): they
  /// are hidden first and the tree read again, so stack views lay out without them.
  package static func hidesFirst(_ plan: Skeletonizer.Plan, root: SkeletonNode, isShown: (Int) -> Bool)
    -> Bool
  {
    plan.hiddenIDs.contains { $0 != root.id && isShown($0) }
  }

  /// The minimum heights to set and to remove so that exactly the text leaves the core asks
  /// room for have it (`wanted`, ``Skeletonizer/minimumTextHeights(for:)``): a label revealed by
  /// a `hideSkeleton()` on its subtree loses its constraint at once. `current` are the heights
  /// set now.
  package static func textRoom<Key: Hashable>(current: [Key: Double], wanted: [(key: Key, height: Double)])
    -> (set: [(key: Key, height: Double)], remove: [Key])
  {
    let keys = Set(wanted.map(\.key))
    return (wanted.filter { current[$0.key] != $0.height }, current.keys.filter { !keys.contains($0) })
  }

  /// The keys in `listed` that are not in `current` (to start), and those of `current` that
  /// `listed` no longer holds (to end), for the cell hosts of successive refreshes.
  package static func membership<Key: Hashable>(current: [Key], listed: [Key]) -> (
    added: [Key], removed: [Key]
  ) {
    let now = Set(listed)
    let before = Set(current)
    return (listed.filter { !before.contains($0) }, current.filter { !now.contains($0) })
  }
}

/// What of a covered view's geometry makes its skeleton refresh (re-read, re-plan, redraw).
package enum SkeletonObservation: Hashable, Sendable {
  /// Any change of its bounds or position.
  case frame
  /// A change of its size or position only: a table or collection view whose cells carry
  /// their own skeletons. Its bounds origin moves on every scroll frame, and nothing the
  /// enclosing skeleton draws depends on it; re-planning the whole screen 60 times a second
  /// while a list scrolls under a screen skeleton was the cost to avoid.
  case size

  /// The observation of a reached view.
  init(isScrollView: Bool, isCellHost: Bool) {
    self = isScrollView && isCellHost ? .size : .frame
  }

  /// Whether a bounds change from `old` to `new` needs a refresh.
  package func refreshes(from old: SkeletonRect, to new: SkeletonRect) -> Bool {
    switch self {
    case .frame: old != new
    case .size: old.width != new.width || old.height != new.height
    }
  }
}
