import Foundation

/// How a HUD view gets from one content to the next; `HUDView` only applies it (the texts come
/// from ``HUDContent`` itself, the glyph is its outcome). A morph first completes a ring on screen
/// to 100 %, then draws the glyph as the ring or arc fades. Numbers only, so it copies for free.
package struct HUDLook: Sendable {
  /// The arc indicator's, the ring's and the glyph's alpha at the end of the fade: exactly one
  /// of them is 1.
  package let indicatorAlpha: Double
  package let ringAlpha: Double
  package let glyphAlpha: Double
  /// The ring's progress, 0…1, and how it gets there (`nil`: at once).
  package let ringProgress: Double
  package let ringMotion: HUDMotion?
  /// How the glyph appears (`nil`: at once, or unchanged when it is already there) and after
  /// how many seconds.
  package let glyphMotion: HUDMotion?
  package let glyphDelay: TimeInterval
  /// The cross-fade of the three alphas, and the card's size change with it: starts after
  /// `glyphDelay` (the ring completing first), lasts `fadeDuration` (0: at once).
  package var fadeDelay: TimeInterval { glyphDelay }
  package let fadeDuration: TimeInterval
  /// How long the whole change takes on screen, in seconds.
  package let duration: TimeInterval
  /// Whether VoiceOver should treat the HUD as updating frequently: while work runs.
  package let updatesFrequently: Bool

  /// The ring completing to 100 % before a glyph draws over it: 0.2 s, the sweep of a progress
  /// change (``HUDMotion/progress(reduceMotion:)``).
  static let ringCompletion: TimeInterval = 0.2
  /// The cross-fade between the indicator, the ring and the glyph, and the card's size change
  /// with it: 0.2 s, Reduce Motion's cross-fade (``HUDMotion/morph(reduceMotion:)``).
  static let fade: TimeInterval = 0.2

  /// The look of `content` reached from `previous` (`nil`: a fresh view) with `motion` (`nil`: at
  /// once).
  package init(from previous: HUDContent?, to content: HUDContent, motion: HUDMotion?) {
    updatesFrequently = content.outcome == nil
    let fadeDuration = motion == nil ? 0 : Self.fade
    self.fadeDuration = fadeDuration
    let ringWasUp = previous?.outcome == nil && previous?.progress != nil
    if content.outcome != nil {
      (indicatorAlpha, ringAlpha, glyphAlpha) = (0, 0, 1)
      ringProgress = ringWasUp ? 1 : previous?.progress ?? 0
      // A drawn morph completes the ring first; a cross-fade (Reduce Motion) fills it at once.
      let completes = ringWasUp && motion?.isDrawn == true
      ringMotion = completes ? .draw(duration: Self.ringCompletion) : nil
      glyphDelay = completes ? Self.ringCompletion : 0
      glyphMotion = motion
      duration = glyphDelay + (motion?.duration ?? 0)
      return
    }
    (glyphMotion, glyphDelay, glyphAlpha) = (nil, 0, 0)
    if let progress = content.progress {
      (indicatorAlpha, ringAlpha) = (0, 1)
      ringProgress = progress
      // Only progress of the same work sweeps: a take-over (no motion) jumps.
      ringMotion = ringWasUp ? motion : nil
      duration = max(ringMotion?.duration ?? 0, ringWasUp ? 0 : fadeDuration)
    } else {
      (indicatorAlpha, ringAlpha) = (1, 0)
      ringProgress = 0
      ringMotion = nil
      duration = fadeDuration
    }
  }

  /// How long the morph into an outcome takes on screen, from content that showed a progress
  /// ring (`fromRing`) or the indicator: the ring's completion (0.2 s, drawn morphs only) plus
  /// the glyph's draw (0.35 s) or, with Reduce Motion, the cross-fade (0.2 s).
  static func morphDuration(fromRing: Bool, reduceMotion: Bool) -> TimeInterval {
    (fromRing && !reduceMotion ? ringCompletion : 0) + HUDMotion.morph(reduceMotion: reduceMotion).duration
  }

  /// Whether the arc indicator spins: in a window, showing it, and not stopped by the app
  /// (`appWantsItRunning` is `nil` when the app never asked, or once content took over).
  package static func indicatorSpins(content: HUDContent?, inWindow: Bool, appWantsItRunning: Bool?) -> Bool {
    inWindow && content?.progress == nil && content?.outcome == nil && appWantsItRunning != false
  }
}
