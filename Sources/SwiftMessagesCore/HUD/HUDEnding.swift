import Foundation

/// How one piece of work shown by a HUD ended.
package enum HUDEnding: Hashable, Sendable {
  /// It succeeded: the HUD morphs into the check, with `title` (`nil` shows the glyph alone).
  case success(title: String?)
  /// It failed: the HUD morphs into the cross, with `title` (`nil` shows the glyph alone).
  case failure(title: String?)
  /// It ended without an outcome to show: the HUD hides once its minimum display time is over.
  case dismissed
  /// It was cancelled: the HUD hides at once, without a morph.
  case cancelled

  /// How work that threw `error` ends: ``cancelled`` for a `CancellationError`, a cancelled
  /// URL load (`URLError.cancelled`, which `URLSession` throws when its task is cancelled) or
  /// any error thrown once the task was cancelled; otherwise ``failure(title:)`` with
  /// `failureTitle`.
  package init(error: any Error, taskIsCancelled: Bool, failureTitle: String?) {
    if taskIsCancelled || error is CancellationError || (error as? URLError)?.code == .cancelled {
      self = .cancelled
    } else {
      self = .failure(title: failureTitle)
    }
  }

  /// The failure title `withHUD` shows by default: the error's
  /// `LocalizedError.errorDescription`, else the localized description a Foundation error
  /// carries (`NSLocalizedDescriptionKey`: URLSession's "The Internet connection appears to be
  /// offline."), else `nil` (the cross alone, read as ``SwiftMessagesString/failure``).
  /// Errors that do not describe themselves would only show a type name and code.
  package static func defaultFailureTitle(for error: any Error) -> String? {
    if let description = (error as? any LocalizedError)?.errorDescription, !description.isEmpty {
      return description
    }
    let bridged = error as NSError
    if let description = bridged.userInfo[NSLocalizedDescriptionKey] as? String, !description.isEmpty {
      return description
    }
    return nil
  }

  /// The outcome the HUD morphs into, if any.
  var outcome: HUDOutcome? {
    switch self {
    case .success: return .success
    case .failure: return .failure
    case .dismissed, .cancelled: return nil
    }
  }

  /// The title shown with the outcome.
  var title: String? {
    switch self {
    case .success(let title), .failure(let title): return title
    case .dismissed, .cancelled: return nil
    }
  }
}
