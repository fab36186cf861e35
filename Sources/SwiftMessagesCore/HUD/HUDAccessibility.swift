import Foundation

/// What VoiceOver hears from a loading HUD, beside ``HUDContent/accessibilityLabel``.
public enum HUDAccessibility {
  /// The label of a success without a title: `"Done"`.
  public static let successLabel = "Done"
  /// The label of a failure without a title: `"Failed"`.
  public static let failureLabel = "Failed"
  /// Progress is read in steps of this fraction: 0.1 (10 %). Finer steps would change the
  /// value VoiceOver reads many times a second and make it chatter.
  public static let progressStep = 0.1

  /// `fraction` (clamped to 0…1, NaN as 0) rounded down to a whole step, as a percentage:
  /// `"40%"` for 0.47, `"100%"` only when complete.
  public static func progressValue(_ fraction: Double) -> String {
    let steps = (HUDProgress.clamped(fraction) / progressStep + 1e-9).rounded(.down)
    let percent = Int((steps * progressStep * 100).rounded())
    return "\(percent)%"
  }

  /// How much longer than ``HUDTimingPolicy/outcomeHold`` an outcome stays while VoiceOver
  /// runs, so its announcement is heard before the HUD goes: the time ``ReadingTime/standard``
  /// gives `announcement` (2 s at least) minus the hold. 0 without VoiceOver.
  public static func extraHold(
    announcing announcement: String, voiceOverRunning: Bool, policy: HUDTimingPolicy
  ) -> TimeInterval {
    guard voiceOverRunning else { return 0 }
    let speech = ReadingTime.standard.duration(for: announcement, voiceOverRunning: false)
    return max(0, speech - HUDTimingPolicy.sanitized(policy.outcomeHold))
  }
}
