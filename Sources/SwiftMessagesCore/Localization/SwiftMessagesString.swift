import Foundation

/// One text SwiftMessages shows or VoiceOver speaks, with its values: the library's whole
/// vocabulary. `localized` resolves it through ``SwiftMessagesLocalization/current`` (an app's
/// override, then the app's table, then SwiftMessages' own tables, then English).
///
/// An app replaces any of them with ``SwiftMessagesLocalization/override``:
///
/// ```swift
/// SwiftMessagesLocalization.current.override = { string in
///   switch string {
///   case .dismiss: return "Close"
///   case .progress(let percent): return "\(percent) percent done"
///   default: return nil
///   }
/// }
/// ```
public enum SwiftMessagesString: Hashable, Sendable {
  /// What VoiceOver says while something loads: a running activity indicator, a skeleton, an
  /// untitled HUD, a message with an indicator and no text. English: "Loading".
  case loading
  /// Announced when content replaces a skeleton. English: "Loaded".
  case loaded
  /// The VoiceOver label of an interactive dimmed background, which dismisses the message.
  /// English: "dismiss" (as SwiftMessages 10 wrote it).
  case dismiss
  /// The word read before a themed message ("Warning, No network"). English: "Info",
  /// "Success", "Warning", "Error".
  case themeName(Theme)
  /// A loading HUD's success without a title. English: "Done".
  case success
  /// A loading HUD's failure without a title. English: "Failed".
  case failure
  /// A loading HUD's progress, a whole percentage 0…100. English: "40%".
  case progress(percent: Int)
  /// A card's place in a deck of several messages, 1-based. English: "2 of 3".
  case deckPosition(Int, of: Int)
  /// The hint of a collapsed deck of `count` messages. English: "Double-tap to show all 3
  /// messages."
  case expandDeckHint(count: Int)
  /// The VoiceOver action that collapses an expanded deck. English: "Collapse messages".
  case collapseDeck
  /// What joins the parts of a message VoiceOver reads (prefix, title, body). English: ", ".
  case listSeparator

  /// The table key of the string.
  package var key: Key {
    switch self {
    case .loading: return .loading
    case .loaded: return .loaded
    case .dismiss: return .dismiss
    case .themeName(.info): return .themeInfo
    case .themeName(.success): return .themeSuccess
    case .themeName(.warning): return .themeWarning
    case .themeName(.error): return .themeError
    case .success: return .hudSuccess
    case .failure: return .hudFailure
    case .progress: return .hudProgress
    case .deckPosition: return .deckPosition
    case .expandDeckHint: return .deckExpandHint
    case .collapseDeck: return .deckCollapse
    case .listSeparator: return .listSeparator
    }
  }

  /// The values the key's format takes, in order (as many as its English format reads).
  var arguments: [Int] {
    switch self {
    case .progress(let percent): return [percent]
    case .deckPosition(let position, let count): return [position, count]
    case .expandDeckHint(let count): return [count]
    default: return []
    }
  }

  /// The text in the user's language, resolved by ``SwiftMessagesLocalization/current``.
  package var localized: String { SwiftMessagesLocalization.current.string(self) }
}
