#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A detailed lifecycle event: what happened to which message view, and why. Delivered by
/// ``SwiftMessages/events``.
public struct MessageEvent {
  /// What happened.
  public enum Kind {
    /// About to animate in.
    case willShow
    /// Finished animating in.
    case didShow
    /// About to animate out, and why.
    case willHide(DismissReason)
    /// Gone, and why.
    case didHide(DismissReason)
    /// Never shown, and why.
    case dropped(DropReason)
    /// Could not be presented, and why.
    case failed(PresentationFailure)
    /// Rejected before queueing because its configuration is invalid (the token is 0).
    case rejected(QueueError)
  }

  /// What happened.
  public let kind: Kind
  /// The message view.
  public let view: UIView
  /// The message's id.
  public let id: String
  /// The message's unique token in its queue.
  public let token: MessageToken
}
#endif
