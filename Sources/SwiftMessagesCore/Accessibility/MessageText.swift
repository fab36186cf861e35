import Foundation

/// The texts a message view derives from its content: its default id and what VoiceOver reads.
package enum MessageText {
  /// The default id of a `MessageView`: `"MessageView:title=<title>, body=<body>"`, with a
  /// missing text written as nothing (SwiftMessages 10 wrote `Optional("…")` and `nil`
  /// literally, so the id changed with the Swift version and leaked into logs).
  package static func defaultID(title: String?, body: String?) -> String {
    "MessageView:title=\(title ?? ""), body=\(body ?? "")"
  }

  /// What VoiceOver announces: the non-blank parts of prefix, title and body joined with
  /// ``SwiftMessagesString/listSeparator``, or `nil` when none is left (never a stray comma). With
  /// `isLoading` and no title or body, ``SwiftMessagesString/loading`` follows the prefix; a
  /// loading message with text is read as is.
  package static func accessibilityMessage(
    prefix: String?, title: String?, body: String?, isLoading: Bool = false
  ) -> String? {
    let isBlank = readable(title) == nil && readable(body) == nil
    let loading = isLoading && isBlank ? SwiftMessagesString.loading.localized : nil
    let parts = [prefix, title, body, loading].compactMap(readable)
    return parts.isEmpty ? nil : parts.joined(separator: SwiftMessagesString.listSeparator.localized)
  }

  /// The element's label after the text or loading state changed: `message` when the element still
  /// reads `previousMessage` (the presenter's label at install), else `current` is kept (an app's
  /// own label, or none before the message is shown).
  package static func refreshedAccessibilityLabel(
    current: String?, previousMessage: String?, message: String?
  )
    -> String?
  {
    guard let current, current == previousMessage else { return current }
    return message
  }

  /// The text read for a presented message view (announced, and timed by ``ReadingTime``):
  /// its `AccessibleMessage.accessibilityMessage`, else its own `accessibilityLabel`.
  package static func announcement(accessibilityMessage: String?, accessibilityLabel: String?) -> String? {
    accessibilityMessage ?? accessibilityLabel
  }

  /// `part` without surrounding whitespace, or `nil` when nothing is left to read.
  static func readable(_ part: String?) -> String? {
    guard let text = part?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else {
      return nil
    }
    return text
  }
}
