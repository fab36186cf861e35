import Foundation

extension SwiftMessagesString {
  /// A key of SwiftMessages' strings table, with its English value. The `.strings` and
  /// `.stringsdict` files of every language shipped in the SwiftMessages bundle hold exactly
  /// these keys (the translators' comments beside them are checked by the tests).
  package enum Key: String, CaseIterable, Equatable, Sendable {
    /// ``SwiftMessagesString/loading``.
    case loading = "loading"
    /// ``SwiftMessagesString/loaded``.
    case loaded = "loaded"
    /// ``SwiftMessagesString/dismiss``.
    case dismiss = "dim.dismiss"
    /// ``SwiftMessagesString/themeName(_:)`` of ``Theme/info``.
    case themeInfo = "theme.info"
    /// ``SwiftMessagesString/themeName(_:)`` of ``Theme/success``.
    case themeSuccess = "theme.success"
    /// ``SwiftMessagesString/themeName(_:)`` of ``Theme/warning``.
    case themeWarning = "theme.warning"
    /// ``SwiftMessagesString/themeName(_:)`` of ``Theme/error``.
    case themeError = "theme.error"
    /// ``SwiftMessagesString/success``.
    case hudSuccess = "hud.success"
    /// ``SwiftMessagesString/failure``.
    case hudFailure = "hud.failure"
    /// ``SwiftMessagesString/progress(percent:)``.
    case hudProgress = "hud.progress"
    /// ``SwiftMessagesString/deckPosition(_:of:)``.
    case deckPosition = "deck.position"
    /// ``SwiftMessagesString/expandDeckHint(count:)``.
    case deckExpandHint = "deck.expandHint"
    /// ``SwiftMessagesString/collapseDeck``.
    case deckCollapse = "deck.collapse"
    /// ``SwiftMessagesString/listSeparator``.
    case listSeparator = "list.separator"

    /// The English text, a format for keys that take values (`%lld`, positional `%1$lld` where
    /// the order may change).
    package var english: String {
      switch self {
      case .loading: return "Loading"
      case .loaded: return "Loaded"
      case .dismiss: return "dismiss"
      case .themeInfo: return "Info"
      case .themeSuccess: return "Success"
      case .themeWarning: return "Warning"
      case .themeError: return "Error"
      case .hudSuccess: return "Done"
      case .hudFailure: return "Failed"
      case .hudProgress: return "%lld%%"
      case .deckPosition: return "%1$lld of %2$lld"
      case .deckExpandHint: return "Double-tap to show all %lld messages."
      case .deckCollapse: return "Collapse messages"
      case .listSeparator: return ", "
      }
    }
  }
}
