import Foundation

/// The default animation of a gradient skeleton (SkeletonView's
/// `makeSlidingAnimation(withDirection:duration:autoreverses:)`): the gradient's start and end
/// points slide from ``GradientDirection/startPoint``'s and ``GradientDirection/endPoint``'s
/// `from` to their `to`, repeating forever.
///
/// This is the per-shape, SkeletonView-compatible animation. ``SkeletonShimmer`` is the cheaper,
/// phase-locked alternative (one band per container).
public struct SlidingMotion: Hashable, Sendable {
  /// The direction of travel. `.leftRight` by default (mirror it with
  /// ``GradientDirection/mirroredForRightToLeft`` in right-to-left layouts).
  public var direction: GradientDirection
  /// Seconds for one sweep. 1.5 s by default; a value that is not positive and finite falls
  /// back to 1.5 s.
  public var duration: TimeInterval {
    didSet { duration = Self.validDuration(duration) }
  }
  /// Whether the band slides back after each sweep. `false` by default.
  public var autoreverses: Bool
  /// The timing curve of each sweep. `.easeIn` by default, as in SkeletonView.
  public var curve: SkeletonAnimationCurve

  /// Creates a sliding animation; the defaults are SkeletonView's (`.leftRight`, 1.5 s, no
  /// autoreverse, ease in).
  public init(
    direction: GradientDirection = .leftRight, duration: TimeInterval = 1.5, autoreverses: Bool = false,
    curve: SkeletonAnimationCurve = .easeIn
  ) {
    self.direction = direction
    self.duration = Self.validDuration(duration)
    self.autoreverses = autoreverses
    self.curve = curve
  }

  /// SkeletonView's default sliding animation.
  public static let standard = SlidingMotion()

  /// How far through a sweep the gradient is (0 … 1) at `time` seconds after the animation
  /// began, before the timing curve; sweeps back when autoreversing. Negative or NaN times
  /// count as 0.
  public func progress(at time: TimeInterval) -> Double {
    guard time.isFinite, time > 0 else { return 0 }
    let period = autoreverses ? 2 * duration : duration
    let phase = time.truncatingRemainder(dividingBy: period) / duration
    return phase <= 1 ? phase : 2 - phase
  }

  /// The gradient's start and end points at `time` seconds after the animation began (before
  /// the timing curve), for frozen snapshots and SVG previews.
  public func points(at time: TimeInterval) -> (start: SkeletonUnitPoint, end: SkeletonUnitPoint) {
    direction.points(at: progress(at: time))
  }

  private static func validDuration(_ value: TimeInterval) -> TimeInterval {
    value.isFinite && value > 0 ? value : 1.5
  }
}
