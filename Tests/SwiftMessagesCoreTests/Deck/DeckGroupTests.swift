import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct DeckGroupTests {
  private final class Thing {}
  private let scene = Thing()
  private let otherScene = Thing()
  private let first = Thing()
  private let second = Thing()

  private func window(_ container: Thing, scene: Thing?, level: CGFloat = 0, landscape: Bool = false)
    -> DeckGroupFacts
  {
    DeckGroupFacts(
      container: ObjectIdentifier(container), ownsWindow: true, scene: scene.map(ObjectIdentifier.init),
      windowLevel: level, windowWidth: landscape ? 852 : 393, windowHeight: landscape ? 393 : 852)
  }

  @Test func cardsInOneContainerShareADeck() {
    let facts = DeckGroupFacts(container: ObjectIdentifier(first))
    #expect(facts.sharesDeck(with: DeckGroupFacts(container: ObjectIdentifier(first))))
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
    let front = DeckGroupFacts(container: ObjectIdentifier(first))
    #expect(!DeckGroupFacts(container: ObjectIdentifier(second)).sharesDeck(with: front))
    #expect(!window(second, scene: scene).sharesDeck(with: front))
  }
}
