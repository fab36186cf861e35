import Foundation

extension SwiftMessagesString {
  /// A key of SwiftMessages' strings table, with its English value and a comment for
  /// translators. The `.strings` and `.stringsdict` files of every language shipped in the
  /// SwiftMessages bundle hold exactly these keys.
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

    /// What a translator needs to know: where the text appears, how it is read, its values.
    var comment: String {
      switch self {
      case .loading:
        return "VoiceOver label and announcement while content loads (activity indicator, skeleton "
          + "placeholder, loading HUD without a title). One short word or phrase, no punctuation."
      case .loaded:
        return "VoiceOver announcement when loaded content replaces a skeleton placeholder. One "
          + "short word, no punctuation."
      case .dismiss:
        return "VoiceOver label of the dimmed background behind a message; activating it dismisses "
          + "the message. A verb, no punctuation."
      case .themeInfo:
        return "Word VoiceOver reads before an informational message, followed by the message "
          + "(\"Info, No network\"). A noun, no punctuation."
      case .themeSuccess:
        return "Word VoiceOver reads before a success message, followed by the message "
          + "(\"Success, Saved\"). A noun, no punctuation."
      case .themeWarning:
        return "Word VoiceOver reads before a warning message, followed by the message "
          + "(\"Warning, Low battery\"). A noun, no punctuation."
      case .themeError:
        return "Word VoiceOver reads before an error message, followed by the message "
          + "(\"Error, Upload failed\"). A noun, no punctuation."
      case .hudSuccess:
        return "Loading HUD: the work finished successfully (shown under a checkmark and read by "
          + "VoiceOver when the app gave no title). Short, no punctuation."
      case .hudFailure:
        return "Loading HUD: the work failed (shown under a cross and read by VoiceOver when the "
          + "app gave no title). Short, no punctuation."
      case .hudProgress:
        return "Loading HUD progress, read by VoiceOver as the value. %lld is a whole percentage "
          + "from 0 to 100; %% is a literal percent sign. Place the sign as your language writes "
          + "percentages."
      case .deckPosition:
        return "VoiceOver value of a card in a stack of several messages: %1$lld is the card's "
          + "position (1 is the newest), %2$lld the number of cards (\"2 of 3\"). Reorder with "
          + "the positional specifiers if needed."
      case .deckExpandHint:
        return "VoiceOver hint of a collapsed stack of messages; %lld is the number of messages "
          + "(2 or more). Plural forms are in the .stringsdict file."
      case .deckCollapse:
        return "Name of the VoiceOver action that collapses an expanded stack of messages. "
          + "Imperative, no punctuation."
      case .listSeparator:
        return "Joins the parts VoiceOver reads for one message: the theme word, the title and the "
          + "body (\"Warning, No network, Retrying\"). Your language's list comma, with a space "
          + "after it if your language uses one."
      }
    }

    /// How many values the format takes: 1 for the progress and the hint, 2 for the deck
    /// position, 0 otherwise.
    var argumentCount: Int {
      switch self {
      case .hudProgress, .deckExpandHint: return 1
      case .deckPosition: return 2
      default: return 0
      }
    }
  }
}
