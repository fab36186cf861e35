#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIView {
  /// Runs a core ``HidePlan`` on this view: sets the starting alpha, animates the opacity and
  /// movement (ease-in), then hands the view back reusable (the plan's alpha, identity
  /// transform) before calling `completion`. Completion also counts as done while the app is
  /// inactive, so the queue never sticks in the background.
  @MainActor
  func runHide(_ plan: HidePlan, completion: @escaping AnimationCompletion) {
    if let from = plan.opacity.from {
      alpha = CGFloat(from)
    }
    UIView.animate(
      withDuration: plan.duration, delay: 0, options: [.beginFromCurrentState, .curveEaseIn],
      animations: {
        if let to = plan.opacity.to {
          self.alpha = CGFloat(to)
        }
        switch plan.movement {
        case .none: break
        case .scale(let factor):
          self.transform = CGAffineTransform(scaleX: CGFloat(factor), y: CGFloat(factor))
        case .translationY(let offset):
          self.transform = CGAffineTransform(translationX: 0, y: CGFloat(offset))
        }
      },
      completion: { completed in
        self.alpha = CGFloat(plan.restoredAlpha)
        self.transform = .identity
        completion(completed || !AppActivity.isActive)
      })
  }
}
#endif
