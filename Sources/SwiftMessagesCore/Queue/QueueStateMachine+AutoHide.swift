import Foundation

extension QueueStateMachine {
  // MARK: - Holding auto-hide

  /// A drag began on a visible message: auto-hide pauses, keeping its remaining time; a drag begun
  /// during the show animation holds auto-hide back until it ends (as SwiftMessages clears its
  /// auto-hide token). A repeated begin changes nothing.
  mutating func panBegan(
    _ token: MessageToken, at now: TimeInterval, into actions: inout [QueueAction]
  ) {
    guard let index = visibleIndex(of: token) else { return }
    switch visible[index].phase {
    case .presenting where visible[index].started:
      autoHides[index].isPanning = true
    case .shown:
      autoHides[index].isPanning = true
      freezeAutoHide(at: index, now: now, into: &actions)
    default:
      return
    }
  }

  /// The drag ended with the message snapped back: auto-hide restarts with the full interval, as in
  /// SwiftMessages, or once a ``setAutoHidePaused(_:for:at:into:)`` hold ends.
  mutating func panEnded(
    _ token: MessageToken, at now: TimeInterval, into actions: inout [QueueAction]
  ) {
    guard let index = visibleIndex(of: token), autoHides[index].isPanning else { return }
    autoHides[index].isPanning = false
    guard autoHides[index].pausedRemaining != nil else { return }
    restartAutoHide(at: index, now: now, into: &actions)
  }

  /// Pauses or resumes a visible message's auto-hide, keeping the time left when the first hold
  /// began (a pan's end restarts the full interval instead); the timer runs only while neither
  /// this nor a pan holds it.
  mutating func setAutoHidePaused(
    _ paused: Bool, for token: MessageToken, at now: TimeInterval, into actions: inout [QueueAction]
  ) {
    guard let index = visibleIndex(of: token), autoHides[index].isPausedByDriver != paused else {
      return
    }
    autoHides[index].isPausedByDriver = paused
    if paused {
      freezeAutoHide(at: index, now: now, into: &actions)
    } else {
      resumeAutoHide(at: index, now: now, into: &actions)
    }
  }

  // MARK: - Content updates

  /// A message's content changed in place (a SwiftUI binding kept its id): a visible message's
  /// auto-hide restarts with the full interval (new content gets the time to be read).
  mutating func contentChanged(
    _ token: MessageToken, text: String?, at now: TimeInterval, into actions: inout [QueueAction]
  ) {
    guard let index = visibleIndex(of: token) else {
      if let index = waiting.index(of: token) { waiting.modify(at: index) { $0.request.text = text } }
      return
    }
    visible[index].request.text = text
    restartAutoHide(at: index, now: now, into: &actions)
  }

  // MARK: - Internals

  /// Starts the full auto-hide interval of the shown message at `index` again (cancelling a
  /// running timer), or keeps it frozen in full while something holds the message.
  mutating func restartAutoHide(
    at index: Int, now: TimeInterval, into actions: inout [QueueAction]
  ) {
    guard visible[index].phase == .shown,
      let interval = autoHideInterval(of: visible[index].request)
    else { return }
    if autoHides[index].isAutoHideHeld {
      autoHides[index].pausedRemaining = interval
      return
    }
    let token = visible[index].token
    if autoHides[index].autoHideDeadline != nil { actions.append(.cancel(.autoHide(token))) }
    autoHides[index].pausedRemaining = nil
    autoHides[index].autoHideDeadline = now + interval
    actions.append(.schedule(.autoHide(token), after: interval))
  }

  /// Stops the running auto-hide timer of the visible message at `index`, keeping the time it had left.
  private mutating func freezeAutoHide(
    at index: Int, now: TimeInterval, into actions: inout [QueueAction]
  ) {
    guard visible[index].phase == .shown, let deadline = autoHides[index].autoHideDeadline else {
      return
    }
    actions.append(.cancel(.autoHide(visible[index].token)))
    autoHides[index].autoHideDeadline = nil
    autoHides[index].pausedRemaining = max(0, deadline - now)
  }

  /// Restarts a frozen auto-hide with the time it had left, once nothing holds it.
  private mutating func resumeAutoHide(
    at index: Int, now: TimeInterval, into actions: inout [QueueAction]
  ) {
    guard !autoHides[index].isAutoHideHeld, visible[index].phase == .shown,
      let remaining = autoHides[index].pausedRemaining
    else { return }
    autoHides[index].pausedRemaining = nil
    autoHides[index].autoHideDeadline = now + remaining
    actions.append(.schedule(.autoHide(visible[index].token), after: remaining))
  }
}
