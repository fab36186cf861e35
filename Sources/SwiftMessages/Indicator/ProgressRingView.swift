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
open class ProgressRingView: UIView {
  /// The fraction shown, 0…1. 0 by default. Setting it jumps there; see
  /// ``setProgress(_:animated:)``.
  open var progress: Double {
    get { shown }
    set { setProgress(newValue, animated: false) }
  }

  /// The arc's colour; the track is the same colour, faint (`ArcIndicatorStyle/ringColors(tint:appearance:)`). `nil` (the
  /// default) uses the arc indicator's grey shades (`ArcIndicatorStyle/shades`), light and dark.
  open var color: UIColor? {
    didSet { applyColors() }
  }

  private let track = StrokeLayer()
  private let arc = StrokeLayer()
  private var shown: Double = 0
  private var builtBounds: CGRect?
  private var builtDirection: UIUserInterfaceLayoutDirection?

  /// Creates a ring at 0.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Creates a ring at 0 from a nib or storyboard.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    backgroundColor = .clear
    isUserInteractionEnabled = false
    addStrokeLayer(track, lineCap: .butt)
    addStrokeLayer(arc, lineCap: .butt)
    arc.strokeEnd = 0
    applyColors()
  }

  /// The indicator's 40 pt square.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: ArcIndicatorSize.large.diameter, height: ArcIndicatorSize.large.diameter)
  }

  /// Moves the ring to `fraction` (clamped to 0…1; NaN counts as 0), sweeping from where it
  /// is when `animated` (`HUDMotion/progress(reduceMotion:)`: 0.2 s, none with Reduce
  /// Motion).
  open func setProgress(_ fraction: Double, animated: Bool) {
    setProgress(
      fraction,
      motion: animated ? HUDMotion.progress(reduceMotion: UIAccessibility.isReduceMotionEnabled) : nil)
  }

  /// Moves the ring to `fraction`, sweeping with a ``HUDMotion/draw(duration:)`` motion, else jumping.
  func setProgress(_ fraction: Double, motion: HUDMotion?) {
    let target = fraction.clampedToUnit()
    let from = arc.presentation()?.strokeEnd ?? CGFloat(shown)
    shown = target
    arc.strokeEnd = CGFloat(target)
    arc.removeAnimation(forKey: "progress")
    guard window != nil, case .draw(let duration)? = motion else { return }
    let sweep = CABasicAnimation(keyPath: "strokeEnd", from: from, to: CGFloat(target), duration: duration)
    sweep.timingFunction = CAMediaTimingFunction(name: .easeOut)
    arc.add(sweep, forKey: "progress")
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    guard bounds != builtBounds || effectiveUserInterfaceLayoutDirection != builtDirection else { return }
    rebuild()
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle { applyColors() }
    if previousTraitCollection?.layoutDirection != traitCollection.layoutDirection { setNeedsLayout() }
  }

  /// Redraws the ring for a forced direction (`.forceRightToLeft`, `.forceLeftToRight`).
  open override var semanticContentAttribute: UISemanticContentAttribute {
    didSet { setNeedsLayout() }
  }

  private func rebuild() {
    builtBounds = bounds
    // The view's own layout direction, the fact the ring's sweep follows.
    let direction = effectiveUserInterfaceLayoutDirection
    builtDirection = direction
    let geometry = ProgressRingGeometry(
      width: Double(bounds.width), height: Double(bounds.height),
      layoutDirection: TextLayoutDirection(direction))
    track.draw(geometry.track, lineWidth: geometry.lineWidth, in: bounds)
    // The whole turn, revealed up to `strokeEnd`: the same arc as `arc(progress:)` at every value.
    arc.draw(geometry.arc(progress: 1), lineWidth: geometry.lineWidth, in: bounds)
    applyColors()
  }

  private func applyColors() {
    let appearance: InterfaceStyle = traitCollection.userInterfaceStyle == .dark ? .dark : .light
    let tint = color.map { RGBAColor($0.resolvedColor(with: traitCollection)) }
    let colors = ArcIndicatorStyle().ringColors(tint: tint, appearance: appearance)
    track.strokeColor = UIColor(colors.track).cgColor
    arc.strokeColor = UIColor(colors.arc).cgColor
  }
}
#endif
