import Foundation

/// What a ``HUDDriver`` asks its screen to do with the one HUD.
package enum HUDScreenUpdate: Sendable {
  /// Present a HUD showing the content (animate it in); report
  /// ``HUDDriver/appeared()`` once it is on screen.
  case show(HUDContent)
  /// Show the content in place: ``HUDMotion/progress(reduceMotion:)`` sweeps the ring, `nil`
  /// replaces at once (a take-over never sweeps back from the old work's progress), and an outcome
  /// morphs in (``HUDMotion/morph(reduceMotion:)``).
  case display(HUDContent, motion: HUDMotion?)
  /// Animate the HUD out; report ``HUDDriver/disappeared()`` once it is gone.
  case hide
  /// VoiceOver runs and the HUD on screen has news: post this announcement, queued behind
  /// what VoiceOver is saying (the morph's label, or "Loaded" when work ends without an
  /// outcome).
  case announce(String)
}
