import Foundation

/// How tall each skeleton line of a text view is (SkeletonView's `SkeletonTextLineHeight`).
///
/// The default, as in SkeletonView, is `.fixed(15)`.
public enum SkeletonTextLineHeight: Equatable, Hashable, Sendable {
  /// The font's line height (`font.lineHeight`). Falls back to 15 points when the font's line
  /// height is unknown or not positive.
  case relativeToFont
  /// The view's height constraint divided by its `numberOfLines`. Falls back to 15 points for
  /// text views, without a height constraint, or when `numberOfLines` is 0.
  case relativeToConstraints
  /// A fixed height in points. A height that is not positive and finite produces no lines.
  case fixed(CGFloat)
}

extension SkeletonTextLineHeight {
  /// SkeletonView's older `useFontLineHeight` switch as read from a line height: `true` for
  /// `.relativeToFont`.
  package var usesFontLineHeight: Bool { self == .relativeToFont }

  /// The line height SkeletonView's `useFontLineHeight = flag` sets: `.relativeToFont`, or
  /// `.fixed(multilineHeight)`.
  package init(useFontLineHeight flag: Bool, multilineHeight: CGFloat) {
    self = flag ? .relativeToFont : .fixed(multilineHeight)
  }
}
