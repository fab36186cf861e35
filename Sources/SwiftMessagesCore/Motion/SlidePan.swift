import Foundation

/// The message a ``SlidePan`` moves: `TopBottomAnimation`, a recorder in tests.
package protocol SlidePanTarget: AnyObject {
  /// Set the message's vertical translation (UIKit's y axis).
  func move(toY y: Double)
  /// Tell the delegate the pan started, the user dismissed the message, or the pan ended.
  func report(_ report: PanReport)
  /// Spring the message back to its resting place (the show animation from where it is), then
  /// call ``SlidePan/springBackFinished(target:)``.
  func springBack()
}

/// SwiftMessages 10's `TopBottomAnimation` swipe-to-dismiss: pan events in, calls to its
/// ``SlidePanTarget`` out (move, tell the delegate, spring back). The first moving sample pauses
/// auto-hide once per drag; a release past `closeSpeedThreshold`, `closePercentThreshold` or
/// `closeAbsoluteThreshold` dismisses, otherwise it springs back and resumes once home (a drag
/// caught mid-spring keeps one start/end pair).
package final class SlidePan {
  /// Every threshold and the rubber band. `SlideMotion`'s defaults.
  package var motion = SlideMotion()
  package let edge: PresentationPlacement
  /// Whether auto-hide is paused for a drag (``PanReport/started`` sent, ``PanReport/ended``
  /// owed).
  private(set) var isPaused = false
  /// Whether the drag is under way (the finger holds the message).
  private var isDragging = false
  private var closeSpeed: Double = 0
  private var closeTranslation: Double = 0

  package init(edge: PresentationPlacement) {
    self.edge = edge
  }

  /// The animator installed a message: any earlier drag is forgotten.
  package func installed() {
    isPaused = false
    isDragging = false
    closeSpeed = 0
    closeTranslation = 0
  }

  /// A pan event, in the message view's coordinates: the vertical translation since the drag
  /// began and the vertical velocity (points per second; UIKit's y axis, down positive), the
  /// message's height, how far its background view is inset from it (zero when the message is
  /// its own background: ``LayoutInsets/init(of:in:)`` of its frame in the view's bounds), and
  /// its bounce offset (`MarginAdjustable.bounceAnimationOffset`).
  package func pan(
    _ phase: PanPhase, translationY: Double, velocityY: Double, height: Double,
    backgroundInsets: LayoutInsets,
    bounceOffset: Double, target: some SlidePanTarget
  ) {
    if phase == .changed {
      let translation = motion.towardsEdge(translationY, edge: edge)
      let offset = motion.offset(
        forTranslation: translation,
        allowsRubberBand: motion.allowsRubberBand(backgroundInsets: backgroundInsets, edge: edge))
      closeSpeed = motion.towardsEdge(velocityY, edge: edge)
      closeTranslation = translation
      target.move(toY: motion.towardsEdge(offset, edge: edge))
      // Any drag that moves the message pauses auto-hide, a rubber-band one too: the message is
      // in the user's hand. One that cannot move it (away from a full-width banner's edge, or no
      // vertical movement) does not.
      guard offset != 0, !isDragging else { return }
      isDragging = true
      let wasPaused = isPaused
      isPaused = true
      if !wasPaused { target.report(.started) }
    } else if phase.finishes {
      let dismiss =
        phase.releases
        && motion.shouldDismiss(
          translation: closeTranslation, velocity: closeSpeed, height: height, bounceOffset: bounceOffset)
      isDragging = false
      closeSpeed = 0
      closeTranslation = 0
      if dismiss {
        // The message leaves: nothing is owed to a later drag.
        isPaused = false
        target.report(.dismissed)
      } else {
        target.springBack()
      }
    }
  }

  /// The spring back ``SlidePanTarget/springBack()`` started has finished (or was interrupted).
  package func springBackFinished(target: some SlidePanTarget) {
    guard isPaused, !isDragging else { return }
    isPaused = false
    target.report(.ended)
  }
}
