import Foundation

/// The message view a show or hide animation runs on: `UIView` in the UIKit layer, a recorder in
/// tests and the preview. ``SlideMotion`` and ``ScaleMotion`` decide the numbers and call it once
/// per animation, with plain numbers (no plan value to copy across the module boundary). A
/// transform is a scale about the view's centre and a vertical translation (UIKit's y axis, down
/// positive); identity is scale 1, translation 0.
package protocol MotionTarget: AnyObject {
  /// A show. With a `start`, first sets that transform and its alpha (unless `nil`); without one (a
  /// swipe springing back) it runs from wherever the view is. Animates over `duration` seconds to the identity transform and `endAlpha` (unless
  /// `nil`): a spring of `damping` ratio, or a plain curve when `nil`. When `fadeAlpha` is set, a
  /// linear fade to it over `fadeDuration` runs apart from the movement.
  func runShow(
    duration: Double, damping: Double?, from start: (scale: Double, translationY: Double, alpha: Double?)?,
    endAlpha: Double?, fadeDuration: Double, fadeAlpha: Double?, completion: @escaping (Bool) -> Void)

  /// A hide. Sets the alpha to `startAlpha` (unless `nil`), then eases in over `duration` seconds
  /// to `endAlpha` (unless `nil`) and the transform `end` (unless `nil`: the transform stays).
  /// Afterwards gives the view `restoredAlpha` (its alpha before it was shown) and the identity
  /// transform, so a reused message view starts clean, and calls `completion`.
  func runHide(
    duration: Double, startAlpha: Double?, endAlpha: Double?, to end: (scale: Double, translationY: Double)?,
    restoredAlpha: Double, completion: @escaping (Bool) -> Void)
}

/// A view's alpha as observed before it is shown, as a valid opacity: clamped to 0…1, and 1 when
/// not a number.
func restingOpacity(_ observed: Double) -> Double {
  guard !observed.isNaN else { return 1 }
  return min(max(observed, 0), 1)
}
