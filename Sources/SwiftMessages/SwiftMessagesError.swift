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
  /// No nib named `nibName` exists in any of the bundles searched (listed by path).
  case nibNotFound(nibName: String, searchedBundles: [String])
  /// No top-level object of the nib is of the requested type; `found` names its first
  /// top-level view (`"no view"` when it has none).
  case nibTopLevelTypeMismatch(nibName: String, expected: String, found: String)

  /// A sentence describing the error.
  public var description: String {
    switch self {
    case .presentationFailed(let failure): return "SwiftMessages could not present the message: \(failure)."
    case .invalidConfiguration(let error): return "SwiftMessages rejected the configuration: \(error)"
    case .dropped(let reason): return "SwiftMessages dropped the message (\(reason))."
    case .nibNotFound(let name, let bundles):
      return "SwiftMessages found no nib named '\(name)' in: \(bundles.joined(separator: ", "))."
    case .nibTopLevelTypeMismatch(let name, let expected, let found):
      return
        "Nib '\(name)' has no top-level \(expected) (first top-level view: \(found)): check its "
        + "Custom Class and Module in Interface Builder."
    }
  }
}
#endif
