import Foundation

/// Whether a message presented in its own window (`.window`, `.windowScene` and `.automatic`
/// contexts) makes that window key.
///
/// A key message window takes keyboard focus from the app: an open keyboard closes and text
/// input goes nowhere (SwiftMessages #23, #36, #45), so it is opt-in for plain messages.
package enum KeyWindowPolicy {
  /// `requested` (`Config.becomeKeyWindow`) when set; otherwise `true` for dimmed messages and
  /// `false` for undimmed ones, as in SwiftMessages 10.
  ///
  /// A dimmed message is modal: the dim already blocks the app behind it, and key status
  /// keeps VoiceOver and hardware-keyboard focus inside the message. An undimmed banner never
  /// becomes key unasked — not even while VoiceOver runs, which announces it instead.
  ///
  /// - Parameters:
  ///   - requested: `Config.becomeKeyWindow`, `nil` by default.
  ///   - isDimmed: whether the dim mode is anything but `.none`.
  package static func shouldBecomeKey(requested: Bool?, isDimmed: Bool) -> Bool {
    requested ?? isDimmed
  }
}

extension KeyWindowPolicy {
  /// Whether a message window that goes away gives key status back to the window that had it
  /// before: only while the message window still is key (the user did not make another window
  /// key meanwhile), and only to a window still in a scene (a closed scene's window cannot
  /// become key).
  ///
  /// - Parameters:
  ///   - messageWindowIsKey: whether the message window is key now.
  ///   - previousIsInScene: whether the previous key window exists and still has a scene.
  package static func restoresPreviousKey(messageWindowIsKey: Bool, previousIsInScene: Bool) -> Bool {
    messageWindowIsKey && previousIsInScene
  }
}
