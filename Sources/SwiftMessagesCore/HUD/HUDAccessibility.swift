import Foundation

/// What VoiceOver hears from a loading HUD, beside ``HUDContent/accessibilityLabel``.
enum HUDAccessibility {
  /// Progress is read in steps of this fraction: 0.1 (10 %). Finer steps would change the
  /// value VoiceOver reads many times a second and make it chatter.
  static let progressStep = 0.1

  /// `fraction` (clamped to 0…1, NaN as 0) rounded down to a whole step, as a whole
  /// percentage: 40 for 0.47, 100 only when complete.
  static func progressPercent(_ fraction: Double) -> Int {
    let steps = (HUDProgress.clamped(fraction) / progressStep + 1e-9).rounded(.down)
    return Int((steps * progressStep * 100).rounded())
  }

  /// How much longer than ``HUDTimingPolicy/outcomeHold`` an outcome stays while VoiceOver
  /// runs, so its announcement is heard before the HUD goes: the time ``ReadingTime/standard``
  /// gives `announcement` (2 s at least) minus the hold. 0 without VoiceOver.
  static func extraHold(
    announcing announcement: String, voiceOverRunning: Bool, policy: HUDTimingPolicy
  ) -> TimeInterval {
    guard voiceOverRunning else { return 0 }
    let speech = ReadingTime.standard.duration(for: announcement, voiceOverRunning: false)
    return max(0, speech - policy.outcomeHold.nonNegativeFinite)
  }
}
