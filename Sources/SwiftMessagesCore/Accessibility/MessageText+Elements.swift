import Foundation

extension MessageText {
  /// One accessibility element of a message's content, as VoiceOver sees it.
  public struct Element: Hashable, Sendable {
    /// The element's label.
    public var label: String?
    /// Whether the element is a button.
    public var isButton: Bool

    /// Creates an element; it is not a button by default.
    public init(label: String?, isButton: Bool = false) {
      self.label = label
      self.isButton = isButton
    }
  }

  /// What VoiceOver announces for a message whose content exposes `elements` (a SwiftUI
  /// message: its texts and buttons), in order.
  ///
  /// The labels of the elements that are not buttons, joined with `", "` (for `MessageView`,
  /// SwiftMessages announces title and body, not the button). Content made of buttons only
  /// announces their labels instead. Empty and whitespace-only labels are skipped; `nil` when
  /// nothing is left.
  public static func announcement(elements: [Element]) -> String? {
    func labels(_ elements: [Element]) -> [String] {
      elements.compactMap { element in
        guard let text = element.label?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty
        else { return nil }
        return text
      }
    }
    let texts = labels(elements.filter { !$0.isButton })
    let parts = texts.isEmpty ? labels(elements) : texts
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }
}
