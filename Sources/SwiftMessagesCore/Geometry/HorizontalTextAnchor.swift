import Foundation

/// The physical edge a block of text lines up with once the layout direction is known: the
/// one rule that turns `.natural` and `.justified` into left or right.
enum HorizontalTextAnchor: Equatable, Sendable {
  /// Lines start at the left edge.
  case left
  /// Lines are centred.
  case center
  /// Lines end at the right edge.
  case right

  /// `.left`, `.center` and `.right` as given; `.natural` and `.justified` follow `direction`
  /// (left in left-to-right layouts, right in right-to-left ones).
  init(alignment: SkeletonTextAlignment, direction: TextLayoutDirection) {
    switch alignment {
    case .left: self = .left
    case .center: self = .center
    case .right: self = .right
    case .natural, .justified: self = direction == .rightToLeft ? .right : .left
    }
  }
}
