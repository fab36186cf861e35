#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The keyframe arc activity indicator: eight arcs whose shades step round the ring (the arc
/// indicator article's `CCActivityIndicatorView`, with its `startAnimating()`,
/// `stopAnimating()` and `isAnimating()` API), behaving like `UIActivityIndicatorView`.
///
/// It starts stopped (and, with ``hidesWhenStopped``, hidden); ``startAnimating()`` is
/// idempotent and the animation continues in phase across size changes, window moves and
/// Reduce Motion changes. ``style`` picks the size (`.large`, the article's 40 pt, by default;
/// `.medium` is 20 pt), ``color`` tints the arcs. Vector shape layers, light and dark shades,
/// a gentle opacity pulse under Reduce Motion, and a VoiceOver "Loading" element while it runs.
///
/// ```swift
/// let indicator = ActivityIndicatorView(style: .medium)
/// indicator.color = .systemBlue
/// indicator.startAnimating()
/// ```
@IBDesignable
@MainActor
open class ActivityIndicatorView: UIView {
  /// The indicator's sizes (`UIActivityIndicatorView.Style`'s `.medium` and `.large`).
  public typealias Style = ArcIndicatorSize

  /// The size of the indicator (its intrinsic and fitting size). `.large` (40 × 40 pt) by
  /// default.
  open var style: Style = .large {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The colour of the arcs, fading towards the head. `nil` (the default) uses
  /// ``arcStyle``'s grey light and dark shades.
  @IBInspectable open var color: UIColor? {
    didSet { rebuild() }
  }

  /// Hides the view while stopped. `true` by default.
  @IBInspectable open var hidesWhenStopped: Bool = true {
    didSet { updateState() }
  }

  /// Lengths, timing and shades. `ArcIndicatorStyle`'s defaults (the article's values); the
  /// ring is scaled to the view's shorter side.
  open var arcStyle = ArcIndicatorStyle() {
    didSet { rebuild() }
  }

  private var run = ArcIndicatorRun()
  private var arcLayers: [StrokeLayer] = []
  /// Each arc's shades through a revolution, one per frame, as last built (none without shades).
  private var shadeAnimations: [CAKeyframeAnimation] = []
  private var builtBounds: CGRect?

  /// Creates a stopped indicator of the given size.
  public convenience init(style: Style) {
    self.init(frame: .zero)
    self.style = style
    sizeToFit()
  }

  /// Creates a stopped `.large` indicator.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Creates a stopped indicator from a nib or storyboard.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    backgroundColor = .clear
    NotificationCenter.default.addObserver(
      self, selector: #selector(reduceMotionChanged),
      name: UIAccessibility.reduceMotionStatusDidChangeNotification,
      object: nil)
    updateState()
  }

  /// ``style``'s side, square.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: style.diameter, height: style.diameter)
  }

  /// ``style``'s side, square, whatever `size` is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  // MARK: - API

  /// Starts the animation and shows the view. Calling it while animating does nothing.
  open func startAnimating() {
    guard !run.isAnimating else { return }
    run.start(at: CACurrentMediaTime())
    updateState()
  }

  /// Stops the animation; the ring stays still at its first frame (or hides, see
  /// ``hidesWhenStopped``). Safe to call when not animating.
  open func stopAnimating() {
    run.stop()
    updateState()
  }

  /// Whether the indicator is animating.
  open func isAnimating() -> Bool { run.isAnimating }

  // MARK: - Layout and appearance

  open override func layoutSubviews() {
    super.layoutSubviews()
    // Only a new size needs new arcs (re-added in phase).
    guard bounds != builtBounds else { return }
    rebuild()
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle { rebuild() }
  }

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    // Core Animation drops animations of layers that leave the window: re-add them, in phase
    // (the plan runs nothing outside a window).
    installAnimations()
  }

  open override func prepareForInterfaceBuilder() {
    super.prepareForInterfaceBuilder()
    isHidden = false
    rebuild()
  }

  @objc private func reduceMotionChanged() {
    installAnimations()
  }

  /// Arcs for the current bounds, tint and appearance, animated in phase.
  private func rebuild() {
    builtBounds = bounds
    let geometry = ArcIndicatorGeometry(
      style: arcStyle, width: Double(bounds.width), height: Double(bounds.height))
    let tint = color.map { RGBAColor($0.resolvedColor(with: traitCollection)) }
    let appearance = InterfaceStyle(isDark: traitCollection.userInterfaceStyle == .dark)
    let colors = arcStyle.shadeColors(tint: tint, appearance: appearance).map { UIColor($0).cgColor }
    // Discrete keyframes take one more key time than values (the closing 1): one shade per frame.
    let keyTimes = geometry.keyTimes.map { NSNumber(value: $0) }
    while arcLayers.count < geometry.arcs.count {
      arcLayers.append(addStrokeLayer(lineCap: .butt))
    }
    while arcLayers.count > geometry.arcs.count { arcLayers.removeLast().removeFromSuperlayer() }
    for (shape, arc) in zip(arcLayers, geometry.arcs) {
      shape.draw([arc], lineWidth: geometry.lineWidth, in: bounds)
      shape.strokeColor = nil
    }
    // Without shades the arcs stay uncoloured and nothing animates.
    shadeAnimations = (colors.isEmpty ? [] : arcLayers).enumerated().map { index, shape in
      let shades = geometry.keyframes(arc: index).map { colors[min($0, colors.count - 1)] }
      shape.strokeColor = shades[ArcIndicatorGeometry.stoppedFrame]
      let animation = CAKeyframeAnimation(keyPath: "strokeColor")
      animation.values = shades
      animation.keyTimes = keyTimes
      animation.calculationMode = .discrete
      animation.duration = arcStyle.revolutionDuration
      animation.repeatCount = .infinity
      animation.isRemovedOnCompletion = false
      return animation
    }
    installAnimations()
  }

  /// (Re-)adds the animations of a running indicator at the phase the run has now.
  private func installAnimations() {
    layer.removeAnimation(forKey: "pulse")
    for shape in arcLayers { shape.removeAnimation(forKey: "shades") }
    let animation = run.animation(
      at: CACurrentMediaTime(), inWindow: window != nil, reduceMotion: UIAccessibility.isReduceMotionEnabled,
      style: arcStyle)
    switch animation {
    case .none:
      break
    case .pulse(let halfDuration, let minimumOpacity, let timeOffset):
      let pulse = CABasicAnimation(keyPath: "opacity", from: 1, to: minimumOpacity, duration: halfDuration)
      pulse.autoreverses = true
      pulse.repeatCount = .infinity
      pulse.isRemovedOnCompletion = false
      pulse.timeOffset = timeOffset
      layer.add(pulse, forKey: "pulse")
    case .keyframes(let timeOffset):
      // Each arc's shades, `timeOffset` seconds into the revolution.
      for (shape, shades) in zip(arcLayers, shadeAnimations) {
        shades.timeOffset = timeOffset
        shape.add(shades, forKey: "shades")
      }
    }
  }

  /// Shows or hides the view and its VoiceOver element for the run, and (re-)adds its animations.
  private func updateState() {
    installAnimations()
    isHidden = run.isHidden(hidesWhenStopped: hidesWhenStopped)
    let element = ArcIndicatorRun.accessibility(isAnimating: run.isAnimating)
    isAccessibilityElement = element.isAccessibilityElement
    accessibilityLabel = element.label
    accessibilityTraits = element.updatesFrequently ? [.updatesFrequently] : []
    accessibilityElementsHidden = !element.isAccessibilityElement
  }
}
#endif
