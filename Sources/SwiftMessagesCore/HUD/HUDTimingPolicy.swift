import Foundation

/// The numbers of a loading HUD's timing: when it appears, how long it stays at least, and how
/// long a success or failure stays before it hides.
public struct HUDTimingPolicy: Hashable, Sendable {
  /// Work that ends within this many seconds of starting never shows a HUD. 0.15 s by default.
  ///
  /// Below about 150 ms people perceive a response as immediate, so a HUD would only flash;
  /// the peers land in the same place (MBProgressHUD's `graceTime` and SVProgressHUD's grace
  /// time exist for exactly this, and SwiftMessages' `.indefinite(delay:minimum:)` examples use
  /// delays of this order). Longer grace times make the app look unresponsive for that long.
  /// 0 or less shows the HUD at once.
  public var graceTime: TimeInterval
  /// Once shown, the HUD stays at least this many seconds, so it never flashes. 0.5 s by
  /// default (MBProgressHUD's `minShowTime`, JGProgressHUD's `minimumDisplayTime`,
  /// SwiftMessages' `indefinite(delay:minimum:)`).
  public var minimumDisplayTime: TimeInterval
  /// How long a success or failure stays on the HUD before it hides, in seconds, before any
  /// extra time the caller adds (for example while VoiceOver speaks it). 1 s by default: long
  /// enough to read "Done", short of SVProgressHUD's 5 s that users complained about.
  public var outcomeHold: TimeInterval

  /// Creates a policy: 0.15 s grace, 0.5 s minimum display, 1 s outcome hold by default.
  public init(
    graceTime: TimeInterval = 0.15, minimumDisplayTime: TimeInterval = 0.5, outcomeHold: TimeInterval = 1
  ) {
    self.graceTime = graceTime
    self.minimumDisplayTime = minimumDisplayTime
    self.outcomeHold = outcomeHold
  }

  var window: GraceWindow { GraceWindow(delay: graceTime, minimum: minimumDisplayTime) }
}
