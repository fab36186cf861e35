import Foundation

/// Something the queue engine asks its driver to do, in order.
package enum QueueAction: Equatable, Sendable {
  /// Install and animate in the message. Report ``QueueStateMachine/Event/presentationStarted(_:)``
  /// when it starts animating (after the context is resolved),
  /// ``QueueStateMachine/Event/presentationFinished(_:at:)`` when the animation ends, or
  /// ``QueueStateMachine/Event/presentationFailed(_:failure:at:)`` if it cannot be shown.
  case present(MessageToken)
  /// Animate out (or remove at once when `animated` is false) and then report
  /// ``QueueStateMachine/Event/dismissalFinished(_:at:)``.
  case dismiss(MessageToken, animated: Bool)
  /// Start a timer that fires after `after` seconds.
  case schedule(QueueTimer, after: TimeInterval)
  /// Cancel a timer scheduled earlier (firing it anyway is harmless).
  case cancel(QueueTimer)
  /// Deliver an event to listeners.
  case emit(QueueEvent)
}
