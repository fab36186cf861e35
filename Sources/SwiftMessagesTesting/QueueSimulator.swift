import Foundation
import SwiftMessagesCore

/// A ``MessageQueue`` wired to a ``ManualScheduler``, an ``EventRecorder`` and a simulated
/// driver whose show and hide animations take fixed virtual times.
///
/// Use it to test message flows (yours or ours) without UIKit: show messages, advance time,
/// and assert on the recorded events or the rendered ``Timeline``.
///
/// ```swift
/// let sim = QueueSimulator()
/// try sim.show(MessageRequest(id: "saved"))
/// sim.advance(by: 3)
/// print(sim.recorder.timeline())
/// ```
public final class QueueSimulator {
  /// The virtual clock.
  public let scheduler: ManualScheduler
  /// The queue under test; the payload is the message's text.
  public let queue: MessageQueue<String>
  /// Every event the queue emitted, with its time.
  public let recorder = EventRecorder()
  /// How long a simulated show animation takes, in seconds. 0.4 s by default (SwiftMessages'
  /// top/bottom animation).
  public var showAnimationDuration: TimeInterval = 0.4
  /// How long a simulated hide animation takes, in seconds. 0.2 s by default.
  public var hideAnimationDuration: TimeInterval = 0.2
  /// Decides whether a presentation fails (for example for want of a window). Returns `nil`
  /// (success) by default.
  public var presentationOutcome: (MessageToken) -> PresentationFailure? = { _ in nil }

  /// Creates a simulator starting at time 0.
  ///
  /// - Parameters:
  ///   - pauseBetweenMessages: 0.5 s by default.
  ///   - capacity: `nil` (unbounded) by default.
  public init(pauseBetweenMessages: TimeInterval = 0.5, capacity: QueueCapacity? = nil) {
    let scheduler = ManualScheduler()
    self.scheduler = scheduler
    self.queue = MessageQueue(
      scheduler: scheduler, pauseBetweenMessages: pauseBetweenMessages, capacity: capacity)
    queue.onEvent = { [recorder, scheduler] event in recorder.record(event, at: scheduler.now) }
    queue.perform = { [weak self] command in self?.perform(command) }
  }

  /// Shows a message whose payload is its text (or its id when it has no text).
  ///
  /// - Throws: ``QueueError`` for an invalid duration.
  @discardableResult
  public func show(_ request: MessageRequest) throws -> MessageToken {
    try queue.show(request, payload: request.text ?? request.id)
  }

  /// Advances virtual time, running animations and timers that fall due.
  public func advance(by interval: TimeInterval) { scheduler.advance(by: interval) }

  /// The current virtual time.
  public var now: TimeInterval { scheduler.now }

  private func perform(_ command: MessageQueue<String>.Command) {
    switch command {
    case .present(let token, _):
      if let failure = presentationOutcome(token) {
        queue.presentationFailed(token, failure: failure)
        return
      }
      queue.presentationStarted(token)
      _ = scheduler.schedule(after: showAnimationDuration) { [weak self] in
        self?.queue.presentationFinished(token)
      }
    case .dismiss(let token, _, let animated):
      guard animated else {
        queue.dismissalFinished(token)
        return
      }
      _ = scheduler.schedule(after: hideAnimationDuration) { [weak self] in
        self?.queue.dismissalFinished(token)
      }
    }
  }
}
