import Foundation

/// The physics a ``FlingPan`` drives: UIKit Dynamics in `PhysicsPanHandler`, a recorder in tests.
package protocol FlingPanPhysics: AnyObject {
  /// Replace any running physics with a new simulation, the message attached to `anchor` at
  /// `offsetFromCenter` from its centre.
  func attach(anchor: PathPoint, offsetFromCenter: PathPoint)
  /// Move the attachment's anchor here.
  func moveAnchor(to anchor: PathPoint)
  /// Let go of the attachment and add these velocities to the message.
  func fling(velocity: PathPoint, angularVelocity: Double)
  /// Stop the physics where the message is and spring it (`duration`, `damping`) to `center`,
  /// untransformed; then call ``FlingPan/snapBackFinished()``.
  func snapBack(to center: PathPoint, duration: TimeInterval, damping: Double)
  /// Tell the delegate the pan started or ended.
  func report(_ report: PanReport)
  /// Ask the delegate to hide the message after this many seconds.
  func hide(after delay: TimeInterval)
}

/// SwiftMessages 10's `PhysicsPanHandler` drag-and-fling: pan events in, calls to its
/// ``FlingPanPhysics`` out (attach, move the anchor, fling or snap back, then tell the delegate).
/// A drag pauses auto-hide; a release faster than `flingSpeedThreshold` (600 pt/s) flings (capped
/// at 1800 pt/s, 10 rad/s), otherwise it springs back to the resting place measured at drag
/// start; off screen it hides after `offScreenHideDelay` (0.2 s), once per message.
package final class FlingPan {
  /// The fling numbers. `ScaleMotion`'s defaults.
  package var motion = ScaleMotion()
  /// Whether the message has been flung out of its container.
  package private(set) var isOffScreen = false
  private var isDragging = false
  private var restingCenter: PathPoint?

  package init() {}

  /// The pan was attached to a (new) message: everything about the last one is forgotten.
  package func attached() {
    isOffScreen = false
    isDragging = false
    restingCenter = nil
  }

  /// A pan event, in the container's coordinates: the touch, its velocity (points per second),
  /// the message view's centre and how fast it rotates (radians per second,
  /// ``AngularVelocityEstimator``).
  package func pan(
    _ phase: PanPhase, touch: PathPoint, velocity: PathPoint, viewCenter: PathPoint, angularVelocity: Double,
    physics: some FlingPanPhysics
  ) {
    if phase == .began {
      isDragging = true
      // Caught during a snap back, the message is between places: keep the place it rests at.
      restingCenter = restingCenter ?? viewCenter
      physics.attach(
        anchor: touch, offsetFromCenter: PathPoint(x: touch.x - viewCenter.x, y: touch.y - viewCenter.y))
      physics.report(.started)
    } else if phase == .changed && isDragging {
      physics.moveAnchor(to: touch)
    } else if phase.finishes && isDragging {
      isDragging = false
      if phase.releases, motion.shouldFling(velocityX: velocity.x, velocityY: velocity.y) {
        let capped = motion.cappedLinearVelocity(x: velocity.x, y: velocity.y)
        physics.fling(
          velocity: PathPoint(x: capped.x, y: capped.y),
          angularVelocity: motion.cappedAngularVelocity(angularVelocity))
      } else {
        physics.snapBack(
          to: restingCenter ?? viewCenter, duration: motion.snapBackDuration, damping: motion.snapBackDamping)
        physics.report(.ended)
      }
    }
  }

  /// The simulation moved the message: its visible background's frame and the container's
  /// bounds, both in the container's coordinates.
  package func moved(visibleFrame: CGRect, containerBounds: CGRect, physics: some FlingPanPhysics) {
    guard !isOffScreen, !Self.overlap(visibleFrame, containerBounds) else { return }
    isOffScreen = true
    physics.hide(after: max(0, motion.offScreenHideDelay))
  }

  /// The snap back ``FlingPanPhysics/snapBack(to:duration:damping:)`` started finished (or was
  /// interrupted).
  package func snapBackFinished() {
    // At rest: a later drag measures the resting place afresh.
    if !isDragging { restingCenter = nil }
  }

  /// Whether two standardized rectangles share any area (`CGRect.intersects`, which the
  /// Foundation-only core cannot call on every platform).
  static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
    a.origin.x < b.origin.x + b.size.width && b.origin.x < a.origin.x + a.size.width
      && a.origin.y < b.origin.y + b.size.height && b.origin.y < a.origin.y + a.size.height
  }
}
