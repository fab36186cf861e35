import Foundation

/// What a ``HUDDriver`` asks its screen to do with the one HUD.
public enum HUDScreenUpdate: Hashable, Sendable {
  /// Present a HUD showing the content (animate it in); report
  /// ``HUDDriver/appeared()`` once it is on screen.
  case show(HUDContent)
  /// The HUD on screen shows new content in place: a new title, progress (the arc indicator
  /// turns into the ring the first time), or other work taking it over.
  case change(HUDContent)
  /// The HUD on screen morphs into the content's ``HUDContent/outcome`` glyph and title, and
  /// announces ``HUDContent/accessibilityLabel``.
  case morph(HUDContent)
  /// Animate the HUD out; report ``HUDDriver/disappeared()`` once it is gone.
  case hide
}
