import Foundation

@testable import SwiftMessagesCore

/// Realistic containers and cards for the deck tests.
enum DeckFacts {
  /// A `CardView`'s layout margin additions: 10 pt on every edge.
  static let cardMargins = LayoutInsets(all: 10)

  /// iPhone 15 in portrait: 393 × 852, Dynamic Island safe area 59 at the top, home indicator
  /// 34 at the bottom.
  static let iPhone15 = DeckContainer(
    size: CGSize(width: 393, height: 852), safeArea: LayoutInsets(top: 59, bottom: 34), margins: cardMargins)

  /// iPhone 15 in landscape: 852 × 393, 59 pt on both sides, 21 pt home indicator.
  static let iPhone15Landscape = DeckContainer(
    size: CGSize(width: 852, height: 393), safeArea: LayoutInsets(top: 0, left: 59, bottom: 21, right: 59),
    margins: cardMargins)

  /// Token `n`.
  static func token(_ n: UInt64) -> MessageToken { MessageToken(rawValue: n) }

  /// Cards with the given heights, front first; the front card has the highest token (the
  /// newest message).
  static func cards(_ heights: [CGFloat]) -> [DeckCard] {
    heights.enumerated().map { index, height in
      DeckCard(token: token(UInt64(heights.count - index)), height: height)
    }
  }

  /// Whether two numbers agree to a thousandth of a point.
  static func close(_ lhs: CGFloat, _ rhs: CGFloat) -> Bool { abs(lhs - rhs) < 0.001 }

  /// Whether a rectangle is `(x, y, width, height)` to a thousandth of a point.
  static func rect(_ rect: CGRect, is expected: (CGFloat, CGFloat, CGFloat, CGFloat)) -> Bool {
    close(rect.origin.x, expected.0) && close(rect.origin.y, expected.1) && close(rect.size.width, expected.2)
      && close(rect.size.height, expected.3)
  }
}
