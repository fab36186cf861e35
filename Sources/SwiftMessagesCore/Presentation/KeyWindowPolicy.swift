import Foundation

/// Whether a message in its own window makes that window key; opt-in for plain messages because a
/// key message window steals keyboard focus (SwiftMessages #23, #36, #45).
package enum KeyWindowPolicy {
  /// `requested` (`Config.becomeKeyWindow`) when set, else whether the message is dimmed, as in
  /// SwiftMessages 10; an undimmed banner never becomes key unasked, even under VoiceOver.
  package static func shouldBecomeKey(requested: Bool?, isDimmed: Bool) -> Bool {
    requested ?? isDimmed
  }
}

extension KeyWindowPolicy {
  /// Key status goes back to the previous window only if the message window is still key and the
  /// previous window still has a scene (a closed scene's window cannot become key).
  package static func restoresPreviousKey(messageWindowIsKey: Bool, previousIsInScene: Bool) -> Bool {
    messageWindowIsKey && previousIsInScene
  }
}
