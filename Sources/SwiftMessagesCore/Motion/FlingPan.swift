import Foundation

/// SwiftMessages 10's `PhysicsPanHandler` drag-and-fling as a state machine (``Event`` in,
/// one ``Reply`` out). A drag pauses auto-hide; a release faster than `flingSpeedThreshold` (600 pt/s)
/// flings (capped at 1800 pt/s, 10 rad/s), otherwise it springs back to the resting place measured
/// at drag start; off screen it hides after `offScreenHideDelay` (0.2 s), once per message.
package struct FlingPan: Sendable {
  /// What the pan recognizer reports, in the container's coordinates.
  package struct Sample: Sendable {
    package internal(set) var phase: PanPhase
    var touch: PathPoint
    /// The velocity, points per second.
    var velocity: PathPoint
    /// The message view's centre.
    var viewCenter: PathPoint
    /// How fast the message rotates, radians per second (``AngularVelocityEstimator``).
    var angularVelocity: Double

    package init(
      phase: PanPhase, touch: PathPoint, velocity: PathPoint, viewCenter: PathPoint, angularVelocity: Double
    ) {
      self.phase = phase
      self.touch = touch
      self.velocity = velocity
      self.viewCenter = viewCenter
      self.angularVelocity = angularVelocity
    }
  }

  package enum Event: Sendable {
    /// The pan was attached to a (new) message: everything about the last one is forgotten.
    case attached
    case pan(Sample)
    /// The simulation moved the message: its visible background's frame and the container's
    /// bounds, both in the container's coordinates.
    case moved(visibleFrame: CGRect, containerBounds: CGRect)
    /// The snap back started by ``Reply/snapBack`` finished (or was interrupted).
    case snapBackFinished
  }

  /// What the handler must do for one event, in this order: attach, move the anchor, fling or
  /// snap back, tell the delegate, hide.
  package struct Reply: Sendable {
    /// Replace any running physics with a new simulation, the message attached to `anchor`
    /// at `offsetFromCenter` from its centre.
    package internal(set) var attach: (anchor: PathPoint, offsetFromCenter: PathPoint)?
    /// Move the attachment's anchor here.
    package internal(set) var moveAnchor: PathPoint?
    /// Let go of the attachment and add these velocities to the message.
    package internal(set) var fling: (velocity: PathPoint, angularVelocity: Double)?
    /// Stop the physics where the message is and spring it to this centre, untransformed; then
    /// report ``Event/snapBackFinished``.
    package internal(set) var snapBack: PathPoint?
    /// What to tell the delegate (the pan started or ended); `nil` for nothing.
    package internal(set) var report: PanReport?
    /// Ask the delegate to hide the message after this many seconds.
    package internal(set) var hideAfter: TimeInterval?
  }

  /// The fling numbers. `ScaleMotion`'s defaults.
  package var motion = ScaleMotion()
  /// Whether the message has been flung out of its container.
  package private(set) var isOffScreen = false
  private var isDragging = false
  private var restingCenter: PathPoint?

  package init(motion: ScaleMotion = ScaleMotion()) {
    self.motion = motion
  }

  package mutating func handle(_ event: Event) -> Reply {
    switch event {
    case .attached:
      self = FlingPan(motion: motion)
    case .pan(let sample) where sample.phase == .began: return began(sample)
    case .pan(let sample) where sample.phase == .changed && isDragging: return Reply(moveAnchor: sample.touch)
    case .pan(let sample) where sample.phase.finishes && isDragging: return finished(sample)
    case .pan: break
    case .moved(let frame, let bounds):
      guard !isOffScreen, !Self.overlap(frame, bounds) else { break }
      isOffScreen = true
      return Reply(hideAfter: max(0, motion.offScreenHideDelay))
    case .snapBackFinished:
      // At rest: a later drag measures the resting place afresh.
      if !isDragging { restingCenter = nil }
    }
    return Reply()
  }

  private mutating func began(_ sample: Sample) -> Reply {
    isDragging = true
    // Caught during a snap back, the message is between places: keep the place it rests at.
    restingCenter = restingCenter ?? sample.viewCenter
    let center = sample.viewCenter
    let offset = PathPoint(x: sample.touch.x - center.x, y: sample.touch.y - center.y)
    return Reply(attach: (sample.touch, offset), report: .started)
  }

  private mutating func finished(_ sample: Sample) -> Reply {
    isDragging = false
    let velocity = sample.velocity
    guard sample.phase.releases,
      motion.shouldFling(velocityX: Double(velocity.x), velocityY: Double(velocity.y))
    else { return Reply(snapBack: restingCenter ?? sample.viewCenter, report: .ended) }
    let capped = motion.cappedLinearVelocity(x: Double(velocity.x), y: Double(velocity.y))
    return Reply(
      fling: (PathPoint(x: capped.x, y: capped.y), motion.cappedAngularVelocity(sample.angularVelocity)))
  }

  /// Whether two standardized rectangles share any area (`CGRect.intersects`, which the
  /// Foundation-only core cannot call on every platform).
  static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
    a.origin.x < b.origin.x + b.size.width && b.origin.x < a.origin.x + a.size.width
      && a.origin.y < b.origin.y + b.size.height && b.origin.y < a.origin.y + a.size.height
  }
}
