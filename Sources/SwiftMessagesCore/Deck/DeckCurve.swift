import Foundation

/// The timing of one deck keyframe, mapped to `UIView.animate` options on iOS.
package enum DeckCurve: Hashable, Sendable {
  /// A spring with this damping ratio and no initial velocity
  /// (`usingSpringWithDamping:initialSpringVelocity: 0`): the slide's show spring
  /// (``SlideMotion/springDamping``, 0.8) for every card that moves.
  case spring(damping: Double)
  /// Slow start (`.curveEaseIn`): cards leaving, as a single message hides.
  case easeIn
  /// Slow start and end (`.curveEaseInOut`, UIKit's default): Reduce Motion fade-ins, as a
  /// single message fades in.
  case easeInOut
}
