import Foundation

/// What one refresh of a skeleton root changes on its views, from the plan of the tree just
/// read: what to cover (and hide), what to give room, what to observe. The UIKit overlay
/// applies it; nothing here reads a view.
extension Skeletonizer.Plan {
  /// What the root's skeleton asks of each view, by node id, each once: leaves are covered (and
  /// stop taking touches unless they keep them), views that ask are hidden. The root is never
  /// made transparent or hidden (the overlay is its subview); see ``clearsRootText``.
  package var coverRequests: [(id: Int, request: SkeletonCoverRequest)] {
    let root = reachedIDs.first
    let leaves = leafIDs.map { id in
      (
        id: id,
        request: SkeletonCoverRequest(
          hidesContent: id != root, disablesInteraction: !interactionKeepingLeafIDs.contains(id))
      )
    }
    return leaves + hiddenIDs.map { (id: $0, request: SkeletonCoverRequest(hidesView: $0 != root)) }
  }

  /// The views to observe, by node id, and what of their geometry matters. `scrollViewIDs`
  /// are the reached views that scroll (a scroll view's bounds origin moves on every scroll
  /// frame); a scrolling root is not observed.
  package func observations(scrollViewIDs: [Int] = []) -> [(id: Int, observation: SkeletonObservation)] {
    var observed: [(id: Int, observation: SkeletonObservation)] = []
    for id in reachedIDs {
      let scrolls = scrollViewIDs.contains(id)
      guard !scrolls || id != reachedIDs.first else { continue }
      observed.append((id, scrolls && cellHostIDs.contains(id) ? .size : .frame))
    }
    return observed
  }

  /// Whether views that ask to be hidden are still shown (`isShown` reads one by node id): they
  /// are hidden first and the tree read again, so stack views lay out without them.
  package func hidesFirst(isShown: (Int) -> Bool) -> Bool {
    hiddenIDs.contains { $0 != reachedIDs.first && isShown($0) }
  }

  /// The minimum heights to set and remove, given those set now (`current`), so exactly the text
  /// leaves in `wanted` (``Skeletonizer/Plan/textHeights``) have one: a revealed label loses it at
  /// once. Keys are view addresses.
  package static func textRoom(current: [(key: Int, height: Double)], wanted: [(key: Int, height: Double)])
    -> (set: [(key: Int, height: Double)], remove: [Int])
  {
    (
      wanted.filter { leaf in !current.contains { $0.key == leaf.key && $0.height == leaf.height } },
      current.filter { leaf in !wanted.contains { $0.key == leaf.key } }.map(\.key)
    )
  }

  /// The keys in `listed` that are not in `current` (to start), and those of `current` that
  /// `listed` no longer holds (to end), for the cell hosts of successive refreshes.
  package static func membership<Key: Equatable>(current: [Key], listed: [Key]) -> (
    added: [Key], removed: [Key]
  ) {
    (listed.filter { !current.contains($0) }, current.filter { !listed.contains($0) })
  }
}

/// What of a covered view's geometry makes its skeleton refresh (re-read, re-plan, redraw).
package enum SkeletonObservation: Sendable {
  /// Any change of its bounds or position.
  case frame
  /// A change of its size or position only: a table or collection view whose cells carry their
  /// own skeletons (its bounds origin moves every scroll frame: re-planning 60 times a second).
  case size

  /// Whether a bounds change from `old` to `new` needs a refresh.
  package func refreshes(from old: SkeletonRect, to new: SkeletonRect) -> Bool {
    switch self {
    case .frame: old != new
    case .size: old.width != new.width || old.height != new.height
    }
  }
}
