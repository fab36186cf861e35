import Foundation

extension SkeletonRenderPlan {
  /// What a root's running animation was built for: its plan, the overlay's size, the base
  /// colour's components and the band's origin. A render with an equal run keeps the
  /// animation running (a relayout that changes none of it); any difference restarts it.
  package struct Run: Hashable, Sendable {
    /// The plan.
    package var plan: SkeletonRenderPlan
    /// The overlay's size, in points.
    package var width: Double
    package var height: Double
    /// The base colour's resolved components (a dynamic colour resolves to a new colour object
    /// on every read; its components say whether it changed).
    var baseColor: [Double]
    /// Where the overlay sits along the band's axis (``SkeletonRenderPlan/bandOrigin(windowX:windowY:)``),
    /// `nil` without a band: a pulse keeps running when the root moves.
    package var bandOrigin: Double?

    /// The run of `plan` for an overlay of `width` x `height` whose top-left corner is at
    /// (`windowX`, `windowY`) in its window.
    package init(
      plan: SkeletonRenderPlan, width: Double, height: Double, baseColor: [Double], windowX: Double,
      windowY: Double
    ) {
      self.plan = plan
      self.width = width
      self.height = height
      self.baseColor = baseColor
      bandOrigin = plan.bandOrigin(windowX: windowX, windowY: windowY)
    }

    /// Whether rendering this run restarts the animation `running` (`nil`: none runs): only
    /// when they differ.
    package func restarts(_ running: Run?) -> Bool {
      running != self
    }

    /// The run once the overlay's top-left corner moved to `windowOrigin` in its window (a
    /// scroll-view root scrolled):
    /// `nil` when its band does not move, because it has none or the move is across its axis,
    /// so nothing is laid out again; otherwise the run whose mask is laid out from the new
    /// origin.
    package func followingScroll(windowOrigin: (x: Double, y: Double)) -> Run? {
      let origin = plan.bandOrigin(windowX: windowOrigin.x, windowY: windowOrigin.y)
      guard origin != bandOrigin else { return nil }
      var moved = self
      moved.bandOrigin = origin
      return moved
    }
  }
}

extension SkeletonRenderPlan.CustomAnimation {
  /// The app's animation, from the direction tag `makeSlidingAnimation(withDirection:…)`
  /// leaves on it (the direction's name; `nil` on any other animation) and its timing: a
  /// sliding animation when the tag names a direction, `.other` otherwise.
  package init(slidingTag: String?, duration: TimeInterval, autoreverses: Bool) {
    self =
      GradientDirection.allCases.first { String(describing: $0) == slidingTag }
      .map { .sliding($0, duration: duration, autoreverses: autoreverses) } ?? .other
  }
}
