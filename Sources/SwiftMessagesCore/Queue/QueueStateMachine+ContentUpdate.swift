import Foundation

extension QueueStateMachine {
  // MARK: - Content updates

  /// A message's content changed in place (a SwiftUI binding kept its id): its readable text
  /// becomes `text`, and a visible message's auto-hide restarts with the full interval (new content
  /// gets the time to be read), frozen while a pan or deck hold lasts. A message not yet shown only
  /// takes the text; a hiding one is not held back; `.forever` and `.indefinite` get no timer.
  mutating func contentChanged(
    _ token: MessageToken, text: String?, at now: TimeInterval, into actions: inout [QueueAction]
  ) {
    guard let index = visibleIndex(of: token) else {
      waiting[token]?.request.text = text
      return
    }
    visible[index].request.text = text
    restartAutoHide(at: index, now: now, into: &actions)
  }
}
