import Foundation

extension QueueStateMachine {
  /// What the machine keeps about a visible message besides its phase: its host, the holds
  /// on its auto-hide and its timer.
  struct VisibleMessage: Sendable {
    /// The message, with its phase.
    var entry: Entry
    /// Whether its host has left its window (see ``hostDisappeared(_:at:into:)``): it holds no
    /// place.
    var isOrphaned = false
    /// Whether it never started its show, its host is back in a window, and it waits for a
    /// place (see ``hostReappeared(_:into:)``): it holds no place.
    var awaitsPlace = false
    /// Whether the user drags it (from a pan that began while it animated in or was shown).
    var isPanning = false
    /// Whether the driver paused its auto-hide (``setAutoHidePaused(_:for:at:into:)``).
    var isPausedByDriver = false
    /// When its auto-hide timer fires; `nil` when none is scheduled.
    var autoHideDeadline: TimeInterval?
    /// The auto-hide time kept while a hold freezes it.
    var pausedRemaining: TimeInterval?
    /// When its show animation finished.
    var shownAt: TimeInterval?

    var token: MessageToken { entry.token }
    var id: String { entry.request.id }

    /// Whether it takes one of the ``maximumVisible`` places.
    var holdsPlace: Bool { !isOrphaned && !awaitsPlace }
    /// Whether something holds its auto-hide (a drag or the driver).
    var isAutoHideHeld: Bool { isPanning || isPausedByDriver }
  }

  // MARK: - Stacking

  /// The visible messages (presenting, shown or hiding), newest first: the first one is the
  /// front of a deck and the ``currentToken``. With the default ``maximumVisible`` of 1, at
  /// most one besides orphans. O(``maximumVisible``) plus the orphans.
  ///
  /// The stacking rules, with ``maximumVisible`` above 1:
  /// - **Who becomes visible**: up to ``maximumVisible`` messages are visible at once; when a
  ///   place frees, the waiting message with the highest priority, then the oldest, takes it.
  ///   A higher-priority arrival never evicts a visible message, as with one at a time.
  /// - **Exclusive messages** (``MessageRequest/isExclusive``, a deck's `.center` messages)
  ///   show alone: one becomes visible only when nothing else is, and nothing else becomes
  ///   visible while it is. One waiting at the head of the queue holds back the messages
  ///   behind it until the visible ones have gone (priority and order are kept).
  /// - **Order**: messages are ordered by when they became visible (their `present`); the
  ///   newest is the front. Several presented in one step are presented in queue order, so
  ///   the last of them is the front.
  /// - **Lifecycles**: each visible message has its own show, auto-hide timer, pan pause,
  ///   minimum display time and hide; ``hide(animated:reason:at:into:)`` hides the front;
  ///   ``hide(id:at:into:)``, ``hideCounted(id:at:into:)``, ``hideAll(at:into:)``,
  ///   ``current(id:)`` and content updates cover every visible message.
  /// - **Pause**: ``pauseBetweenMessages`` runs only when the last visible message has gone
  ///   (so one at a time keeps SwiftMessages' rule exactly). A message that leaves a deck still
  ///   showing others frees its place at once: the deck stays on screen, so there is no empty
  ///   moment for the pause to mark, and a pause per place would hold a new card back while
  ///   the user still reads the others.
  /// - **Timers behind the front**: the queue runs every visible message's timer; a deck that
  ///   hides cards behind its front pauses them with ``setAutoHidePaused(_:for:at:into:)``
  ///   (the front's runs, those behind are paused, an expanded deck pauses all), and a paused
  ///   card resumes with the time it had left.
  /// - **Capacity** (``capacity``) bounds the waiting messages only.
  /// - **Orphans** (a host out of its window) stay visible but take no place; one that comes
  ///   back after it was seen takes its place back at once, one that never showed waits for a
  ///   free place ahead of the queue (``hostDisappeared(_:at:into:)``,
  ///   ``hostReappeared(_:into:)``). So more than ``maximumVisible`` messages can be listed.
  var visibleTokens: [MessageToken] { visible.reversed().map(\.token) }

  /// Changes ``maximumVisible`` (values below 1 become 1) and, when it grows, presents
  /// waiting messages in the new places at once. A smaller maximum hides nothing: the visible
  /// messages stay until they hide, and no new one shows until fewer than the maximum remain.
  ///
  /// - Parameters:
  ///   - maximum: the new maximum number of visible messages.
  ///   - actions: receives what the driver must do now, appended in order.
  mutating func setMaximumVisible(_ maximum: Int, into actions: inout [QueueAction]) {
    maximumVisible = maximum
    dequeueIfPossible(into: &actions)
  }

  // MARK: - Internals

  /// The index in ``visible`` of `token`, searching from the front (the usual subject).
  @inline(__always)
  func visibleIndex(of token: MessageToken) -> Int? {
    var index = visible.count - 1
    while index >= 0 {
      if visible[index].token == token { return index }
      index -= 1
    }
    return nil
  }

  /// The phase of the visible message at `index` in ``visible``.
  func phase(ofVisible index: Int) -> Phase { visible[index].entry.phase }

  /// Forgets the visible message at `index` in ``visible``.
  mutating func removeVisible(at index: Int) {
    forget(visible[index].entry)
    setOrphaned(false, at: index)
    setAwaitsPlace(false, at: index)
    if index == visible.count - 1 {
      visible.removeLast()
    } else {
      visible.remove(at: index)
    }
  }

  /// Marks the visible message at `index` as orphaned or not, keeping ``orphanCount``.
  mutating func setOrphaned(_ orphaned: Bool, at index: Int) {
    guard visible[index].isOrphaned != orphaned else { return }
    visible[index].isOrphaned = orphaned
    orphanCount += orphaned ? 1 : -1
  }

  /// Marks the visible message at `index` as waiting for a place or not, keeping
  /// ``awaitingPlaceCount``.
  mutating func setAwaitsPlace(_ awaits: Bool, at index: Int) {
    guard visible[index].awaitsPlace != awaits else { return }
    visible[index].awaitsPlace = awaits
    awaitingPlaceCount += awaits ? 1 : -1
  }

  /// The orphaned visible messages that a request with `id` would duplicate.
  func orphanedDuplicateTargets(id: String) -> [MessageToken] {
    visible.compactMap { message in
      guard message.isOrphaned, message.id == id, message.entry.isDuplicateTarget else {
        return nil
      }
      return message.token
    }
  }

  /// Gives a place to the oldest message whose host came back before it ever showed: it is
  /// presented again (the driver starts its show). Returns false when none waits.
  mutating func grantPlaceToReturnedMessage(into actions: inout [QueueAction]) -> Bool {
    guard awaitingPlaceCount > 0, let index = visible.firstIndex(where: \.awaitsPlace) else {
      return false
    }
    setAwaitsPlace(false, at: index)
    actions.append(.present(visible[index].token))
    return true
  }
}
