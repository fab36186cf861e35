import Foundation

/// Timings and colours of the dimmed background (SwiftMessages' dim modes).
package enum DimTiming {
  /// Fade-in of a gray or colour dim, in seconds: 0.2 s.
  package static let fadeIn: TimeInterval = 0.2
  /// Fade-in of a blur dim, in seconds: 0.3 s.
  package static let blurFadeIn: TimeInterval = 0.3
  /// Fade-out of any dim, in seconds: 0.2 s.
  package static let fadeOut: TimeInterval = 0.2
  /// The alpha of the `.gray` dim (black at 30 %).
  package static let grayAlpha: Double = 0.3

  /// How long hiding a message takes: its animator's hide, or the dim's fade-out when the
  /// message is dimmed and the fade is longer. The presenter waits for both, so the masking
  /// view is never removed mid-fade (a `.center` message hides in 0.15 s; its dim fades in 0.2 s).
  package static func hideDuration(animatorHide: TimeInterval, isDimmed: Bool) -> TimeInterval {
    isDimmed ? max(animatorHide, fadeOut) : animatorHide
  }
}
