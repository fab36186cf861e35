import Foundation

/// The appearance every skeleton starts from: SkeletonView's `SkeletonAppearance.default` as a
/// value type. The UIKit layer's `SkeletonAppearance.default` reads and writes one of these;
/// pass your own to a container instead of mutating a global.
///
/// The text line height is not stored: a text skeleton's default line height is
/// `.fixed(multilineHeight)` derived from ``multilineHeight`` at every read. (SkeletonView's
/// `textLineHeight` was a `lazy var` frozen to the first value of `multilineHeight`, so a
/// later change to `multilineHeight` was silently ignored.)
package struct SkeletonDefaults: Hashable, Sendable {
  /// The solid skeleton colour. ``SkeletonColors/skeletonDefault`` by default.
  package var tintColor: DynamicColor
  /// The gradient of gradient skeletons. `SkeletonGradientColors(baseColor: .skeletonDefault)`
  /// by default.
  package var gradient: SkeletonGradientColors
  /// Height of each text line, in points. 15 by default; a negative, NaN or infinite value
  /// falls back to 15.
  package var multilineHeight: CGFloat {
    didSet { multilineHeight = Self.validHeight(multilineHeight) }
  }
  /// Space between text lines, in points. 10 by default; a negative, NaN or infinite value
  /// becomes 0.
  package var multilineSpacing: CGFloat {
    didSet { multilineSpacing = Self.nonNegative(multilineSpacing) }
  }
  /// Width of the last line of a multi-line text, in percent of the full width. 70 by
  /// default; clamped to 0…100.
  package var multilineLastLineFillPercent: Int {
    didSet { multilineLastLineFillPercent = Self.percent(multilineLastLineFillPercent) }
  }
  /// Corner radius of text lines, in points. 0 by default; a negative value becomes 0.
  package var multilineCornerRadius: Int {
    didSet { multilineCornerRadius = max(multilineCornerRadius, 0) }
  }
  /// Whether a single-line label is drawn as one block of the view's size rather than as a
  /// text line. `false` by default.
  package var renderSingleLineAsView: Bool
  /// Corner radius of block (non-text) skeletons, in points. 0 by default; a negative, NaN or
  /// infinite value becomes 0.
  package var skeletonCornerRadius: Float {
    didSet { skeletonCornerRadius = Self.nonNegative(skeletonCornerRadius) }
  }
  /// The transition used by show and hide. `.crossDissolve(0.25)` by default.
  package var transition: SkeletonTransitionStyle
  /// Which appearance skeleton colours are resolved for. `.bySystem` by default.
  package var darkModePolicy: SkeletonDarkModePolicy

  /// Creates defaults; every parameter defaults to SkeletonView's value, and out-of-range
  /// values are corrected as each property documents.
  package init(
    tintColor: DynamicColor = SkeletonColors.skeletonDefault,
    gradient: SkeletonGradientColors = .default,
    multilineHeight: CGFloat = 15,
    multilineSpacing: CGFloat = 10,
    multilineLastLineFillPercent: Int = 70,
    multilineCornerRadius: Int = 0,
    renderSingleLineAsView: Bool = false,
    skeletonCornerRadius: Float = 0,
    transition: SkeletonTransitionStyle = .default,
    darkModePolicy: SkeletonDarkModePolicy = .bySystem
  ) {
    self.tintColor = tintColor
    self.gradient = gradient
    self.multilineHeight = Self.validHeight(multilineHeight)
    self.multilineSpacing = Self.nonNegative(multilineSpacing)
    self.multilineLastLineFillPercent = Self.percent(multilineLastLineFillPercent)
    self.multilineCornerRadius = max(multilineCornerRadius, 0)
    self.renderSingleLineAsView = renderSingleLineAsView
    self.skeletonCornerRadius = Self.nonNegative(skeletonCornerRadius)
    self.transition = transition
    self.darkModePolicy = darkModePolicy
  }

  /// SkeletonView's defaults, unchanged.
  package static let standard = SkeletonDefaults()

  /// The default line height of text skeletons: `.fixed(multilineHeight)` (`.fixed(15)` by
  /// default), derived each time it is read, so a later change to ``multilineHeight`` is
  /// picked up (SkeletonView froze it on first access).
  package var textLineHeight: SkeletonTextLineHeight { .fixed(multilineHeight) }

  private static func validHeight(_ value: CGFloat) -> CGFloat {
    value.isFinite && value >= 0 ? value : 15
  }

  private static func nonNegative<Value: BinaryFloatingPoint>(_ value: Value) -> Value {
    value.isFinite ? max(value, 0) : 0
  }

  private static func percent(_ value: Int) -> Int {
    min(max(value, 0), 100)
  }
}
