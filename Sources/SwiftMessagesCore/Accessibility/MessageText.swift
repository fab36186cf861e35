import Foundation

/// The texts a message view derives from its content: its default id and what VoiceOver reads.
public enum MessageText {
  /// The default id of a `MessageView`: `"MessageView:title=<title>, body=<body>"`, with a
  /// missing text written as nothing (SwiftMessages 10 wrote `Optional("…")` and `nil`
  /// literally, so the id changed with the Swift version and leaked into logs).
  public static func defaultID(title: String?, body: String?) -> String {
    "MessageView:title=\(title ?? ""), body=\(body ?? "")"
  }

  /// What VoiceOver announces: the non-empty parts of prefix, title and body joined with
  /// `", "`, or `nil` when all are empty (for example `"Warning, No network, Retrying"`).
  /// Whitespace-only parts are skipped so VoiceOver never reads a stray comma.
  public static func accessibilityMessage(prefix: String?, title: String?, body: String?) -> String? {
    let parts = [prefix, title, body].compactMap { part -> String? in
      guard let text = part?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else {
        return nil
      }
      return text
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }
}
