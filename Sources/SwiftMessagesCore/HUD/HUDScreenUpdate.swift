import Foundation

/// What a ``HUDDriver`` asks its screen to do with the one HUD.
package enum HUDScreenUpdate: Sendable {
  /// Present a HUD showing the content (animate it in); report
  /// ``HUDDriver/appeared()`` once it is on screen.
  case show(HUDContent)
  /// The HUD on screen shows the content in place (``HUDLook`` sequences the change), with
  /// `motion`: new progress or a new title of the same work sweeps the ring
  /// (``HUDMotion/progress(reduceMotion:)``; the arc indicator turns into the ring the first
  /// time); other work taking the HUD over replaces the old content at once (`nil`: a ring
  /// never sweeps back from the old work's progress); an ended request's ``HUDContent/outcome``
  /// morphs in (``HUDMotion/morph(reduceMotion:)``), and an ``announce(_:)`` follows when
  /// VoiceOver must hear it.
  case display(HUDContent, motion: HUDMotion?)
  /// Animate the HUD out; report ``HUDDriver/disappeared()`` once it is gone.
  case hide
  /// VoiceOver runs and the HUD on screen has news: post this announcement, queued behind
  /// what VoiceOver is saying (the morph's label, or "Loaded" when work ends without an
  /// outcome).
  case announce(String)
}
