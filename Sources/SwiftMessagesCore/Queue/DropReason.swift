import Foundation

/// Why a message left the queue without ever being shown. Carried by
/// ``QueueEvent/dropped(_:id:reason:)``.
public enum DropReason: Hashable, Sendable, CustomStringConvertible {
  /// A message with the same id was already visible, queued or delayed and the request used
  /// ``DuplicatePolicy/drop``. The id's count was still incremented (see `hideCounted(id:)`).
  case duplicate
  /// The queue was at its capacity and the overflow policy chose this message.
  case overCapacity
  /// A newer request with the same id and ``DuplicatePolicy/replace`` took its place.
  case replaced
  /// It was removed by a hide call (`hide(id:)`, `hideCounted(id:)`, `hideAll()`) while it
  /// was still queued or waiting out its delay.
  case hidden(DismissReason)

  /// A short description, for example `duplicate` or `hidden(hideAll)`.
  public var description: String {
    switch self {
    case .duplicate: return "duplicate"
    case .overCapacity: return "overCapacity"
    case .replaced: return "replaced"
    case .hidden(let reason): return "hidden(\(reason))"
    }
  }
}
