import Foundation

/// A timer the queue engine asks its driver to run. When it fires, the driver reports it
/// with ``QueueStateMachine/timerFired(_:at:into:)``. Stale or cancelled timers are ignored, so a
/// driver that cannot cancel precisely is still correct.
package enum QueueTimer: Equatable, Sendable {
  /// Hides the visible message when its duration runs out.
  case autoHide(MessageToken)
  /// Moves an `.indefinite(delay:minimum:)` message into the queue once its delay has passed.
  case delay(MessageToken)
  /// Performs a postponed programmatic hide once the message's minimum time has passed.
  case minimumDisplay(MessageToken)
  /// Ends the pause between messages (`pauseBetweenMessages`) and shows the next one.
  case pause
}
