import Foundation

/// What a ``HUDDriver`` asks its screen to do with the one HUD.
package enum HUDScreenUpdate: Hashable, Sendable {
  /// Present a HUD showing the content (animate it in); report
  /// ``HUDDriver/appeared()`` once it is on screen.
  case show(HUDContent)
  /// The HUD on screen shows new content of the same work in place: a new title, progress
  /// (the arc indicator turns into the ring the first time; the ring sweeps forward).
  case change(HUDContent)
  /// Other work takes the HUD on screen over in place: its content replaces the old at once
  /// (a ring never sweeps back from the old work's progress).
  case takeOver(HUDContent)
  /// The HUD on screen morphs into the content's ``HUDContent/outcome`` glyph and title
  /// (``HUDLook`` sequences it); an ``announce(_:)`` follows when VoiceOver must hear it.
  case morph(HUDContent)
  /// Animate the HUD out; report ``HUDDriver/disappeared()`` once it is gone.
  case hide
  /// VoiceOver runs and the HUD on screen has news: post this announcement, queued behind
  /// what VoiceOver is saying (the morph's label, or "Loaded" when work ends without an
  /// outcome).
  case announce(String)

  /// How the screen animates this update: a drawn morph or, with Reduce Motion, a
  /// cross-fade (``HUDMotion/morph(reduceMotion:)``); a sweeping ring for progress of the same
  /// work (``HUDMotion/progress(reduceMotion:)``); nothing for a show, a take-over or a hide.
  package func motion(reduceMotion: Bool) -> HUDMotion? {
    switch self {
    case .morph: return HUDMotion.morph(reduceMotion: reduceMotion)
    case .change: return HUDMotion.progress(reduceMotion: reduceMotion)
    case .show, .takeOver, .hide, .announce: return nil
    }
  }
}
