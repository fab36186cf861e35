import Foundation

/// Something the queue engine asks its driver to do, in order.
package enum QueueAction: Sendable {
  /// Install and animate in the message. Report ``QueueStateMachine/presentationStarted(_:into:)``
  /// when it starts animating (after the context is resolved),
  /// ``QueueStateMachine/presentationFinished(_:at:into:)`` when the animation ends, or
  /// ``QueueStateMachine/presentationFailed(_:failure:at:into:)`` if it cannot be shown.
  case present(MessageToken)
  /// Animate out (or remove at once when `animated` is false) and then report
  /// ``QueueStateMachine/dismissalFinished(_:at:into:)``.
  case dismiss(MessageToken, animated: Bool)
  /// Start a timer that fires after `after` seconds.
  case schedule(QueueTimer, after: TimeInterval)
  /// Cancel a timer scheduled earlier (firing it anyway is harmless).
  case cancel(QueueTimer)
  /// Deliver an event to listeners.
  case emit(QueueEvent)
}

/// A timer the queue engine asks its driver to run. Stale or cancelled timers are ignored, so a
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
