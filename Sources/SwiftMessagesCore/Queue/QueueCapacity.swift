import Foundation

/// An optional bound on how many messages may wait (queued or delayed) behind the visible one
/// (or ones, with stacking: visible messages never count).
public struct QueueCapacity: Hashable, Sendable {
  /// What to drop when a new message would exceed the limit.
  public enum OverflowPolicy: Hashable, Sendable {
    /// Drop the new message (``DropReason/overCapacity``). The default.
    case dropNewest
    /// Drop the waiting message with the lowest priority (the newest among equals), which may
    /// be the new message itself if nothing waiting has a lower priority. Costs O(limit).
    case dropLowestPriority
  }

  /// The largest number of waiting messages. Negative values are treated as 0, which means a
  /// message is accepted only when it can be presented at once.
  public var limit: Int
  /// `.dropNewest` by default.
  public var overflow: OverflowPolicy

  /// Creates a capacity; a negative `limit` is clamped to 0.
  public init(limit: Int, overflow: OverflowPolicy = .dropNewest) {
    self.limit = max(0, limit)
    self.overflow = overflow
  }
}
