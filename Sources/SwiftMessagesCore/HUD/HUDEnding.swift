import Foundation

/// How one piece of work shown by a HUD ended.
package enum HUDEnding: Sendable {
  /// It ended with `outcome`: the HUD morphs into its glyph, with `title` (`nil`: the glyph alone).
  case outcome(HUDOutcome, title: String?)
  /// It ended without an outcome to show: the HUD hides once its minimum display time is over.
  case dismissed
  /// It was cancelled: the HUD hides at once, without a morph.
  case cancelled

  /// It succeeded: the HUD morphs into the check, with `title`.
  package static func success(title: String?) -> HUDEnding { .outcome(.success, title: title) }
  /// It failed: the HUD morphs into the cross, with `title`.
  package static func failure(title: String?) -> HUDEnding { .outcome(.failure, title: title) }

  /// How the SwiftUI modifier's work ends when its view stops presenting it.
  package init(outcome: HUDOutcome?, title: String?) {
    self = outcome.map { .outcome($0, title: title) } ?? .dismissed
  }

  /// `withHUD`'s default failure title: `LocalizedError.errorDescription`, else
  /// `NSLocalizedDescriptionKey`, else `nil` (the cross alone, not a type name and code).
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
}

/// Who began a piece of HUD work: what ends it besides itself.
package enum HUDRequestOrigin: Sendable {
  /// `showHUD(_:)`'s handle: `hideHUD()` ends it, and so does releasing the handle.
  case handle
  /// `withHUD`: it ends with its operation; a removal by the user (a tap on an interactive
  /// dim, the VoiceOver escape, the app's `hide()`/`hideAll()`) cancels its task when
  /// `cancelsOnUserDismiss`.
  case task(cancelsOnUserDismiss: Bool)
  /// The SwiftUI `.swiftMessagesHUD` modifier: it ends when its view says so.
  case modifier
}
