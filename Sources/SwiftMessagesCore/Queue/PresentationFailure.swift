import Foundation

/// Why a driver could not present a message. Reported with
/// `QueueStateMachine/presentationFailed(_:failure:at:into:)` and surfaced as
/// ``QueueEvent/failed(_:id:failure:)`` instead of the message silently vanishing.
public enum PresentationFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// No presentation context could be resolved: no key window, no root view controller.
  case noContext
  /// `.automatic`, `.window` or `.windowScene` inside an app extension, which has no
  /// application whose windows could be searched: present with `.viewController(_:)` or
  /// `.view(_:)` instead.
  case needsContextInAppExtension
  /// The host view or window went away before the show animation finished.
  case hostDisappeared
  /// Any other driver-specific failure, described in words.
  case other(String)

  /// A short description of the failure.
  public var description: String {
    switch self {
    case .noContext: return "no presentation context (no key window or root view controller)"
    case .needsContextInAppExtension:
      return "an app extension has no application windows to present in: set presentationContext to "
        + ".viewController(_:) (for example the extension's view controller) or .view(_:)"
    case .hostDisappeared: return "the host view disappeared during presentation"
    case .other(let text): return text
    }
  }
}
