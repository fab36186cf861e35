import Foundation

/// Identifies one piece of work shown by a HUD (one `showHUD` handle or one `withHUD` call).
public struct HUDRequestID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The request's number: 1 for the first request a ``HUDTiming`` sees, then 2, 3, ….
  public let rawValue: UInt64

  /// Orders requests by when they started.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// For example `hud#2`.
  public var description: String { "hud#\(rawValue)" }
}

/// How a piece of work ended, for the HUD's morph.
public enum HUDOutcome: Hashable, Sendable {
  /// The work succeeded: the HUD morphs into the check.
  case success
  /// The work failed: the HUD morphs into the cross.
  case failure

  /// The theme whose colour the glyph is drawn in: ``MessageTheme/success`` (green) for a
  /// success, ``MessageTheme/error`` (red) for a failure. The glyph's shape carries the
  /// meaning; the colour only adds to it.
  public var theme: MessageTheme {
    switch self {
    case .success: return .success
    case .failure: return .error
    }
  }
}

/// A timer ``HUDTiming`` asks its driver to run; when it fires, report it with
/// ``HUDTiming/timerFired(_:at:into:)``. A timer that fires late, after a cancel, or after
/// the state moved on is ignored, so an imprecise driver is still correct.
public enum HUDTimer: Hashable, Sendable {
  /// The grace time is over: show the HUD if work is still running.
  case grace
  /// The minimum display time or the outcome hold is over: hide, or hand the HUD to work
  /// that started meanwhile.
  case settle
}

/// Something ``HUDTiming`` asks its driver to do, in order.
public enum HUDAction: Hashable, Sendable {
  /// Install and animate in the HUD, showing the request's content (title, indicator or
  /// progress ring).
  case show(HUDRequestID)
  /// The HUD already on screen now shows this request's content, in place (no hide, no show).
  case display(HUDRequestID)
  /// Morph the HUD on screen, which shows the request's content, into the outcome's glyph.
  case morph(HUDRequestID, HUDOutcome)
  /// Animate the HUD out; report ``HUDTiming/disappeared(at:into:)`` when it is gone.
  case hide
  /// Start a timer that fires after `after` seconds.
  case schedule(HUDTimer, after: TimeInterval)
  /// Cancel a timer scheduled earlier (firing it anyway is harmless).
  case cancel(HUDTimer)
}
