import Foundation

/// The facts about where one card is installed, gathered by the UIKit layer to decide which
/// cards of an edge share a deck (``sharesDeck(with:)``).
package struct DeckGroupFacts: Sendable {
  /// The identity of the view the card's masking view is installed in. No default.
  var container: ObjectIdentifier
  /// Whether the container fills a window of its own (a message presented with
  /// `.window(windowLevel:)`, `.windowScene` or `.automatic` without a bar to host it).
  /// `false` by default.
  var ownsWindow: Bool
  /// The identity of that window's scene; `nil` by default (no scene).
  var scene: ObjectIdentifier?
  /// That window's level (`UIWindow.Level` raw value). 0 by default.
  var windowLevel: CGFloat
  /// That window's width. 0 by default.
  var windowWidth: CGFloat
  /// That window's height. 0 by default.
  var windowHeight: CGFloat

  /// Creates the facts.
  package init(
    container: ObjectIdentifier, ownsWindow: Bool = false, scene: ObjectIdentifier? = nil,
    windowLevel: CGFloat = 0, windowWidth: CGFloat = 0, windowHeight: CGFloat = 0
  ) {
    self.container = container
    self.ownsWindow = ownsWindow
    self.scene = scene
    self.windowLevel = windowLevel
    self.windowWidth = windowWidth
    self.windowHeight = windowHeight
  }

  /// Whether a card installed here joins the deck of a front card at `front`: same container, or
  /// own windows of one scene, level and size (one coordinate space, the newer window on top).
  func sharesDeck(with front: DeckGroupFacts) -> Bool {
    if container == front.container { return true }
    guard ownsWindow, front.ownsWindow, let scene, scene == front.scene else { return false }
    return windowLevel == front.windowLevel && windowWidth == front.windowWidth
      && windowHeight == front.windowHeight
  }
}
