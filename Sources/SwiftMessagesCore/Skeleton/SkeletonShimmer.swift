import Foundation

/// A phase-locked shimmer: **one** band moving across a whole skeleton container, described in
/// points and locked to a shared clock, so separate containers (and cells dequeued later)
/// shimmer in step and the band runs on continuously from one cell into the next.
///
/// The band lives in a *shared coordinate space* (for example window coordinates) that spans
/// `span` points along the axis of ``direction`` (for example the window's width). Every cycle
/// it enters just before 0, moves at ``speed`` until it has fully left the span, then stays off
/// for ``pause`` seconds. Cycles start at whole multiples of ``cycleDuration(span:)`` on the
/// shared clock (`CACurrentMediaTime()` on iOS), so the phase depends only on the time, never
/// on when a container started.
///
/// Each container drives it with one mask: a static gradient (`SkeletonShimmerMaskLayout`) moved by
/// one linear, infinitely repeating position animation from ``maskTravel(containerOrigin:span:)``
/// beginning at ``alignedBeginTime(now:span:)``. All containers must use the same `span` to
/// stay in step.
///
/// In a mask only alpha counts: content shows at ``baseAlpha`` outside the band and at
/// ``highlightAlpha`` at its centre (Facebook SkeletonShimmer's `shimmeringOpacity` and
/// `shimmeringAnimationOpacity`, renamed so the meaning is plain).
public struct SkeletonShimmer: Hashable, Sendable {
  /// The axis and sense in which the band travels.
  public enum Direction: Hashable, Sendable, CaseIterable {
    /// Along x, from smaller to larger x. The default.
    case leftRight
    /// Along x, from larger to smaller x.
    case rightLeft
    /// Along y, downwards.
    case topBottom
    /// Along y, upwards.
    case bottomTop

    /// Whether the band moves along x (`true`) or y (`false`).
    public var isHorizontal: Bool { self == .leftRight || self == .rightLeft }

    /// Whether the band moves towards smaller coordinates (`.rightLeft`, `.bottomTop`).
    public var isReversed: Bool { self == .rightLeft || self == .bottomTop }

    /// The direction in a right-to-left layout: `.leftRight` and `.rightLeft` swap; vertical
    /// directions are unchanged.
    public var mirroredForRightToLeft: Direction {
      switch self {
      case .leftRight: .rightLeft
      case .rightLeft: .leftRight
      default: self
      }
    }

    /// The shimmer direction closest to a sliding gradient's: diagonals map to their
    /// horizontal component (`.topLeftBottomRight` → `.leftRight`).
    public init(_ direction: GradientDirection) {
      switch direction {
      case .leftRight, .topLeftBottomRight: self = .leftRight
      case .rightLeft, .bottomRightTopLeft: self = .rightLeft
      case .topBottom: self = .topBottom
      case .bottomTop: self = .bottomTop
      }
    }
  }

  /// Width of the band along the axis of travel, in points. 200 by default; a value that is
  /// not positive and finite falls back to 200.
  public var bandWidth: Double {
    didSet { bandWidth = bandWidth.positiveFinite ?? 200 }
  }
  /// Speed of the band in points per second (a real speed, unlike Facebook SkeletonShimmer's, whose
  /// band moved about 3× faster than its `shimmeringSpeed`). 400 pt/s by default; a value that
  /// is not positive and finite falls back to 400.
  public var speed: Double {
    didSet { speed = speed.positiveFinite ?? 400 }
  }
  /// Seconds the band stays off the span between sweeps. 0.4 s by default; a negative, NaN or
  /// infinite value becomes 0.
  public var pause: TimeInterval {
    didSet { pause = pause.nonNegativeFinite }
  }
  /// Mask alpha outside the band (how visible the skeleton is there), 0…1. 1 by default.
  public var baseAlpha: Double {
    didSet { baseAlpha = baseAlpha.clampedToUnit(nanValue: 1) }
  }
  /// Mask alpha at the band's centre, 0…1. 0.55 by default, so the band is a stripe where the
  /// skeleton shapes fade towards the background.
  public var highlightAlpha: Double {
    didSet { highlightAlpha = highlightAlpha.clampedToUnit(nanValue: 0.55) }
  }
  /// The direction of travel. `.leftRight` by default.
  public var direction: Direction
  /// Whether the band sweeps back after each sweep (and its pause) instead of starting over.
  /// `false` by default.
  public var autoreverses: Bool

  /// Creates a shimmer; out-of-range values are corrected as each property documents.
  public init(
    bandWidth: Double = 200, speed: Double = 400, pause: TimeInterval = 0.4, baseAlpha: Double = 1,
    highlightAlpha: Double = 0.55, direction: Direction = .leftRight, autoreverses: Bool = false
  ) {
    self.autoreverses = autoreverses
    self.bandWidth = bandWidth.positiveFinite ?? 200
    self.speed = speed.positiveFinite ?? 400
    self.pause = pause.nonNegativeFinite
    self.baseAlpha = baseAlpha.clampedToUnit(nanValue: 1)
    self.highlightAlpha = highlightAlpha.clampedToUnit(nanValue: 0.55)
    self.direction = direction
  }

  /// The default shimmer: a 200-pt band at 400 pt/s, 0.4 s pause, alphas 1 / 0.55, left to
  /// right.
  public static let standard = SkeletonShimmer()

  /// The mask's alpha stops across the band: `[baseAlpha, highlightAlpha, baseAlpha]`.
  public var maskAlphas: [Double] { [baseAlpha, highlightAlpha, baseAlpha] }

  /// Seconds the band needs to cross `span` points plus its own width (from fully before the
  /// span to fully past it). A negative, NaN or infinite span counts as 0.
  public func travelDuration(span: Double) -> TimeInterval {
    (span.nonNegativeFinite + bandWidth) / speed
  }

  /// Seconds of one full cycle: ``travelDuration(span:)`` plus ``pause``. Always positive. With
  /// the defaults and a 400-pt span: (400 + 200) / 400 + 0.4 = 1.9 s.
  public func cycleDuration(span: Double) -> TimeInterval {
    travelDuration(span: span) + pause
  }

  /// SkeletonView's `makeSlidingAnimation(withDirection:duration:autoreverses:)` as a shared
  /// band: it crosses a `span`-point space (plus its own width) in `duration` seconds without
  /// a pause, in `direction` (diagonals by their horizontal part; an explicit direction, not
  /// mirrored for right-to-left), sweeping back when `autoreverses`. Band width and alphas are
  /// ``standard``'s. A duration that is not positive and finite counts as 1.5 s.
  public static func sliding(
    _ direction: GradientDirection, duration: TimeInterval, autoreverses: Bool, span: Double
  ) -> SkeletonShimmer {
    let duration = duration.isFinite && duration > 0 ? duration : GradientSlideMotion.defaultDuration
    var shimmer = SkeletonShimmer.standard
    shimmer.direction = Direction(direction)
    shimmer.autoreverses = autoreverses
    shimmer.pause = 0
    shimmer.speed = (span.nonNegativeFinite + shimmer.bandWidth) / duration
    return shimmer
  }

  /// The shimmer as drawn in a layout of the given direction: the direction is mirrored by
  /// ``Direction/mirroredForRightToLeft`` when `rightToLeft`, unchanged otherwise.
  public func laidOut(rightToLeft: Bool) -> SkeletonShimmer {
    var shimmer = self
    if rightToLeft { shimmer.direction = direction.mirroredForRightToLeft }
    return shimmer
  }

  /// Seconds before the motion repeats: ``cycleDuration(span:)``, twice that when
  /// ``autoreverses``.
  public func period(span: Double) -> TimeInterval {
    cycleDuration(span: span) * (autoreverses ? 2 : 1)
  }

  /// The band's centre in the shared coordinate space at shared-clock `time`, or `nil` while
  /// it is off the span (during the pause). Periods start at whole multiples of
  /// ``period(span:)``, so the answer depends only on `time`; an autoreversing band retraces
  /// its sweep in the second half. A NaN or infinite time gives `nil`.
  public func bandCenter(at time: TimeInterval, span: Double) -> Double? {
    guard time.isFinite else { return nil }
    let cycle = cycleDuration(span: span)
    let period = period(span: span)
    var phase = time - (time / period).rounded(.down) * period
    if phase >= cycle { phase = period - phase }
    guard phase < travelDuration(span: span) else { return nil }
    let travelled = speed * phase
    return direction.isReversed
      ? span.nonNegativeFinite + bandWidth / 2 - travelled : -bandWidth / 2 + travelled
  }

  /// The start of the period under way at shared-clock `now`: `floor(now / period) × period`
  /// (``period(span:)``). Use it as the `beginTime` of a container's mask animation, whenever
  /// the container starts, so every container runs in the same phase. A NaN or infinite `now`
  /// gives 0.
  public func alignedBeginTime(now: TimeInterval, span: Double) -> TimeInterval {
    guard now.isFinite else { return 0 }
    let period = period(span: span)
    return (now / period).rounded(.down) * period
  }

  /// Where the band's centre is, in the coordinates of a container whose origin sits at
  /// `containerOrigin` in the shared space, at the start (`from`) and end (`to`) of a cycle.
  /// A linear animation between them over ``cycleDuration(span:)`` keeps the container's band
  /// on the shared band: it moves at ``speed`` the whole cycle, and during the pause it is
  /// simply past the span. A NaN or infinite origin counts as 0.
  public func maskTravel(containerOrigin: Double, span: Double) -> (from: Double, to: Double) {
    let origin = containerOrigin.isFinite ? containerOrigin : 0
    let span = span.nonNegativeFinite
    let entry = -bandWidth / 2
    let exit = span + bandWidth / 2 + speed * pause
    return direction.isReversed
      ? (span + bandWidth / 2 - origin, -bandWidth / 2 - speed * pause - origin)
      : (entry - origin, exit - origin)
  }

  /// The mask of a container of `containerWidth` x `containerHeight` points whose leading edge
  /// along the axis is at `containerOrigin` in the shared space: its length along the axis is
  /// the width for horizontal shimmer, the height for vertical.
  package func maskLayout(
    containerOrigin: Double, containerWidth: Double, containerHeight: Double, span: Double
  )
    -> SkeletonShimmerMaskLayout
  {
    SkeletonShimmerMaskLayout(
      shimmer: self, containerOrigin: containerOrigin,
      containerLength: direction.isHorizontal ? containerWidth : containerHeight, span: span)
  }

  /// The mask of a container `containerLength` points long at `containerOrigin` in the shared
  /// space, frozen at shared-clock `time`, as gradient stops from the container's leading
  /// (smaller coordinate) edge: `location` 0…1 of the length and mask `alpha`. Two
  /// ``baseAlpha`` stops when the band is away (the pause) or the length is not positive;
  /// otherwise the band's start, centre and end, clamped to the container, between base
  /// stops at 0 and 1. Redrawn every frame, it is what SwiftUI uses for the band UIKit moves.
  public func maskStops(containerOrigin: Double, containerLength: Double, span: Double, time: TimeInterval)
    -> [(location: Double, alpha: Double)]
  {
    let length = containerLength.nonNegativeFinite
    let origin = containerOrigin.isFinite ? containerOrigin : 0
    guard length > 0, let center = bandCenter(at: time, span: span) else {
      return [(0, baseAlpha), (1, baseAlpha)]
    }
    let local = center - origin
    let half = bandWidth / 2
    func location(_ x: Double) -> Double { min(max(x / length, 0), 1) }
    return [
      (0, baseAlpha), (location(local - half), baseAlpha), (location(local), highlightAlpha),
      (location(local + half), baseAlpha), (1, baseAlpha),
    ]
  }
}
