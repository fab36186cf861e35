/// The horizontal alignment of a text view's skeleton lines (every one, not only the last),
/// mirroring `NSTextAlignment`; `.natural` and `.justified` follow the layout direction.
package enum SkeletonTextAlignment: Equatable, Sendable {
  /// Lines start at the left padding.
  case left
  /// Lines are centred between the left and right padding.
  case center
  /// Lines end at the right padding.
  case right
  /// Left in left-to-right layouts, right in right-to-left layouts. The default.
  case natural
  /// Like `.natural` (full lines fill the width; the shorter last line follows the layout direction).
  case justified
}
