import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct DeckGroupTests {
  private final class Thing {}
  private let scene = Thing()
  private let otherScene = Thing()
  private let first = Thing()
  private let second = Thing()

  /// A card installed in `container`, a view controller's view.
  private func card(in container: Thing) -> DeckDriver.Candidate {
    DeckDriver.Candidate(
      token: DeckFacts.token(1), edge: .top, phase: .shown, container: ObjectIdentifier(container),
      isInstalled: true, natural: .zero, bounds: .zero, slot: 0, takesTaps: false)
  }

  /// A card installed in `container`, the root view of a window of its own.
  private func window(_ container: Thing, scene: Thing?, level: CGFloat = 0, landscape: Bool = false)
    -> DeckDriver.Candidate
  {
    DeckDriver.Candidate(
      token: DeckFacts.token(1), edge: .top, phase: .shown, container: ObjectIdentifier(container),
      ownsWindow: true, scene: scene.map(ObjectIdentifier.init), windowLevel: level,
      windowSize: landscape ? CGSize(width: 852, height: 393) : CGSize(width: 393, height: 852),
      isInstalled: true, natural: .zero, bounds: .zero, slot: 0, takesTaps: false)
  }

  @Test func cardsInOneContainerShareADeck() {
    #expect(card(in: first).sharesDeck(with: card(in: first)))
  }

  @Test func cardsInWindowsOfTheirOwnInOneSceneShareADeck() {
    #expect(window(second, scene: scene).sharesDeck(with: window(first, scene: scene)))
  }

  @Test func windowsOfAnotherSceneLevelOrSizeDoNotShareADeck() {
    let front = window(first, scene: scene)
    #expect(!window(second, scene: otherScene).sharesDeck(with: front))
    #expect(!window(second, scene: nil).sharesDeck(with: window(first, scene: nil)))
    #expect(!window(second, scene: scene, level: 1000).sharesDeck(with: front))
    #expect(!window(second, scene: scene, landscape: true).sharesDeck(with: front))
  }

  @Test func distinctViewControllerContainersDoNotShareADeck() {
    let front = card(in: first)
    #expect(!card(in: second).sharesDeck(with: front))
    #expect(!window(second, scene: scene).sharesDeck(with: front))
  }
}
