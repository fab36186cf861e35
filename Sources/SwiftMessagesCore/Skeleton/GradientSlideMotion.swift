import Foundation

/// SkeletonView's per-shape gradient animation
/// (`makeSlidingAnimation(withDirection:duration:autoreverses:)`): the start and end points slide
/// from their ``GradientDirection`` `from` to `to`, forever. ``SkeletonShimmer`` is the cheaper,
/// phase-locked one (one band per container).
@usableFromInline package struct GradientSlideMotion: Sendable {
  /// The direction of travel; mirror it with ``GradientDirection/mirroredForRightToLeft`` for right-to-left.
  var direction: GradientDirection
  /// Seconds for one sweep; a value not positive and finite falls back to 1.5 s.
  package let duration: TimeInterval
  /// Whether the band slides back after each sweep. `false` by default.
  package let autoreverses: Bool
  /// The timing curve of each sweep. `.easeIn` by default, as in SkeletonView.
  package let curve: SkeletonAnimationCurve

  /// SkeletonView's defaults: `.leftRight`, 1.5 s, no autoreverse, ease in.
  package init(
    direction: GradientDirection = .leftRight, duration: TimeInterval = defaultDuration,
    autoreverses: Bool = false,
    curve: SkeletonAnimationCurve = .easeIn
  ) {
    self.direction = direction
    self.duration = duration.positiveFinite ?? Self.defaultDuration
    self.autoreverses = autoreverses
    self.curve = curve
  }

  /// SkeletonView's sweep duration, used when none (or an invalid one) is given: 1.5 s.
  @usableFromInline package static let defaultDuration: TimeInterval = 1.5
}
