import Foundation

/// SwiftMessages 10's `TopBottomAnimation` swipe-to-dismiss as a state machine (``Event`` in,
/// ``Action`` out). The first moving sample pauses auto-hide once per drag; a release past
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
    /// The spring back the last ``Action/springBack`` started has finished (or was
    /// interrupted).
    case springBackFinished
  }

  /// Something the animator must do, in the order given.
  package enum Action: Sendable {
    /// Tell the delegate a pan started (auto-hide pauses).
    case panStarted
    /// Set the message's vertical translation (UIKit's y axis).
    case move(translationY: Double)
    /// Tell the delegate the user dismissed the message.
    case dismiss
    /// Spring the message back to its resting place (the show animation from where it is),
    /// then report ``Event/springBackFinished``.
    case springBack
    /// Tell the delegate the pan ended (auto-hide resumes).
    case panEnded
  }

  /// Every threshold and the rubber band. `SlideMotion`'s defaults.
  package var motion = SlideMotion()
  package internal(set) var edge: PresentationPlacement
  /// Whether auto-hide is paused for a drag (``Action/panStarted`` sent, ``Action/panEnded``
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

  package mutating func handle(_ event: Event) -> [Action] {
    switch event {
    case .pan(let sample) where sample.phase == .changed: return changed(sample)
    case .pan(let sample) where sample.phase.finishes: return finished(sample)
    case .pan: return []
    case .installed:
      self = SlidePan(edge: edge, motion: motion)
      return []
    case .springBackFinished:
      guard isPaused, !isDragging else { return [] }
      isPaused = false
      return [.panEnded]
    }
  }

  private mutating func changed(_ sample: Sample) -> [Action] {
    let translation = motion.towardsEdge(sample.translationY, edge: edge)
    let offset = motion.offset(
      forTranslation: translation,
      allowsRubberBand: motion.allowsRubberBand(backgroundInsets: sample.backgroundInsets, edge: edge))
    closeSpeed = motion.towardsEdge(sample.velocityY, edge: edge)
    closeTranslation = translation
    var actions = [Action.move(translationY: motion.towardsEdge(offset, edge: edge))]
    // Any drag that moves the message pauses auto-hide, a rubber-band one too: the message is
    // in the user's hand. One that cannot move it (away from a full-width banner's edge, or no
    // vertical movement) does not.
    guard offset != 0, !isDragging else { return actions }
    isDragging = true
    if !isPaused {
      isPaused = true
      actions.append(.panStarted)
    }
    return actions
  }

  private mutating func finished(_ sample: Sample) -> [Action] {
    let dismiss =
      sample.phase.releases
      && motion.shouldDismiss(
        translation: closeTranslation, velocity: closeSpeed, height: sample.height,
        bounceOffset: sample.bounceOffset)
    isDragging = false
    closeSpeed = 0
    closeTranslation = 0
    guard !dismiss else {
      // The message leaves: nothing is owed to a later drag.
      isPaused = false
      return [.dismiss]
    }
    return [.springBack]
  }
}
