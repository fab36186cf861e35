import Foundation

extension MessageText {
  /// One accessibility element of a message's content, as VoiceOver sees it.
  package struct Element: Sendable {
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

  /// What VoiceOver announces for a SwiftUI message's `elements`: the labels of the non-buttons
  /// joined with `", "` (as `MessageView` reads title and body, not its button), else the button
  /// labels; blank labels are skipped, and `nil` when none is left.
  package static func announcement(elements: [Element]) -> String? {
    let texts = elements.compactMap { $0.isButton ? nil : readable($0.label) }
    let parts = texts.isEmpty ? elements.compactMap { readable($0.label) } : texts
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// How many levels of containers below a message ``elements(below:children:element:)``
  /// opens: 8. Enough for SwiftUI's hosting views (a few levels of platform containers over
  /// the content's stacks), and a bound on a container that lists itself.
  static let elementSearchDepth = 8

  /// The elements VoiceOver reaches below `root`, in order: an element child is taken without
  /// looking inside (a button is read, not its text); other children are searched, at most
  /// ``elementSearchDepth`` container levels deep (`root` is the first). `children` lists a node's
  /// children in VoiceOver order; `element` is `nil` for a container.
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
