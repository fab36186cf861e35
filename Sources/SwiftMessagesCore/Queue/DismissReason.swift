import Foundation

/// Why a message was hidden. Carried by ``QueueEvent/willHide(_:id:reason:)`` and
/// ``QueueEvent/didHide(_:id:reason:)``.
public enum DismissReason: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Its duration ran out.
  case timeout
  /// Code asked for it: `hide()`, `hide(id:)`, `hideCounted(id:)`.
  case programmatic
  /// The user tapped the message.
  case tap
  /// The user swiped or flung it away.
  case swipe
  /// The user tapped the dimmed background (interactive dim modes).
  case dimTap
  /// A newer message with the same id and the `.replace` duplicate policy took its place.
  case replaced
  /// `hideAll()` was called.
  case hideAll
  /// The view hierarchy hosting it went away (for example its view controller was dismissed).
  case hostDisappeared
  /// VoiceOver's escape gesture (two-finger scrub) was performed on it.
  case accessibilityEscape
  /// The task that showed it was cancelled.
  case cancelled

  /// Whether the user dismissed the message directly. User dismissals are never postponed by
  /// an `.indefinite(delay:minimum:)` minimum.
  public var isUserInitiated: Bool {
    switch self {
    case .tap, .swipe, .dimTap, .accessibilityEscape: return true
    case .timeout, .programmatic, .replaced, .hideAll, .hostDisappeared, .cancelled: return false
    }
  }

  /// The raw value, for example `dimTap`.
  public var description: String { rawValue }
}
