import Foundation

extension MessageText {
  /// One accessibility element of a message's content, as VoiceOver sees it.
  package struct Element: Equatable, Sendable {
    /// The element's label.
    package internal(set) var label: String?
    /// Whether the element is a button.
    var isButton: Bool

    /// Creates an element; it is not a button by default.
    package init(label: String?, isButton: Bool = false) {
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
  package static func announcement(elements: [Element]) -> String? {
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

  /// How many levels of containers below a message ``elements(below:children:element:)``
  /// opens: 8. Enough for SwiftUI's hosting views (a few levels of platform containers over
  /// the content's stacks), and a bound on a container that lists itself.
  static let elementSearchDepth = 8

  /// The accessibility elements VoiceOver reaches below `root`, in order: every child that is
  /// an element is taken (and not looked into: a button is read, not the text inside it);
  /// every other child is searched in turn, opening at most ``elementSearchDepth`` levels of
  /// containers (`root` is the first).
  ///
  /// - Parameters:
  ///   - root: the message's hosting view.
  ///   - children: a node's children as VoiceOver orders them (its accessibility elements, or
  ///     else its subviews).
  ///   - element: the element a node is, or `nil` when it is a container.
  package static func elements<Node>(
    below root: Node, children: (Node) -> [Node], element: (Node) -> Element?
  ) -> [Element] {
    var found: [Element] = []
    func collect(_ container: Node, depth: Int) {
      guard depth < elementSearchDepth else { return }
      for child in children(container) {
        if let element = element(child) {
          found.append(element)
        } else {
          collect(child, depth: depth + 1)
        }
      }
    }
    collect(root, depth: 0)
    return found
  }
}
