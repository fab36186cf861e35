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
open class HUDGlyphView: UIView {
  /// The glyph shown; `nil` (the default) shows nothing.
  open private(set) var outcome: HUDOutcome?

  /// The stroke colour. `nil` (the default) uses the outcome's colour
  /// (`HUDOutcome/glyphColor`: green for success, red for failure, light and dark).
  open var color: UIColor? {
    didSet { applyColor() }
  }

  private let stroke = StrokeLayer()
  /// Shows a ``HUDOutcome/symbol(systemName:)`` outcome.
  private let symbolView = UIImageView()
  private var builtBounds: CGRect?
  /// The appearance to play once the view is in a window (a HUD that morphed while waiting
  /// in the queue still draws its glyph when it appears).
  private var pendingMotion: HUDMotion?

  /// Creates an empty glyph view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Creates an empty glyph view from a nib or storyboard.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    backgroundColor = .clear
    isUserInteractionEnabled = false
    addStrokeLayer(stroke, lineCap: .round).lineJoin = .round
    symbolView.contentMode = .scaleAspectFit
    symbolView.frame = bounds
    symbolView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(symbolView)
  }

  /// The indicator's 40 pt square.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: ArcIndicatorSize.large.diameter, height: ArcIndicatorSize.large.diameter)
  }

  /// Shows `outcome`'s glyph (`nil` clears it): drawn over `motion`'s duration with
  /// `HUDMotion/draw(duration:)`, faded in with `HUDMotion/crossFade(duration:)`, at once
  /// with `nil`.
  open func show(_ outcome: HUDOutcome?, motion: HUDMotion?) {
    show(outcome, motion: motion, delay: 0)
  }

  /// Shows `outcome`'s glyph `delay` seconds from now (blank until then): a morph from the
  /// progress ring waits for the ring to complete.
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

  private var pendingDelay: TimeInterval = 0

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    guard window != nil, let motion = pendingMotion else { return }
    pendingMotion = nil
    play(motion)
  }

  private func play(_ motion: HUDMotion) {
    let beginTime = CACurrentMediaTime() + pendingDelay
    // A symbol has no strokes to draw: it fades in over the same time, as strokes do with a
    // cross-fade.
    let fade = Self.appearance(of: "opacity", duration: motion.duration, beginTime: beginTime)
    symbolView.layer.add(fade, forKey: "appear")
    guard case .draw(let duration) = motion else {
      stroke.add(fade, forKey: "appear")
      return
    }
    let draw = Self.appearance(of: "strokeEnd", duration: duration, beginTime: beginTime)
    draw.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    stroke.add(draw, forKey: "appear")
  }

  /// `keyPath` from 0 to 1 over `duration` seconds from `beginTime`, at 0 until then.
  private static func appearance(of keyPath: String, duration: TimeInterval, beginTime: CFTimeInterval)
    -> CABasicAnimation
  {
    let animation = CABasicAnimation(keyPath: keyPath, from: 0, to: 1, duration: duration)
    animation.beginTime = beginTime
    animation.fillMode = .backwards
    return animation
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    guard bounds != builtBounds else { return }
    rebuild()
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle { applyColor() }
  }

  private func rebuild() {
    builtBounds = bounds
    symbolView.image = outcome?.symbolName.flatMap { UIImage(systemName: $0) }
    guard let outcome else {
      stroke.frame = bounds
      stroke.path = nil
      return
    }
    let geometry = HUDGlyphGeometry(
      outcome: outcome, width: Double(bounds.width), height: Double(bounds.height))
    stroke.draw(geometry.path(progress: 1), lineWidth: geometry.lineWidth, in: bounds)
    applyColor()
  }

  private func applyColor() {
    let resolved = (color ?? outcome.map { UIColor($0.glyphColor) })?.resolvedColor(with: traitCollection)
    symbolView.tintColor = resolved
    stroke.strokeColor = resolved?.cgColor
  }
}
#endif
