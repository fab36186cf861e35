import Foundation

/// What happens when a message is requested while another with the same id is visible,
/// queued or waiting out a delay.
///
/// SwiftMessages' `Config.ignoreDuplicates` maps to ``drop`` (`true`, the default) and
/// ``allow`` (`false`). A message that has started hiding is no longer a duplicate target, so
/// `hide()` followed at once by `show()` of the same id shows the new message.
public enum DuplicatePolicy: Hashable, Sendable {
  /// Drop the new request, but count it (see `hideCounted(id:)`). The default.
  case drop
  /// Queue the new request anyway; it is not counted.
  case allow
  /// Remove the older messages with that id (hiding a visible one with reason
  /// ``DismissReason/replaced``) and queue the new request. Counted like ``drop``.
  case replace

  /// `.drop` when `ignoreDuplicates` is true, `.allow` otherwise.
  public init(ignoreDuplicates: Bool) {
    self = ignoreDuplicates ? .drop : .allow
  }

  /// Whether requests under this policy are counted for `hideCounted(id:)`.
  public var countsRequests: Bool { self != .allow }
}
