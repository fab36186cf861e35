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
