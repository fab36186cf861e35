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

  /// The visible messages (presenting, shown or hiding), newest (the front, ``currentToken``)
  /// first. With ``maximumVisible`` above 1: a freed place goes to the highest-priority, then
  /// oldest, waiting message (nothing is evicted); an exclusive message
  /// (``MessageRequest/isExclusive``) shows alone and holds back the queue behind it;
  /// ``pauseBetweenMessages`` runs only once the last visible message has gone; ``capacity`` bounds
  /// waiting messages only; orphans take no place, so more than ``maximumVisible`` may be listed.
  var visibleTokens: [MessageToken] { visible.reversed().map(\.token) }

  /// Sets ``maximumVisible`` (at least 1), presenting waiting messages in new places at once; a
  /// smaller maximum hides nothing, but nothing new shows until fewer than it remain.
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
