#if canImport(UIKit) && !os(watchOS)
import UIKit

extension HidePlan.Movement {
  /// The transform of this movement; `nil` for none (the transform is left alone).
  var transform: CGAffineTransform? {
    switch self {
    case .none: return nil
    case .scale(let factor): return CGAffineTransform(scaleX: CGFloat(factor), y: CGFloat(factor))
    case .translationY(let offset): return CGAffineTransform(translationX: 0, y: CGFloat(offset))
    }
  }
}

extension UIView {
  /// Runs a core ``HidePlan`` (ease-in), then resets the view for reuse and calls `completion`.
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
        if let moved = plan.movement.transform {
          self.transform = moved
        }
      },
      completion: { completed in
        self.alpha = CGFloat(plan.restoredAlpha)
        self.transform = .identity
        completion(completed || !AppActivity.isActive)
      })
  }

  @MainActor
  func prepareShow(_ plan: ShowPlan) {
    transform = plan.start.transform ?? .identity
    if let from = plan.opacity.from {
      alpha = CGFloat(from)
    }
  }

  /// Runs a core ``ShowPlan`` from wherever the view is (the plan's spring, else a plain curve).
  @MainActor
  func runShow(_ plan: ShowPlan, completion: @escaping AnimationCompletion) {
    let movement = {
      self.transform = .identity
      if let to = plan.opacity.to {
        self.alpha = CGFloat(to)
      }
    }
    let done = { (completed: Bool) in completion(completed || !AppActivity.isActive) }
    if let damping = plan.springDamping {
      UIView.animate(
        withDuration: plan.duration, delay: 0, usingSpringWithDamping: CGFloat(damping),
        initialSpringVelocity: 0,
        options: [.beginFromCurrentState, .curveLinear, .allowUserInteraction], animations: movement,
        completion: done)
    } else {
      UIView.animate(
        withDuration: plan.duration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction],
        animations: movement, completion: done)
    }
    if let fade = plan.separateFade {
      UIView.animate(
        withDuration: fade.duration, delay: 0,
        options: [.beginFromCurrentState, .curveLinear, .allowUserInteraction],
        animations: { self.alpha = CGFloat(fade.alpha) })
    }
  }
}

/// Whether the app is active, without touching `UIApplication.shared` at compile time (so
/// the code stays usable in app extensions, where an extension is always treated as active).
@MainActor
enum AppActivity {
  /// `false` only when a host application exists and is not `.active`. Animations then report
  /// completion anyway, so the queue never sticks in the background.
  static var isActive: Bool {
    guard let app = ContextResolver.application() else { return true }
    return app.applicationState == .active
  }
}
#endif
