import Foundation

/// What VoiceOver is given for a presented message, by SwiftMessages 10's rules. Not generic over
/// the element type on purpose: generic value types cost their runtime layout code.
package struct MessageVoiceOver {
  /// An accessibility element: the message view, or one of its subviews.
  package typealias Element = NSObject

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

  /// The rest are the view's `AccessibleMessage` conformance, all `nil` when it is not one:
  /// `message` its `accessibilityMessage` (the sentence announced, "Warning, Title, Body"),
  /// `element` its `accessibilityElement` (the element that carries the message, if not the
  /// view) and `elementLabel` that element's current `accessibilityLabel`, `additionalElements`
  /// its `additionalAccessibilityElements` (for example the button). `arrival` is
  /// ``MessageInteraction/arrival``.
  package init(
    view: Element, viewLabel: String?, message: String?, element: Element?, elementLabel: String?,
    additionalElements: [Element]?, arrival: MessageInteraction.Arrival
  ) {
    // An accessible message labels its element; any other view is read as it is.
    labelled = message.map { _ in element ?? view }
    reader = labelled ?? view
    let ownLabel = element == nil ? viewLabel : elementLabel
    label = message.map { ownLabel ?? $0 }
    elements = labelled.map { [$0] + (additionalElements ?? []) } ?? [view]
    switch arrival {
    case .changeScreen:
      post = .screenChanged(view)
    case .moveFocus:
      post = .layoutChanged(element ?? additionalElements?.first ?? view)
    case .announce:
      post = MessageText.announcement(accessibilityMessage: message, accessibilityLabel: viewLabel).map {
        .announcement($0)
      }
    }
  }
}
