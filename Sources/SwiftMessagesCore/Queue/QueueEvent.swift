import Foundation

/// A lifecycle event emitted by the queue engine, in the order it happens.
///
/// For every message that is shown the engine emits exactly one `willShow`, `didShow`,
/// `willHide` and `didHide`, in that order; a message hidden during its show animation gets
/// no `didShow` (`willShow`, `willHide`, `didHide`). A message that never reaches the screen gets
/// exactly one `dropped` (never presented) or `failed` (the driver could not present it).
public enum QueueEvent: Hashable, Sendable, CustomStringConvertible {
  /// The message is about to animate in.
  case willShow(MessageToken, id: String)
  /// The show animation finished; auto-hide starts counting now.
  case didShow(MessageToken, id: String)
  /// The message is about to animate out.
  case willHide(MessageToken, id: String, reason: DismissReason)
  /// The message is gone.
  case didHide(MessageToken, id: String, reason: DismissReason)
  /// The message left the queue without being shown.
  case dropped(MessageToken, id: String, reason: DropReason)
  /// The driver could not present the message.
  case failed(MessageToken, id: String, failure: PresentationFailure)

  /// The token of the message the event is about.
  public var token: MessageToken {
    switch self {
    case .willShow(let token, _), .didShow(let token, _), .willHide(let token, _, _),
      .didHide(let token, _, _), .dropped(let token, _, _), .failed(let token, _, _):
      return token
    }
  }

  /// The id of the message the event is about.
  public var id: String {
    switch self {
    case .willShow(_, let id), .didShow(_, let id), .willHide(_, let id, _),
      .didHide(_, let id, _), .dropped(_, let id, _), .failed(_, let id, _):
      return id
    }
  }

  /// The event's name: `willShow`, `didShow`, `willHide`, `didHide`, `dropped` or `failed`.
  public var name: String {
    switch self {
    case .willShow: return "willShow"
    case .didShow: return "didShow"
    case .willHide: return "willHide"
    case .didHide: return "didHide"
    case .dropped: return "dropped"
    case .failed: return "failed"
    }
  }

  /// The dismiss, drop or failure reason as text, or `nil` for `willShow`/`didShow`.
  public var detail: String? {
    switch self {
    case .willShow, .didShow: return nil
    case .willHide(_, _, let reason), .didHide(_, _, let reason): return reason.description
    case .dropped(_, _, let reason): return reason.description
    case .failed(_, _, let failure): return failure.description
    }
  }

  /// Whether this is the last event the message will ever get (`didHide`, `dropped`, `failed`).
  public var isTerminal: Bool {
    switch self {
    case .didHide, .dropped, .failed: return true
    case .willShow, .didShow, .willHide: return false
    }
  }

  /// `name id token (detail)`, for example `willHide welcome #1 (timeout)`.
  public var description: String {
    var text = "\(name) \(id) \(token)"
    if let detail { text += " (\(detail))" }
    return text
  }
}
