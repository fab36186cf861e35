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

/// What one update drew, by kind, in order, for the tests.
final class DeckDrawing: DeckCanvas {
  /// One card drawn in a deck, or released from it.
  struct Card {
    var token: MessageToken
    var isInteractive = true
    var hidesInPlace: Bool
    var pausesTimer = false
    var steps: [DeckStep]
  }

  /// Every deck's cards.
  var cards: [Card] = []
  var releases: [Card] = []
  var gone: [MessageToken] = []
  var moves: [(token: MessageToken, index: Int)] = []
  var idleTimers: [(edge: DeckEdge, stamp: Int)] = []
  var focus: MessageToken?

  func drawCard(
    _ token: MessageToken, edge: DeckEdge, isInteractive: Bool, hidesInPlace: Bool, pausesTimer: Bool,
    accessibility: DeckAccessibilityElement?, steps: [DeckStep]
  ) {
    cards.append(
      Card(
        token: token, isInteractive: isInteractive, hidesInPlace: hidesInPlace, pausesTimer: pausesTimer,
        steps: steps))
  }

  func moveCard(_ token: MessageToken, to index: Int) { moves.append((token, index)) }
  func placeBackdrop(_ edge: DeckEdge, frame: CGRect?, below: MessageToken?) {}

  func releaseCard(_ token: MessageToken, hidesInPlace: Bool, steps: [DeckStep]) {
    releases.append(Card(token: token, hidesInPlace: hidesInPlace, steps: steps))
  }

  func releaseGone(_ token: MessageToken) { gone.append(token) }
  func scheduleIdle(_ edge: DeckEdge, stamp: Int) { idleTimers.append((edge, stamp)) }
  func focus(_ token: MessageToken) { focus = focus ?? token }
}

extension DeckDriver {
  /// Lays out every deck from `candidates` and returns what it drew.
  func update(_ candidates: [Candidate], voiceOverRunning: Bool = false) -> DeckDrawing {
    let drawing = DeckDrawing()
    update(candidates, voiceOverRunning: voiceOverRunning, on: drawing)
    return drawing
  }
}
