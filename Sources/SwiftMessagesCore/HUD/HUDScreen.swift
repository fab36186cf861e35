import Foundation

/// The screen a ``HUDDriver`` runs its one HUD on (the UIKit coordinator, or a simulated one):
/// it does what it is asked and reports back through the driver's screen reports.
package protocol HUDScreen: AnyObject {
  /// Whether VoiceOver runs (outcomes then stay until spoken) and Reduce Motion is on (morphs
  /// cross-fade and their hold starts sooner), read when needed.
  var accessibility: (voiceOver: Bool, reduceMotion: Bool) { get }
  /// Present a HUD showing `content`; report ``HUDDriver/appeared()`` once it is on screen.
  func show(_ content: HUDContent)
  /// Show `content` in place with `motion`; `nil` replaces at once (a take-over never sweeps
  /// back from the old work's progress).
  func display(_ content: HUDContent, motion: HUDMotion?)
  /// Animate the HUD out; report ``HUDDriver/disappeared()`` once it is gone.
  func hide()
  /// VoiceOver runs and the HUD on screen has news (the morph's label, or "Loaded" when work ends
  /// without an outcome): post it, queued behind what VoiceOver is saying.
  func announce(_ text: String)
}
