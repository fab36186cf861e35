import Foundation

/// When a skeleton shows and hides so fast loads never flash: it appears only if the content is
/// still missing after ``graceTime``, and once shown it stays at least ``minimumDisplayTime``.
///
/// SkeletonView's `showSkeleton()` family shows at once; the UIKit layer uses ``immediate``
/// for those calls and ``standard`` for the loading APIs that add the grace policy.
public struct SkeletonTiming: Hashable, Sendable {
  /// The grace time and minimum the ``SkeletonDriver`` applies.
  private(set) var window: GraceWindow

  /// Seconds to wait before showing; content that arrives sooner is shown without a skeleton.
  /// 0.15 s by default; a negative, NaN or infinite value becomes 0.
  public var graceTime: TimeInterval {
    get { window.delay }
    set { window = GraceWindow(delay: newValue, minimum: window.minimum) }
  }
  /// Seconds a shown skeleton stays at least, so it never blinks. 0.3 s by default; a
  /// negative, NaN or infinite value becomes 0.
  public var minimumDisplayTime: TimeInterval {
    get { window.minimum }
    set { window = GraceWindow(delay: window.delay, minimum: newValue) }
  }

  /// Creates a policy; the defaults are 0.15 s grace and 0.3 s minimum display.
  public init(graceTime: TimeInterval = 0.15, minimumDisplayTime: TimeInterval = 0.3) {
    window = GraceWindow(delay: graceTime, minimum: minimumDisplayTime)
  }

  /// 0.15 s grace, 0.3 s minimum display.
  public static let standard = SkeletonTiming()
  /// No grace and no minimum: show and hide at once (SkeletonView's behaviour).
  public static let immediate = SkeletonTiming(graceTime: 0, minimumDisplayTime: 0)
}
