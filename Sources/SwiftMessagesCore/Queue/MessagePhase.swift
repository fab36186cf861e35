import Foundation

/// Where a message is in its life inside a queue.
package enum MessagePhase: Equatable, Sendable {
  /// Waiting out an `.indefinite(delay:minimum:)` delay; not yet in the queue.
  case delayed
  /// Waiting in the queue for its turn.
  case queued
  /// The driver was asked to present it; the show animation has not finished.
  case presenting
  /// Fully visible.
  case shown
  /// Visible, with a programmatic hide postponed until its minimum time has passed.
  case hidePending
  /// Animating out.
  case hiding
}
