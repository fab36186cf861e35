import Foundation

extension QueueStateMachine {
  // MARK: - Content updates

  /// The content of a message changed in place (a SwiftUI binding whose value kept its id):
  /// its readable text becomes `text`, and a visible message's auto-hide countdown starts
  /// again with the full interval, computed from the new text.
  ///
  /// The rule: an update is new content, and new content gets the time to be read. A change
  /// 1.9 s into a 2 s toast keeps it up 2 s more, not 0.1 s. While a pan (or
  /// ``setAutoHidePaused(_:for:at:into:)``) holds the message the countdown stays frozen and
  /// resumes with the full interval when the hold ends. Any visible message can be updated. A
  /// message still waiting or animating in only takes the text (its countdown has not
  /// started); one that is hiding, or whose hide waits for its minimum time, is not held
  /// back; `.forever` and `.indefinite` messages get no timer. Unknown or finished tokens are
  /// ignored. O(1).
  ///
  /// - Parameters:
  ///   - token: the message whose content changed.
  ///   - text: its new readable text (for ``MessageRequest/readingTime`` and VoiceOver), or
  ///     `nil` when it exposes none.
  ///   - now: the current time, in seconds.
  ///   - actions: receives what the driver must do now, appended in order.
  mutating func contentChanged(
    _ token: MessageToken, text: String?, at now: TimeInterval, into actions: inout [QueueAction]
  ) {
    guard let index = visibleIndex(of: token) else {
      waiting[token]?.request.text = text
      return
    }
    visible[index].entry.request.text = text
    restartAutoHide(at: index, now: now, into: &actions)
  }
}
