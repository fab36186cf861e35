/// A font as the preview measures it (size and weight; italics measure upright), with Liberation
/// Sans standing in for San Francisco: Regular up to ``Weight/medium``, Bold from ``Weight/semibold``.
package struct PreviewFont: Hashable, Sendable {
  /// A font weight: UIKit's `UIFont.Weight` steps.
  ///
  /// The raw values are the names nibs use in `<fontDescription weight="…">`.
  package enum Weight: String, CaseIterable, Sendable {
    /// Ultra light (CSS 100).
    case ultraLight
    /// Thin (CSS 200).
    case thin
    /// Light (CSS 300).
    case light
    /// Regular (CSS 400): the default.
    case regular
    /// Medium (CSS 500).
    case medium
    /// Semibold (CSS 600).
    case semibold
    /// Bold (CSS 700).
    case bold
    /// Heavy (CSS 800).
    case heavy
    /// Black (CSS 900).
    case black

    /// The CSS `font-weight`, 100 (``ultraLight``) … 900 (``black``).
    package var cssWeight: Int { ((Self.allCases.firstIndex(of: self) ?? 3) + 1) * 100 }

    /// Whether the preview measures this weight with the Bold face: ``semibold`` and heavier.
    /// Lighter weights use the Regular face.
    package var usesBoldMetrics: Bool { cssWeight >= 600 }
  }

  /// The size of a label's font when nothing sets it (`UILabel`'s default system font), in points.
  package static let defaultPointSize: Double = 17

  /// `UILabel`'s default font: the system font, 17 pt, regular.
  package static let labelDefault = PreviewFont(size: defaultPointSize)

  /// The point size. A size that is not finite or not positive measures as 0 (see
  /// ``TextLayoutEngine``).
  package var size: Double = PreviewFont.defaultPointSize
  /// The weight; ``Weight/regular`` by default.
  package var weight: Weight = .regular
  /// The distance between baselines of a text-style font (``TextStyle/leading(for:)``); `nil`
  /// for a plain system font, whose lines are one line height apart.
  package var leading: Double?

  /// The font `UIFont.preferredFont(forTextStyle:)` returns for `style` at `category`
  /// (``ContentSizeCategory/large``, the system default, unless given): the point size from
  /// ``TextStyle/pointSize(for:)``, the style's weight (semibold for headline) and its leading.
  package static func preferred(_ style: TextStyle, category: ContentSizeCategory = .large) -> PreviewFont {
    PreviewFont(
      size: style.pointSize(for: category), weight: style.weight, leading: style.leading(for: category))
  }
}
