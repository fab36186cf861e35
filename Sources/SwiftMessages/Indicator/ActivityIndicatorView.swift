#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The keyframe arc activity indicator: eight arcs whose shades step round the ring (the arc
/// indicator article's `CCActivityIndicatorView`, with its `startAnimating()`,
/// `stopAnimating()` and `isAnimating()` API).
///
/// Better than the article's: vector shape layers instead of eight pre-rendered bitmaps per
/// instance (no start-up rendering, a few hundred bytes instead of 200–450 KiB), any size
/// (the ring scales to the shorter side; 40 × 40 pt intrinsic size), light and dark shades
/// resolved from the trait collection, a stopped state that shows a still ring instead of
/// crashing, a gentle opacity pulse instead of a travelling head under Reduce Motion, and a
/// VoiceOver "Loading" element. Like the article's view it starts animating when created.
@MainActor
open class ActivityIndicatorView: UIView {
  /// Lengths, timing and shades. ``ArcIndicatorStyle``'s defaults (the article's values).
  open var style = ArcIndicatorStyle() {
    didSet {
      // The intrinsic size follows the style's diameter.
      invalidateIntrinsicContentSize()
      rebuild()
    }
  }

  /// Hides the view while stopped. `true` by default.
  @IBInspectable open var hidesWhenStopped: Bool = true {
    didSet { updateVisibility() }
  }

  private var animating = false
  private var arcLayers: [CAShapeLayer] = []
  /// The bounds the arcs were last built for.
  private var builtBounds: CGRect?

  /// Creates an indicator and starts it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Creates an indicator from a nib or storyboard and starts it.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    backgroundColor = .clear
    isAccessibilityElement = true
    accessibilityLabel = SkeletonAccessibility.loadingLabel
    accessibilityTraits = [.updatesFrequently]
    NotificationCenter.default.addObserver(
      self, selector: #selector(reduceMotionChanged),
      name: UIAccessibility.reduceMotionStatusDidChangeNotification,
      object: nil)
    startAnimating()
  }

  /// 40 × 40 pt (``ArcIndicatorStyle/diameter``).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: style.diameter, height: style.diameter)
  }

  // MARK: - API

  /// Starts (or restarts) the animation and shows the view.
  open func startAnimating() {
    animating = true
    updateVisibility()
    installAnimations()
  }

  /// Stops the animation; the ring stays still at its first frame (or hides, see
  /// ``hidesWhenStopped``). Safe to call when not animating.
  open func stopAnimating() {
    animating = false
    removeAnimations()
    updateVisibility()
  }

  /// Whether the indicator is animating.
  open func isAnimating() -> Bool { animating }

  // MARK: - Layout and appearance

  open override func layoutSubviews() {
    super.layoutSubviews()
    // Only a new size needs new arcs: rebuilding restarts the animation, so rebuilding on every
    // layout pass made the ring jump back to its first frame whenever its superview relaid out.
    guard bounds != builtBounds else { return }
    rebuild()
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle { rebuild() }
  }

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    // Core Animation drops animations of layers that leave the window: restore them.
    if window != nil, animating { installAnimations() }
  }

  @objc private func reduceMotionChanged() {
    if animating { installAnimations() }
  }

  private func rebuild() {
    builtBounds = bounds
    // The arcs are plain sublayers: without this, new paths, frames and shades animate
    // implicitly (0.25 s) instead of changing at once (resizing, dark mode).
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    defer { CATransaction.commit() }
    let geometry = ArcIndicatorGeometry(
      style: style, width: Double(bounds.width), height: Double(bounds.height))
    while arcLayers.count < geometry.arcs.count {
      let arc = CAShapeLayer()
      arc.fillColor = nil
      arc.lineCap = .butt
      layer.addSublayer(arc)
      arcLayers.append(arc)
    }
    while arcLayers.count > geometry.arcs.count { arcLayers.removeLast().removeFromSuperlayer() }
    let colors = shadeColors()
    for (index, arc) in geometry.arcs.enumerated() {
      let shape = arcLayers[index]
      shape.frame = bounds
      shape.lineWidth = CGFloat(arc.lineWidth)
      shape.path =
        UIBezierPath(
          arcCenter: arc.center, radius: CGFloat(arc.radius), startAngle: CGFloat(arc.startAngle),
          endAngle: CGFloat(arc.endAngle), clockwise: true
        ).cgPath
      let still = geometry.shadeIndex(arc: index, frame: ArcIndicatorGeometry.stoppedFrame)
      shape.strokeColor = colors.indices.contains(still) ? colors[still] : nil
    }
    if animating { installAnimations() }
  }

  private func shadeColors() -> [CGColor] {
    let appearance: InterfaceStyle = traitCollection.userInterfaceStyle == .dark ? .dark : .light
    return style.shades.map { UIColor($0.resolved(for: appearance)).cgColor }
  }

  private func installAnimations() {
    removeAnimations()
    guard window != nil || superview != nil else { return }
    if UIAccessibility.isReduceMotionEnabled {
      let pulse = CABasicAnimation(keyPath: "opacity")
      pulse.fromValue = 1
      pulse.toValue = style.reducedMotionMinimumOpacity
      pulse.duration = style.reducedMotionPulseDuration / 2
      pulse.autoreverses = true
      pulse.repeatCount = .infinity
      pulse.isRemovedOnCompletion = false
      layer.add(pulse, forKey: "pulse")
      return
    }
    let geometry = ArcIndicatorGeometry(
      style: style, width: Double(bounds.width), height: Double(bounds.height))
    let colors = shadeColors()
    guard !colors.isEmpty else { return }
    for (index, shape) in arcLayers.enumerated() {
      let shades = geometry.keyframes(arc: index).map { colors[min($0, colors.count - 1)] }
      let animation = CAKeyframeAnimation(keyPath: "strokeColor")
      // Discrete keyframes take one more key time than values (the closing 1): one shade per
      // frame. An extra closing value broke that pairing.
      animation.values = shades
      animation.keyTimes = geometry.keyTimes.map { NSNumber(value: $0) }
      animation.calculationMode = .discrete
      animation.duration = style.revolutionDuration
      animation.repeatCount = .infinity
      animation.isRemovedOnCompletion = false
      shape.add(animation, forKey: "shades")
    }
  }

  private func removeAnimations() {
    layer.removeAnimation(forKey: "pulse")
    for shape in arcLayers { shape.removeAnimation(forKey: "shades") }
  }

  private func updateVisibility() {
    isHidden = hidesWhenStopped && !animating
    accessibilityElementsHidden = isHidden
  }
}
#endif
