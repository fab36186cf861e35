import Foundation

/// The Reduce Motion replacement for every slide, scale and spring when showing and hiding: an
/// opacity fade in place; interactive drags still follow the finger.
package struct CrossFadeMotion: Sendable {
  /// Fade-in duration in seconds. 0.25 s by default.
  package var showDuration: TimeInterval = 0.25
  /// Fade-out duration in seconds. 0.2 s by default.
  var hideDuration: TimeInterval = 0.2

  package init() {}

  /// Which animation to run for the current accessibility setting.
  package enum Style: Sendable {
    /// The full slide or scale animation with its spring.
    case full
    /// The opacity fade of ``CrossFadeMotion``.
    case crossFade
  }

  package static func style(reduceMotionEnabled: Bool) -> Style {
    reduceMotionEnabled ? .crossFade : .full
  }
}
