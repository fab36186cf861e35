import Foundation

/// SwiftMessages 10's `TopBottomAnimation` swipe-to-dismiss as a state machine (``Event`` in,
/// one ``Reply`` out). The first moving sample pauses auto-hide once per drag; a release past
/// `closeSpeedThreshold`, `closePercentThreshold` or `closeAbsoluteThreshold` dismisses, otherwise
/// it springs back and resumes once home (a drag caught mid-spring keeps one start/end pair).
package struct SlidePan: Sendable {
  /// What the pan recognizer reports, in the message view's coordinates.
  package struct Sample: Sendable {
    package internal(set) var phase: PanPhase
    /// The vertical translation since the drag began (UIKit's y axis, down positive).
    var translationY: Double
    /// The vertical velocity, points per second (down positive).
    var velocityY: Double
    package internal(set) var height: Double
    /// How far the background view is inset from the message view (zero when the message is
    /// its own background): ``LayoutInsets/init(of:in:)`` of its frame in the view's bounds.
    var backgroundInsets: LayoutInsets
    /// The message's bounce offset (`MarginAdjustable.bounceAnimationOffset`).
    var bounceOffset: Double

    package init(
      phase: PanPhase, translationY: Double, velocityY: Double, height: Double,
      backgroundInsets: LayoutInsets,
      bounceOffset: Double
    ) {
      self.phase = phase
      self.translationY = translationY
      self.velocityY = velocityY
      self.height = height
      self.backgroundInsets = backgroundInsets
      self.bounceOffset = bounceOffset
    }
  }

  package enum Event: Sendable {
    /// The animator installed a message: any earlier drag is forgotten.
    case installed
    case pan(Sample)
    /// The spring back the last ``Reply/springBack`` started has finished (or was
    /// interrupted).
    case springBackFinished
  }

  /// What the animator must do for one event: move, tell the delegate, spring back.
  package struct Reply: Sendable {
    /// Set the message's vertical translation (UIKit's y axis); `nil` leaves it.
    package internal(set) var moveY: Double?
    /// What to tell the delegate: the pan started, the user dismissed the message, or the pan
    /// ended; `nil` for nothing.
    package internal(set) var report: PanReport?
    /// Spring the message back to its resting place (the show animation from where it is),
    /// then report ``Event/springBackFinished``.
    package internal(set) var springBack = false
  }

  /// Every threshold and the rubber band. `SlideMotion`'s defaults.
  package var motion = SlideMotion()
  package internal(set) var edge: PresentationPlacement
  /// Whether auto-hide is paused for a drag (``PanReport/started`` sent, ``PanReport/ended``
  /// owed).
  private(set) var isPaused = false
  /// Whether the drag is under way (the finger holds the message).
  private var isDragging = false
  private var closeSpeed: Double = 0
  private var closeTranslation: Double = 0

  package init(edge: PresentationPlacement, motion: SlideMotion = SlideMotion()) {
    self.edge = edge
    self.motion = motion
  }

  package mutating func handle(_ event: Event) -> Reply {
    switch event {
    case .pan(let sample) where sample.phase == .changed: return changed(sample)
    case .pan(let sample) where sample.phase.finishes: return finished(sample)
    case .pan: return Reply()
    case .installed:
      self = SlidePan(edge: edge, motion: motion)
      return Reply()
    case .springBackFinished:
      guard isPaused, !isDragging else { return Reply() }
      isPaused = false
      return Reply(report: .ended)
    }
  }

  private mutating func changed(_ sample: Sample) -> Reply {
    let translation = motion.towardsEdge(sample.translationY, edge: edge)
    let offset = motion.offset(
      forTranslation: translation,
      allowsRubberBand: motion.allowsRubberBand(backgroundInsets: sample.backgroundInsets, edge: edge))
    closeSpeed = motion.towardsEdge(sample.velocityY, edge: edge)
    closeTranslation = translation
    var reply = Reply(moveY: motion.towardsEdge(offset, edge: edge))
    // Any drag that moves the message pauses auto-hide, a rubber-band one too: the message is
    // in the user's hand. One that cannot move it (away from a full-width banner's edge, or no
    // vertical movement) does not.
    guard offset != 0, !isDragging else { return reply }
    isDragging = true
    if !isPaused { reply.report = .started }
    isPaused = true
    return reply
  }

  private mutating func finished(_ sample: Sample) -> Reply {
    let dismiss =
      sample.phase.releases
      && motion.shouldDismiss(
        translation: closeTranslation, velocity: closeSpeed, height: sample.height,
        bounceOffset: sample.bounceOffset)
    isDragging = false
    closeSpeed = 0
    closeTranslation = 0
    // The message leaves: nothing is owed to a later drag.
    if dismiss { isPaused = false }
    return Reply(report: dismiss ? .dismissed : nil, springBack: !dismiss)
  }
}
