#if canImport(UIKit) && !os(watchOS)
import UIKit

extension SwiftMessagesSegue: UIViewControllerTransitioningDelegate {
  /// The present animator: it shows the controller's view as a message in the transition's
  /// container and completes when the message is up. Its duration is the message animator's
  /// show duration.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    SegueTransitionAnimator(segue: self, isPresenting: true)
  }

  /// The dismiss animator: it hides the message and completes when the hide animation ends.
  /// Its duration is the message's hide duration (0.5 s when no message is up).
  public func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    SegueTransitionAnimator(segue: self, isPresenting: false)
  }
  // No `presentationController(forPresented:presenting:source:)`: as in SwiftMessages 10, app
  // subclasses may supply their own. The end of a dismissal that skips the animator is learnt
  // from the message's host leaving the window.
}

/// Hands a present or dismiss transition to its segue, which completes it once its message
/// has shown or hidden.
final class SegueTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// Strong: the segue must outlive a transition UIKit waits for.
  private let segue: SwiftMessagesSegue
  private let isPresenting: Bool

  init(segue: SwiftMessagesSegue, isPresenting: Bool) {
    self.segue = segue
    self.isPresenting = isPresenting
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    segue.transitionDuration(presenting: isPresenting)
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    segue.transitionStarted(transitionContext, presenting: isPresenting)
  }
}

#endif
