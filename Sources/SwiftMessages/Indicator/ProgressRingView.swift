#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The determinate progress ring a loading HUD shows once its work reports progress: a full
/// track and an arc from 12 o'clock, with the arc indicator's radius, stroke and shades, so it
/// takes the indicator's place without a jump. Vector, any size. The arc runs clockwise, or
/// counter-clockwise when the view's `effectiveUserInterfaceLayoutDirection` is right to left
/// (`ProgressRingGeometry`).
///
/// ```swift
/// let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
/// ring.setProgress(0.4, animated: true)
/// ```
@MainActor
open class ProgressRingView: ArcShapeView {
  /// The fraction shown, 0…1. 0 by default. Setting it jumps there; see
  /// ``setProgress(_:animated:)``.
  open var progress: Double {
    get { shown }
    set { setProgress(newValue, animated: false) }
  }

  private let track = CAShapeLayer(lineCap: .butt)
  private let arc = CAShapeLayer(lineCap: .butt)
  private var shown: Double = 0

  override func setUp() {
    super.setUp()
    isUserInteractionEnabled = false
    layer.addSublayer(track)
    layer.addSublayer(arc)
    arc.strokeEnd = 0
    applyColor()
  }

  /// Moves the ring to `fraction` (clamped to 0…1; NaN counts as 0), sweeping from where it
  /// is when `animated` (`HUDMotion/progress(reduceMotion:)`: 0.2 s, none with Reduce
  /// Motion).
  open func setProgress(_ fraction: Double, animated: Bool) {
    setProgress(
      fraction,
      motion: animated ? HUDMotion.progress(reduceMotion: UIAccessibility.isReduceMotionEnabled) : nil)
  }

  /// Moves the ring to `fraction`, sweeping with a ``HUDMotion/draw(duration:)`` motion and
  /// jumping otherwise.
  func setProgress(_ fraction: Double, motion: HUDMotion?) {
    let target = fraction.clampedToUnit()
    let from = arc.presentation()?.strokeEnd ?? CGFloat(shown)
    shown = target
    CATransaction.withoutActions {
      arc.strokeEnd = CGFloat(target)
    }
    arc.removeAnimation(forKey: "progress")
    guard window != nil, case .draw(let duration)? = motion else { return }
    arc.add(
      CABasicAnimation(
        keyPath: "strokeEnd", from: from, to: CGFloat(target), duration: duration, timing: .easeOut),
      forKey: "progress")
  }

  override func rebuild() {
    super.rebuild()
    CATransaction.withoutActions {
      let geometry = ProgressRingGeometry(
        style: arcStyle, width: Double(bounds.width), height: Double(bounds.height),
        layoutDirection: layoutDirection)
      track.draw(geometry.track, lineWidth: geometry.lineWidth, in: bounds)
      // The whole turn, revealed up to `strokeEnd`: the same arc as `arc(progress:)` at every value.
      arc.draw(geometry.arc(progress: 1), lineWidth: geometry.lineWidth, in: bounds)
      applyColor()
    }
  }

  override func applyColor() {
    let colors = arcStyle.ringColors(tint: resolvedTint, appearance: appearance)
    CATransaction.withoutActions {
      track.strokeColor = UIColor(colors.track).cgColor
      arc.strokeColor = UIColor(colors.arc).cgColor
    }
  }
}
#endif
