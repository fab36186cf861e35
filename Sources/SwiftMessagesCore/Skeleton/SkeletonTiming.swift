import Foundation

/// When a skeleton shows and hides so fast loads never flash: it appears only if the content is
/// still missing after ``graceTime``, and once shown it stays at least ``minimumDisplayTime``.
/// Pure functions of the times you pass (an injected clock on iOS, virtual time in tests).
///
/// SkeletonView's `showSkeleton()` family shows at once; the UIKit layer uses ``immediate``
/// for those calls and ``standard`` for the loading APIs that add the grace policy.
public struct SkeletonTiming: Hashable, Sendable {
  /// What to do about a show request.
  package enum Decision: Hashable, Sendable {
    /// Show the skeleton now.
    case show
    /// Ask again after this many seconds (the rest of the grace time).
    case wait(TimeInterval)
    /// Do not show: the content is already there.
    case skip
  }

  /// Seconds to wait before showing; content that arrives sooner is shown without a skeleton.
  /// 0.15 s by default; a negative, NaN or infinite value becomes 0.
  public var graceTime: TimeInterval {
    didSet { graceTime = Self.valid(graceTime) }
  }
  /// Seconds a shown skeleton stays at least, so it never blinks. 0.3 s by default; a
  /// negative, NaN or infinite value becomes 0.
  public var minimumDisplayTime: TimeInterval {
    didSet { minimumDisplayTime = Self.valid(minimumDisplayTime) }
  }

  /// Creates a policy; the defaults are 0.15 s grace and 0.3 s minimum display.
  public init(graceTime: TimeInterval = 0.15, minimumDisplayTime: TimeInterval = 0.3) {
    self.graceTime = Self.valid(graceTime)
    self.minimumDisplayTime = Self.valid(minimumDisplayTime)
  }

  /// 0.15 s grace, 0.3 s minimum display.
  public static let standard = SkeletonTiming()
  /// No grace and no minimum: show and hide at once (SkeletonView's behaviour).
  public static let immediate = SkeletonTiming(graceTime: 0, minimumDisplayTime: 0)

  /// Whether to show a skeleton requested at `requestedAt`, asked at `now`. `.skip` when the
  /// content is ready; `.show` once the grace time has passed; otherwise `.wait` for the rest.
  /// A NaN or infinite time, or a `now` before the request, counts as no time elapsed.
  package func showDecision(requestedAt: TimeInterval, now: TimeInterval, contentReady: Bool) -> Decision {
    guard !contentReady else { return .skip }
    let remaining = graceTime - Self.elapsed(from: requestedAt, to: now)
    return remaining > Self.tolerance ? .wait(remaining) : .show
  }

  /// Seconds to wait before hiding a skeleton shown at `shownAt` (`nil`: never shown), asked at
  /// `now`: 0 if it was never shown or has been up for ``minimumDisplayTime``, else the rest of
  /// it. A NaN or infinite time, or a `now` before `shownAt`, counts as no time elapsed, so
  /// the delay is never more than ``minimumDisplayTime``.
  package func hideDelay(shownAt: TimeInterval?, now: TimeInterval) -> TimeInterval {
    guard let shownAt else { return 0 }
    let remaining = minimumDisplayTime - Self.elapsed(from: shownAt, to: now)
    return remaining > Self.tolerance ? remaining : 0
  }

  /// Timers may fire a hair early in floating point; differences below this count as due.
  static let tolerance: TimeInterval = 1e-9

  static func elapsed(from start: TimeInterval, to end: TimeInterval) -> TimeInterval {
    let elapsed = end - start
    return elapsed.isFinite ? max(elapsed, 0) : 0
  }

  private static func valid(_ value: TimeInterval) -> TimeInterval {
    value.isFinite ? max(value, 0) : 0
  }
}
