import Foundation

/// What a skeleton root draws and how it moves, from plain facts (type, animation, Reduce Motion,
/// layout direction), for a base shape layer, a highlight layer under it (seen only through the
/// shimmer band) and a gradient clipped to the shapes. It records what its animation is built for
/// (overlay size, base colour, band origin): an equal plan keeps the animation, any change restarts it.
package struct SkeletonRenderPlan: Equatable, Sendable {
  /// The single animation of the root.
  package enum Animation: Equatable, Sendable {
    /// Still shapes.
    case none
    /// The fill colour pulses (``PulseMotion``), phase-locked with
    /// ``PulseMotion/alignedBeginTime(now:)``.
    case pulse(PulseMotion)
    /// The shared band (``SkeletonShimmer``) moves over the shapes through a mask.
    case shimmer(SkeletonShimmer)
    /// Reduce Motion: the whole placeholder fades to ``SkeletonRenderPlan/reducedMotionOpacity``
    /// and back with the motion's timing, phase-locked like the pulse.
    case fade(PulseMotion)
    /// The app's own animation, added as it is.
    case custom
  }

  /// The app's own animation, as far as the plan cares.
  package enum CustomAnimation: Sendable {
    /// `makeSlidingAnimation(withDirection:duration:autoreverses:)`: drawn as the shared band.
    case sliding(GradientDirection, duration: TimeInterval, autoreverses: Bool)
    /// Anything else.
    case other
  }

  /// The opacity the Reduce Motion fade reaches: 0.6.
  package static let reducedMotionOpacity: Double = 0.6

  /// The animation.
  package private(set) var animation: Animation = .none
  /// Whether the highlight-coloured shapes are shown under the base shapes. Only the shimmer
  /// band shows them; anywhere else they would tint translucent base colours.
  package private(set) var showsHighlight = false
  /// Whether the shapes are filled by the gradient (a still gradient skeleton, or the app's
  /// own gradient animation) instead of the base colour.
  package private(set) var showsGradient: Bool
  /// The gradient's start point (unit coordinates) when ``showsGradient``: its natural sweep
  /// halfway, as SkeletonView's default sweep (`.leftRight` and `.rightLeft` alike: (0, 0.5)).
  package let gradientStart: SkeletonUnitPoint
  /// The gradient's end point: (1, 0.5) for horizontal sweeps.
  package let gradientEnd: SkeletonUnitPoint
  /// The length of the shared space the band crosses, in points: the window's width for
  /// horizontal bands, its height for vertical ones (0 without a band).
  package private(set) var span: Double = 0
  /// Whether moving the root changes the animation (only the shimmer band, which is laid out
  /// in window coordinates); a pulse or fade keeps running when the root moves.
  private(set) var followsPosition = false
  /// The overlay's size, in points.
  let width: Double
  let height: Double
  /// The base colour's resolved components (a dynamic colour resolves to a new colour object
  /// on every read; its components say whether it changed).
  let baseColor: [Double]
  /// Where the overlay sits along the band's axis (``bandOrigin(windowX:windowY:)``), `nil`
  /// without a band: a pulse keeps running when the root moves.
  package private(set) var bandOrigin: Double?

  /// The plan for a root.
  ///
  /// - Reduce Motion turns any running animation into a ``Animation/fade(_:)`` with
  ///   ``PulseMotion/reducedMotion``.
  /// - Not animated (or stopped), or not in a window (Core Animation drops animations there;
  ///   the move to one renders again): still shapes; a gradient skeleton shows its gradient.
  /// - The app's sliding animation becomes ``SkeletonShimmer/sliding(_:duration:autoreverses:span:)``;
  ///   another animation of a gradient skeleton runs on the gradient.
  /// - A band crosses the window: `windowWidth` or `windowHeight` points along its axis. A
  ///   `placeholderCell` (its bounds; it moves with its list unseen, so a band laid out from its
  ///   window position drifts as the list scrolls) crosses its own bounds instead and follows
  ///   no position, as SkeletonView lays every sliding gradient out per view.
  /// - Otherwise a solid skeleton pulses and a gradient skeleton shimmers with `shimmer`,
  ///   mirrored in right-to-left layouts.
  ///
  /// The overlay is `overlayWidth` x `overlayHeight` points with its base colour's components
  /// `baseColor`, its top-left corner at (`windowX`, `windowY`) in its window.
  package static func make(
    type: SkeletonType, animated: Bool, custom: CustomAnimation?, reduceMotion: Bool, rightToLeft: Bool,
    shimmer: SkeletonShimmer = .standard, windowWidth: Double, windowHeight: Double,
    placeholderCell: SkeletonRect? = nil, inWindow: Bool = true, overlayWidth: Double = 0,
    overlayHeight: Double = 0, baseColor: [Double] = [], windowX: Double = 0, windowY: Double = 0
  ) -> SkeletonRenderPlan {
    let natural = GradientDirection.natural(rightToLeft: rightToLeft).points(at: 0.5)
    var plan = SkeletonRenderPlan(
      showsGradient: type == .gradient, gradientStart: natural.start, gradientEnd: natural.end,
      width: overlayWidth, height: overlayHeight, baseColor: baseColor)
    let spanWidth = placeholderCell?.width ?? windowWidth
    let spanHeight = placeholderCell?.height ?? windowHeight
    switch (animated && inWindow, reduceMotion, type, custom) {
    case (false, _, _, _):
      return plan
    case (true, true, _, _):
      plan.animation = .fade(.reducedMotion)
      return plan
    case (true, false, .gradient, .sliding(let direction, let duration, let autoreverses)?):
      let span = SkeletonShimmer.Direction(direction).isHorizontal ? spanWidth : spanHeight
      plan.span = span.nonNegativeFinite
      plan.animation = .shimmer(
        .sliding(direction, duration: duration, autoreverses: autoreverses, span: span))
    case (true, false, _, .some):
      plan.animation = .custom
      return plan
    case (true, false, .solid, nil):
      plan.animation = .pulse(.standard)
      return plan
    case (true, false, .gradient, nil):
      let band = shimmer.laidOut(rightToLeft: rightToLeft)
      plan.span = (band.direction.isHorizontal ? spanWidth : spanHeight).nonNegativeFinite
      plan.animation = .shimmer(band)
    }
    plan.showsGradient = false
    plan.showsHighlight = true
    plan.followsPosition = placeholderCell == nil
    plan.bandOrigin = plan.bandOrigin(windowX: windowX, windowY: windowY)
    return plan
  }

  /// The overlay's origin along the band's axis, its top-left corner at (`windowX`, `windowY`)
  /// (non-finite: 0; `nil` without a band): the mask is laid out from it, so again exactly when it
  /// changes (a scroll-view root scrolled along the axis).
  func bandOrigin(windowX: Double, windowY: Double) -> Double? {
    guard followsPosition, case .shimmer(let band) = animation else { return nil }
    let origin = band.direction.isHorizontal ? windowX : windowY
    return origin.isFinite ? origin : 0
  }

  /// Whether rendering this plan restarts the animation built for `running` (`nil`: none
  /// runs): only when they differ.
  package func restarts(_ running: SkeletonRenderPlan?) -> Bool {
    running != self
  }

  /// The plan once the overlay's top-left corner moved to `windowOrigin` in its window (a
  /// scroll-view root scrolled); `nil` when its band (if any) does not move.
  package func followingScroll(windowOrigin: (x: Double, y: Double)) -> SkeletonRenderPlan? {
    let origin = bandOrigin(windowX: windowOrigin.x, windowY: windowOrigin.y)
    guard origin != bandOrigin else { return nil }
    var moved = self
    moved.bandOrigin = origin
    return moved
  }
}

extension SkeletonRenderPlan.CustomAnimation {
  /// The app's animation, from the direction tag `makeSlidingAnimation(withDirection:…)`
  /// leaves on it (the direction's index in `GradientDirection.allCases`; `nil` on any other
  /// animation) and its timing: a sliding animation when the tag is a direction's, `.other`
  /// otherwise.
  package init(slidingTag: Int?, duration: TimeInterval, autoreverses: Bool) {
    let directions = GradientDirection.allCases
    self =
      slidingTag.flatMap { directions.indices.contains($0) ? directions[$0] : nil }
      .map { .sliding($0, duration: duration, autoreverses: autoreverses) } ?? .other
  }
}
