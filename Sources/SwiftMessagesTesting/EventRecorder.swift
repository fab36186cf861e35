import Foundation
import SwiftMessagesCore

/// Records queue events with the time they happened, for assertions and timelines.
///
/// ```swift
/// let recorder = EventRecorder()
/// queue.onEvent = { recorder.record($0, at: scheduler.now) }
/// // …
/// #expect(recorder.names(for: token) == ["willShow", "didShow", "willHide", "didHide"])
/// ```
public final class EventRecorder {
  /// One recorded event.
  public struct Entry: Hashable, Sendable {
    /// When it happened, in the scheduler's seconds.
    public let time: TimeInterval
    /// What happened.
    public let event: QueueEvent

    /// Creates an entry.
    public init(time: TimeInterval, event: QueueEvent) {
      self.time = time
      self.event = event
    }
  }

  /// Every recorded entry, oldest first.
  public private(set) var entries: [Entry] = []

  /// Creates an empty recorder.
  public init() {}

  /// Appends an event.
  public func record(_ event: QueueEvent, at time: TimeInterval) {
    entries.append(Entry(time: time, event: event))
  }

  /// The recorded events without times.
  public var events: [QueueEvent] { entries.map(\.event) }

  /// The events about one message.
  public func events(for token: MessageToken) -> [QueueEvent] {
    entries.lazy.map(\.event).filter { $0.token == token }
  }

  /// The event names about one message, for example `["willShow", "didShow"]`.
  public func names(for token: MessageToken) -> [String] { events(for: token).map(\.name) }

  /// The time of the first event named `name` about `token`, if any.
  public func time(of name: String, for token: MessageToken) -> TimeInterval? {
    entries.first { $0.event.token == token && $0.event.name == name }?.time
  }

  /// Forgets everything recorded so far.
  public func removeAll() { entries.removeAll() }

  /// The entries as a readable, fixed-width timeline (see ``Timeline``).
  public func timeline() -> String { Timeline.render(entries) }
}
