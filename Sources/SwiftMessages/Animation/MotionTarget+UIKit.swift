#if canImport(UIKit) && !os(watchOS)
import UIKit

extension CGAffineTransform {
  /// A core ``MotionTarget`` transform: a scale about the centre and a vertical translation.
  init(scale: Double, translationY: Double) {
    self.init(a: CGFloat(scale), b: 0, c: 0, d: CGFloat(scale), tx: 0, ty: CGFloat(translationY))
  }
}

/// The show and hide animations the core's motions run on a message view.
extension UIView: @preconcurrency MotionTarget {
  package func runShow(
    duration: Double, damping: Double?, from start: (scale: Double, translationY: Double, alpha: Double?)?,
    endAlpha: Double?, fadeDuration: Double, fadeAlpha: Double?, completion: @escaping (Bool) -> Void
  ) {
    if let start {
      transform = CGAffineTransform(scale: start.scale, translationY: start.translationY)
      if let startAlpha = start.alpha {
        alpha = CGFloat(startAlpha)
      }
    }
    let movement = {
      self.transform = .identity
      if let endAlpha {
        self.alpha = CGFloat(endAlpha)
      }
    }
    let done = { (completed: Bool) in completion(completed || !AppActivity.isActive) }
    if let damping {
      UIView.animate(
        withDuration: duration, delay: 0, usingSpringWithDamping: CGFloat(damping), initialSpringVelocity: 0,
        options: [.beginFromCurrentState, .curveLinear, .allowUserInteraction], animations: movement,
        completion: done)
    } else {
      UIView.animate(
        withDuration: duration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction],
        animations: movement, completion: done)
    }
    if let fadeAlpha {
      UIView.animate(
        withDuration: fadeDuration, delay: 0,
        options: [.beginFromCurrentState, .curveLinear, .allowUserInteraction],
        animations: { self.alpha = CGFloat(fadeAlpha) })
    }
  }

  package func runHide(
    duration: Double, startAlpha: Double?, endAlpha: Double?, to end: (scale: Double, translationY: Double)?,
    restoredAlpha: Double, completion: @escaping (Bool) -> Void
  ) {
    if let startAlpha {
      alpha = CGFloat(startAlpha)
    }
    UIView.animate(
      withDuration: duration, delay: 0, options: [.beginFromCurrentState, .curveEaseIn],
      animations: {
        if let endAlpha {
          self.alpha = CGFloat(endAlpha)
        }
        if let end {
          self.transform = CGAffineTransform(scale: end.scale, translationY: end.translationY)
        }
      },
      completion: { completed in
        self.alpha = CGFloat(restoredAlpha)
        self.transform = .identity
        completion(completed || !AppActivity.isActive)
      })
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
