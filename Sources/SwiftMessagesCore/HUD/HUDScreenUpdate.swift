import Foundation

/// What a ``HUDDriver`` asks its screen to do with the one HUD.
package enum HUDScreenUpdate: Sendable {
  /// Present a HUD showing the content; report ``HUDDriver/appeared()`` once it is on screen.
  case show(HUDContent)
  /// Show the content in place with `motion`; `nil` replaces at once (a take-over never sweeps
  /// back from the old work's progress).
  case display(HUDContent, motion: HUDMotion?)
  /// Animate the HUD out; report ``HUDDriver/disappeared()`` once it is gone.
  case hide
  /// VoiceOver runs and the HUD on screen has news (the morph's label, or "Loaded" when work ends
  /// without an outcome): post it, queued behind what VoiceOver is saying.
  case announce(String)
}
