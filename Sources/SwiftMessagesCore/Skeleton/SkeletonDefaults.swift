import Foundation

/// The numbers every skeleton starts from (SkeletonView's `SkeletonAppearance.default`), with
/// their corrections.
package struct SkeletonDefaults: Sendable {
  /// Height of each text line, in points; a negative, NaN or infinite value falls back to 15.
  package var multilineHeight: CGFloat = 15 {
    didSet { multilineHeight = multilineHeight.isFinite && multilineHeight >= 0 ? multilineHeight : 15 }
  }
  /// Space between text lines, in points; a negative, NaN or infinite value becomes 0.
  package var multilineSpacing: CGFloat = 10 {
    didSet { multilineSpacing = multilineSpacing.nonNegativeFinite }
  }
  /// Width of the last line of a multi-line text, in percent of the full width, clamped to 0…100.
  package var multilineLastLineFillPercent = 70 {
    didSet { multilineLastLineFillPercent = min(max(multilineLastLineFillPercent, 0), 100) }
  }
  /// Corner radius of text lines, in points. 0 by default; a negative value becomes 0.
  package var multilineCornerRadius = 0 {
    didSet { multilineCornerRadius = max(multilineCornerRadius, 0) }
  }
  /// Whether a single-line label is drawn as one block of the view's size rather than as a text line.
  package var renderSingleLineAsView = false
  /// Corner radius of block (non-text) skeletons, in points; a negative, NaN or infinite value becomes 0.
  package var skeletonCornerRadius: Float = 0 {
    didSet { skeletonCornerRadius = skeletonCornerRadius.nonNegativeFinite }
  }
  /// A line height set explicitly; `nil` follows ``multilineHeight``.
  private var explicitTextLineHeight: SkeletonTextLineHeight?

  package init() {}

  /// How text line heights are chosen: `.fixed(multilineHeight)` (`.fixed(15)`) until set,
  /// derived each time it is read, so a later change to ``multilineHeight`` is picked up
  /// (SkeletonView's `lazy var` froze it to the first value).
  package var textLineHeight: SkeletonTextLineHeight {
    get { explicitTextLineHeight ?? .fixed(multilineHeight) }
    set { explicitTextLineHeight = newValue }
  }
}
