import Foundation

extension QueueStateMachine {
  // MARK: - Stacking

  /// The visible messages (presenting, shown or hiding), newest (the front, ``currentToken``)
  /// first. ``capacity`` bounds waiting messages only; orphans take no place, so more than
  /// ``maximumVisible`` may be listed.
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

  mutating func removeVisible(at index: Int) {
    forget(visible[index])
    setOrphaned(false, at: index)
    setAwaitsPlace(false, at: index)
    if index == visible.count - 1 {
      visible.removeLast()
      autoHides.removeLast()
    } else {
      visible.remove(at: index)
      autoHides.remove(at: index)
    }
  }

  /// Marks the visible message at `index` as orphaned or not, keeping ``orphanCount``.
  mutating func setOrphaned(_ orphaned: Bool, at index: Int) {
    guard visible[index].isOrphaned != orphaned else { return }
    visible[index].isOrphaned = orphaned
    orphanCount += orphaned ? 1 : -1
  }

  /// Marks the visible message at `index` as waiting for a place or not, keeping ``awaitingPlaceCount``.
  mutating func setAwaitsPlace(_ awaits: Bool, at index: Int) {
    guard visible[index].awaitsPlace != awaits else { return }
    visible[index].awaitsPlace = awaits
    awaitingPlaceCount += awaits ? 1 : -1
  }

  /// Presents again the oldest message whose host came back before it ever showed; false if none waits.
  mutating func grantPlaceToReturnedMessage(into actions: inout [QueueAction]) -> Bool {
    guard awaitingPlaceCount > 0, let index = visible.firstIndex(where: \.awaitsPlace) else {
      return false
    }
    setAwaitsPlace(false, at: index)
    actions.append(.present(visible[index].token))
    return true
  }
}
