import Foundation
import SwiftMessagesCore

/// The core `MessageDriver` — the same one the UIKit presenter runs — wired to a
/// ``ManualScheduler``, an ``EventRecorder`` and ``SimulatedPresentation``s whose show and
/// hide animations take fixed virtual times.
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
  /// The driver under test.
  package let driver: MessageDriver<SimulatedPresentation>
  /// Every event the queue emitted, with its time.
  public let recorder = EventRecorder()
  /// How long a simulated show animation takes, in seconds: `SlideMotion`'s 0.4 s by
  /// default. Applies to messages shown afterwards.
  public var showAnimationDuration: TimeInterval = SlideMotion().showDuration
  /// How long a simulated hide animation takes, in seconds: `SlideMotion`'s 0.2 s by default.
  public var hideAnimationDuration: TimeInterval = SlideMotion().hideDuration
  /// Decides, when a message is installed, whether its presentation fails (for example for
  /// want of a window). Returns `nil` (success) by default.
  public var presentationOutcome: (SimulatedPresentation) -> PresentationFailure? = { _ in nil }

  /// Creates a simulator starting at time 0.
  ///
  /// - Parameters:
  ///   - pauseBetweenMessages: 0.5 s by default.
  ///   - capacity: `nil` (unbounded) by default.
  ///   - maximumVisible: 1 (one message at a time) by default; more simulates a stacked deck.
  public init(
    pauseBetweenMessages: TimeInterval = 0.5, capacity: QueueCapacity? = nil, maximumVisible: Int = 1
  ) {
    let scheduler = ManualScheduler()
    self.scheduler = scheduler
    self.driver = MessageDriver(
      scheduler: scheduler, pauseBetweenMessages: pauseBetweenMessages, capacity: capacity,
      maximumVisible: maximumVisible)
    driver.onEvent = { [recorder, scheduler] event, _ in recorder.record(event, at: scheduler.now) }
  }

  /// Shows a message whose presentation carries its text (or its id when it has no text).
  ///
  /// - Parameter hostInWindow: whether its host is in a window when it is installed. `true`
  ///   by default; `false` simulates a message shown from `viewDidLoad`.
  /// - Throws: ``QueueError`` for an invalid duration.
  @discardableResult
  public func show(_ request: MessageRequest, hostInWindow: Bool = true) throws -> MessageToken {
    let presentation = SimulatedPresentation(
      text: request.text ?? request.id, scheduler: scheduler, showDuration: showAnimationDuration,
      hideDuration: hideAnimationDuration, hostInWindow: hostInWindow)
    presentation.installOutcome = { [weak self] presentation in self?.presentationOutcome(presentation) }
    let token = try driver.show(request, payload: presentation)
    presentations[token] = presentation
    return token
  }

  /// The presentation of every message shown so far, by token (kept after the message is
  /// gone, so tests can check what was installed and uninstalled).
  public private(set) var presentations: [MessageToken: SimulatedPresentation] = [:]

  /// Advances virtual time, running animations and timers that fall due.
  public func advance(by interval: TimeInterval) { scheduler.advance(by: interval) }

  /// The current virtual time.
  public var now: TimeInterval { scheduler.now }
}
