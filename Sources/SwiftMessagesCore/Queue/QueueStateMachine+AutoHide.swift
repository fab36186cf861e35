import Foundation

extension QueueStateMachine {
  // MARK: - Holding auto-hide

  /// The user started dragging a visible message: auto-hide is paused, keeping the remaining
  /// time. A drag that starts while the message still animates in holds its auto-hide back
  /// until the drag ends (SwiftMessages clears its auto-hide token for the same reason). A
  /// second begin without an end changes nothing.
  mutating func panBegan(
    _ token: MessageToken, at now: TimeInterval, into actions: inout [QueueAction]
  ) {
    guard let index = visibleIndex(of: token) else { return }
    switch phase(ofVisible: index) {
    case .presenting(true, _):
      visible[index].isPanning = true
    case .shown:
      visible[index].isPanning = true
      freezeAutoHide(at: index, now: now, into: &actions)
    default:
      return
    }
  }

  /// The drag ended and the message snapped back: auto-hide restarts with the full interval,
  /// as SwiftMessages does (the user just read it: a 2 s toast grabbed at 1.8 s stays 2 s
  /// more, not 0.2 s), unless ``setAutoHidePaused(_:for:at:into:)`` still holds it; then the
  /// full interval runs when that hold ends.
  mutating func panEnded(
    _ token: MessageToken, at now: TimeInterval, into actions: inout [QueueAction]
  ) {
    guard let index = visibleIndex(of: token), visible[index].isPanning else { return }
    visible[index].isPanning = false
    guard visible[index].pausedRemaining != nil else { return }
    restartAutoHide(at: index, now: now, into: &actions)
  }

  /// Pauses (`true`) or resumes (`false`) the auto-hide of a visible message, keeping the time
  /// it has left (unlike a pan, whose end restarts the full interval): the way a deck applies "the front card's timer runs, cards
  /// behind are paused; an expanded deck pauses all". Not paused by default.
  ///
  /// The pause is independent of a pan: the timer runs only when neither holds the message,
  /// and resumes with the remainder frozen when the first hold began (the full interval if a
  /// drag ended meanwhile). A message paused while
  /// it animates in starts its auto-hide paused, with the full interval. Setting the state it
  /// already has does nothing; messages that are not visible, and messages without auto-hide
  /// (`.forever`, `.indefinite`), are ignored. O(1) for a fixed ``maximumVisible``.
  ///
  /// - Parameters:
  ///   - paused: `true` to hold the timer, `false` to let it run again.
  ///   - token: the visible message.
  ///   - now: the current time, in seconds.
  ///   - actions: receives the timer actions, appended in order.
  mutating func setAutoHidePaused(
    _ paused: Bool, for token: MessageToken, at now: TimeInterval, into actions: inout [QueueAction]
  ) {
    guard let index = visibleIndex(of: token), visible[index].isPausedByDriver != paused else {
      return
    }
    visible[index].isPausedByDriver = paused
    if paused {
      freezeAutoHide(at: index, now: now, into: &actions)
    } else {
      resumeAutoHide(at: index, now: now, into: &actions)
    }
  }

  // MARK: - Internals

  /// Starts the full auto-hide interval of the shown message at `index` again (cancelling a
  /// running timer), or keeps it frozen in full while something holds the message.
  mutating func restartAutoHide(
    at index: Int, now: TimeInterval, into actions: inout [QueueAction]
  ) {
    guard phase(ofVisible: index) == .shown,
      let interval = autoHideInterval(of: visible[index].entry.request)
    else { return }
    if visible[index].isAutoHideHeld {
      visible[index].pausedRemaining = interval
      return
    }
    let token = visible[index].token
    if visible[index].autoHideDeadline != nil { actions.append(.cancel(.autoHide(token))) }
    visible[index].pausedRemaining = nil
    visible[index].autoHideDeadline = now + interval
    actions.append(.schedule(.autoHide(token), after: interval))
  }

  /// Stops the running auto-hide timer of the visible message at `index`, keeping the time
  /// it had left.
  private mutating func freezeAutoHide(
    at index: Int, now: TimeInterval, into actions: inout [QueueAction]
  ) {
    guard phase(ofVisible: index) == .shown, let deadline = visible[index].autoHideDeadline else {
      return
    }
    actions.append(.cancel(.autoHide(visible[index].token)))
    visible[index].autoHideDeadline = nil
    visible[index].pausedRemaining = max(0, deadline - now)
  }

  /// Restarts the frozen auto-hide of the visible message at `index` with the time it had
  /// left, once nothing holds it.
  private mutating func resumeAutoHide(
    at index: Int, now: TimeInterval, into actions: inout [QueueAction]
  ) {
    guard !visible[index].isAutoHideHeld, phase(ofVisible: index) == .shown,
      let remaining = visible[index].pausedRemaining
    else { return }
    visible[index].pausedRemaining = nil
    visible[index].autoHideDeadline = now + remaining
    actions.append(.schedule(.autoHide(visible[index].token), after: remaining))
  }
}
