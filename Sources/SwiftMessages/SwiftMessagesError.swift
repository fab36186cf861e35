#if canImport(UIKit) && !os(watchOS)
import Foundation

/// Errors SwiftMessages reports instead of silently dropping a message.
public enum SwiftMessagesError: Error, CustomStringConvertible {
  /// The message could not be presented (no key window or root view controller, `.automatic`
  /// in an app extension, or the host view left its window).
  case presentationFailed(PresentationFailure)
  /// The message's configuration was rejected (for example a negative duration).
  case invalidConfiguration(QueueError)
  /// The message was never shown: a duplicate, over capacity, replaced or hidden while queued.
  case dropped(DropReason)

  /// A sentence describing the error.
  public var description: String {
    switch self {
    case .presentationFailed(let failure): return "SwiftMessages could not present the message: \(failure)."
    case .invalidConfiguration(let error): return "SwiftMessages rejected the configuration: \(error)"
    case .dropped(let reason): return "SwiftMessages dropped the message (\(reason))."
    }
  }
}
#endif
