import Foundation

@testable import SwiftMessagesCore

/// Realistic containers and cards for the deck tests.
enum DeckFacts {
  /// iPhone 15 in portrait: 393 × 852, Dynamic Island safe area 59 at the top, home indicator
  /// 34 at the bottom, a `CardView`'s 10 pt layout margins on the sides.
  static let iPhone15 = DeckContainer(
    size: CGSize(width: 393, height: 852), insets: LayoutInsets(top: 59, left: 10, bottom: 34, right: 10))

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

// Field-by-field comparisons for the tests (the core types need no `Equatable` of their own).

extension DeckCardPlacement: Equatable {
  public static func == (lhs: DeckCardPlacement, rhs: DeckCardPlacement) -> Bool {
    lhs.token == rhs.token && lhs.edge == rhs.edge && lhs.index == rhs.index && lhs.sameGeometry(rhs)
      && lhs.opacity == rhs.opacity && lhs.showsContent == rhs.showsContent && lhs.zIndex == rhs.zIndex
      && lhs.isInteractive == rhs.isInteractive
  }
}

extension DeckCurve: Equatable {
  public static func == (lhs: DeckCurve, rhs: DeckCurve) -> Bool {
    switch (lhs, rhs) {
    case (.spring(let a), .spring(let b)): return a == b
    case (.easeIn, .easeIn), (.easeInOut, .easeInOut): return true
    default: return false
    }
  }
}

extension DeckHit: Equatable {
  public static func == (lhs: DeckHit, rhs: DeckHit) -> Bool {
    switch (lhs, rhs) {
    case (.outside, .outside), (.deck, .deck): return true
    case (.card(let a), .card(let b)): return a == b
    default: return false
    }
  }
}

// The commands of one update by kind, in order, for the tests.

extension Array where Element == DeckDriver.Command {
  /// Every deck's card plans.
  var cards: [DeckDriver.CardPlan] {
    compactMap {
      guard case .card(let plan) = $0 else { return nil }
      return plan
    }
  }

  var releases: [DeckDriver.CardPlan] {
    compactMap {
      guard case .release(let plan) = $0 else { return nil }
      return plan
    }
  }

  var gone: [MessageToken] {
    compactMap {
      guard case .gone(let token) = $0 else { return nil }
      return token
    }
  }

  var moves: [(token: MessageToken, index: Int)] {
    compactMap {
      guard case .move(let token, let index) = $0 else { return nil }
      return (token, index)
    }
  }

  var idleTimers: [DeckDriver.Event] {
    compactMap {
      guard case .idle(let event) = $0 else { return nil }
      return event
    }
  }

  var focus: MessageToken? {
    lazy.compactMap {
      guard case .focus(let token) = $0 else { return nil }
      return token
    }.first
  }
}
