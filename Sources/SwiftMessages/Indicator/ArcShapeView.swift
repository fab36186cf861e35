#if canImport(UIKit) && !os(watchOS)
import UIKit

/// What the arc indicator (``ActivityIndicatorView``), the progress ring (``ProgressRingView``)
/// and the HUD glyph (``HUDGlyphView``) share: vector shape layers sized by an
/// ``ArcIndicatorStyle`` and scaled to the view's shorter side, redrawn when the size, the
/// layout direction or the appearance (light, dark) changes. Transparent, 40 pt square by default.
@MainActor
open class ArcShapeView: UIView {
  /// Lengths, timing and shades. `ArcIndicatorStyle`'s defaults (the arc indicator article's
  /// values); the shapes are scaled to the view's shorter side.
  open var arcStyle = ArcIndicatorStyle() {
    didSet { rebuild() }
  }

  /// The colour of the shapes, light and dark: the indicator's arcs (fading towards the head),
  /// the ring's arc (its track is the same colour, faint), the glyph's stroke. `nil` (the
  /// default) uses `ArcIndicatorStyle`'s grey shades, or the outcome's colour for a glyph
  /// (`HUDOutcome/glyphColor`).
  @IBInspectable open var color: UIColor? {
    didSet { applyColor() }
  }

  /// The bounds and layout direction the shapes were last built for.
  private var builtBounds: CGRect?
  private var builtDirection: TextLayoutDirection?

  /// Creates the view, empty and stopped.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Creates the view, empty and stopped, from a nib or storyboard.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  /// Adds the layers and observers; subclasses call `super` first.
  func setUp() {
    backgroundColor = .clear
  }

  /// ``arcStyle``'s diameter (40 pt by default), square.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: arcStyle.diameter, height: arcStyle.diameter)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    // Only a new size or direction needs new shapes.
    guard bounds != builtBounds || layoutDirection != builtDirection else { return }
    rebuild()
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle { applyColor() }
    if previousTraitCollection?.layoutDirection != traitCollection.layoutDirection { setNeedsLayout() }
  }

  /// Redraws the shapes for a forced direction (`.forceRightToLeft`, `.forceLeftToRight`).
  open override var semanticContentAttribute: UISemanticContentAttribute {
    didSet { setNeedsLayout() }
  }

  /// The view's own layout direction, the fact the ring's sweep follows.
  var layoutDirection: TextLayoutDirection {
    TextLayoutDirection(effectiveUserInterfaceLayoutDirection)
  }

  /// The appearance the shapes are drawn for.
  var appearance: InterfaceStyle {
    InterfaceStyle(isDark: traitCollection.userInterfaceStyle == .dark)
  }

  /// ``color`` resolved for the view's traits.
  var resolvedTint: RGBAColor? {
    color.map { RGBAColor($0.resolvedColor(with: traitCollection)) }
  }

  /// Rebuilds the shapes for the bounds and direction now; subclasses call `super` first.
  func rebuild() {
    builtBounds = bounds
    builtDirection = layoutDirection
  }

  /// Gives the shapes ``color`` (or their default) for the traits now.
  func applyColor() {}

}

extension CABasicAnimation {
  /// An animation of `keyPath` from `from` to `to` over `duration` seconds, paced by `timing`
  /// (linear when `nil`).
  convenience init(
    keyPath: String, from: Any?, to: Any?, duration: TimeInterval, timing: CAMediaTimingFunctionName? = nil
  ) {
    self.init(keyPath: keyPath)
    fromValue = from
    toValue = to
    self.duration = duration
    timingFunction = timing.map(CAMediaTimingFunction.init(name:))
  }
}

extension CAShapeLayer {
  /// A stroked, unfilled shape layer.
  convenience init(lineCap: CAShapeLayerLineCap) {
    self.init()
    fillColor = nil
    self.lineCap = lineCap
  }

  /// Draws `path` with `lineWidth` over `bounds`.
  func draw(_ path: [PathCommand], lineWidth: Double, in bounds: CGRect) {
    frame = bounds
    self.lineWidth = CGFloat(lineWidth)
    self.path = UIBezierPath(path).cgPath
  }
}
#endif
