import Foundation

/// What VoiceOver is given for a presented message, by SwiftMessages 10's rules. Not generic over
/// the element type on purpose: generic value types cost their runtime layout code.
package struct MessageVoiceOver {
  /// An accessibility element: the message view, or one of its subviews.
  package typealias Element = NSObject

  /// A message view's `AccessibleMessage` conformance, as facts.
  package struct Accessible {
    /// `accessibilityMessage`: the sentence announced ("Warning, Title, Body").
    var message: String?
    /// `accessibilityElement`: the element that carries the message, if not the view.
    var element: Element?
    /// That element's current `accessibilityLabel`.
    var elementLabel: String?
    /// `additionalAccessibilityElements` (for example the button).
    var additionalElements: [Element]?

    /// Creates the facts.
    package init(message: String?, element: Element?, elementLabel: String?, additionalElements: [Element]?) {
      self.message = message
      self.element = element
      self.elementLabel = elementLabel
      self.additionalElements = additionalElements
    }
  }

  /// What is posted once the message has appeared.
  package enum Post {
    /// `.screenChanged` into the message (a presented view controller).
    case screenChanged(Element)
    /// `.layoutChanged` to the element that takes focus (a dimmed, modal message).
    case layoutChanged(Element)
    /// `.announcement` of the message's text (non-modal messages).
    case announcement(String)
  }

  /// The element made an accessibility element and labelled with ``label``: the message's
  /// element (the view without one), when the view has an accessibility message; `nil`
  /// otherwise (VoiceOver reads the view's own content).
  package let labelled: Element?
  /// The label of ``labelled``: its own when it has one, else the accessibility message.
  package let label: String?
  /// The element VoiceOver reads for the message: ``labelled``, else the view (a stacked
  /// deck adds its position and hint to it).
  package let reader: Element
  /// The message's elements VoiceOver may reach, in order (the dim's button goes after them).
  package let elements: [Element]
  /// What is posted once the message has appeared, or `nil` (nothing to announce).
  package let post: Post?

  /// `accessible` is `nil` when the view is not an `AccessibleMessage`; `arrival` is
  /// ``MessageInteraction/arrival``.
  package init(
    view: Element, viewLabel: String?, accessible: Accessible?, arrival: MessageInteraction.Arrival
  ) {
    let message = accessible?.message
    // An accessible message labels its element; any other view is read as it is.
    labelled = message.map { _ in accessible?.element ?? view }
    reader = labelled ?? view
    let ownLabel = accessible?.element == nil ? viewLabel : accessible?.elementLabel
    label = message.map { ownLabel ?? $0 }
    elements = labelled.map { [$0] + (accessible?.additionalElements ?? []) } ?? [view]
    switch arrival {
    case .changeScreen:
      post = .screenChanged(view)
    case .moveFocus:
      post = .layoutChanged(accessible?.element ?? accessible?.additionalElements?.first ?? view)
    case .announce:
      post = MessageText.announcement(accessibilityMessage: message, accessibilityLabel: viewLabel).map {
        .announcement($0)
      }
    }
  }
}
