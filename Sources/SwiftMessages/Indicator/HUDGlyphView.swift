#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The success check, failure cross or neutral "i" a loading HUD morphs into, drawn stroke by
/// stroke (`HUDGlyphGeometry`), or an outcome's SF Symbol, sized like the arc indicator.
/// Vector, any size.
///
/// ```swift
/// let glyph = HUDGlyphView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
/// glyph.show(.success, motion: .morph(reduceMotion: UIAccessibility.isReduceMotionEnabled))
/// ```
@MainActor
open class HUDGlyphView: ArcShapeView {
  /// The glyph shown; `nil` (the default) shows nothing.
  open private(set) var outcome: HUDOutcome?

  private let stroke = CAShapeLayer(lineCap: .round)
  /// Shows a ``HUDOutcome/symbol(systemName:)`` outcome.
  private let symbolView = UIImageView()
  /// The appearance to play once the view is in a window (a HUD that morphed while waiting
  /// in the queue still draws its glyph when it appears).
  private var pendingMotion: HUDMotion?

  override func setUp() {
    super.setUp()
    isUserInteractionEnabled = false
    stroke.lineJoin = .round
    layer.addSublayer(stroke)
    symbolView.contentMode = .scaleAspectFit
    symbolView.frame = bounds
    symbolView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(symbolView)
  }

  /// Shows `outcome`'s glyph (`nil` clears it): drawn over `motion`'s duration with
  /// `HUDMotion/draw(duration:)`, faded in with `HUDMotion/crossFade(duration:)`, at once
  /// with `nil`.
  open func show(_ outcome: HUDOutcome?, motion: HUDMotion?) {
    show(outcome, motion: motion, delay: 0)
  }

  /// Shows `outcome`'s glyph as ``show(_:motion:)`` does, starting `delay` seconds from now
  /// (the glyph stays blank until then): a morph from the progress ring waits for the ring to
  /// complete.
  func show(_ outcome: HUDOutcome?, motion: HUDMotion?, delay: TimeInterval) {
    self.outcome = outcome
    pendingDelay = delay
    rebuild()
    stroke.removeAllAnimations()
    symbolView.layer.removeAllAnimations()
    pendingMotion = nil
    guard outcome != nil, let motion else { return }
    guard window != nil else {
      pendingMotion = motion
      return
    }
    play(motion)
  }

  /// The delay of the appearance ``show(_:motion:delay:)`` last asked for.
  private var pendingDelay: TimeInterval = 0

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    guard window != nil, let motion = pendingMotion else { return }
    pendingMotion = nil
    play(motion)
  }

  private func play(_ motion: HUDMotion) {
    let strokeKeyPath: String
    let strokeTiming: CAMediaTimingFunctionName?
    switch motion {
    case .draw: (strokeKeyPath, strokeTiming) = ("strokeEnd", .easeInEaseOut)
    case .crossFade: (strokeKeyPath, strokeTiming) = ("opacity", nil)
    }
    let beginTime = CACurrentMediaTime() + pendingDelay
    // A symbol has no strokes to draw: it fades in over the same time.
    let appearances: [(CALayer, String, CAMediaTimingFunctionName?)] = [
      (stroke, strokeKeyPath, strokeTiming), (symbolView.layer, "opacity", nil),
    ]
    for (target, keyPath, timing) in appearances {
      let animation = CABasicAnimation(
        keyPath: keyPath, from: 0, to: 1, duration: motion.duration, timing: timing)
      animation.beginTime = beginTime
      animation.fillMode = .backwards
      target.add(animation, forKey: "appear")
    }
  }

  override func rebuild() {
    super.rebuild()
    symbolView.image = outcome?.symbolName.flatMap { UIImage(systemName: $0) }
    CATransaction.withoutActions {
      stroke.frame = bounds
      guard let outcome else {
        stroke.path = nil
        return
      }
      let geometry = HUDGlyphGeometry(
        outcome: outcome, style: arcStyle, width: Double(bounds.width), height: Double(bounds.height))
      stroke.draw(geometry.path(progress: 1), lineWidth: geometry.lineWidth, in: bounds)
      applyColor()
    }
  }

  override func applyColor() {
    let resolved = (color ?? outcome.map { UIColor($0.glyphColor) })?.resolvedColor(with: traitCollection)
    symbolView.tintColor = resolved
    CATransaction.withoutActions {
      stroke.strokeColor = resolved?.cgColor
    }
  }
}
#endif
