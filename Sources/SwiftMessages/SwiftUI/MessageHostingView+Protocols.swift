#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

@available(iOS 14.0, *)
extension MessageHostingView: MarginAdjustable, BackgroundViewable {
  /// The hosting controller's view: the pan gesture attaches to it, and it only receives
  /// touches on the content.
  public var backgroundView: UIView! { hostingController.view }
}

@available(iOS 14.0, *)
extension MessageHostingView: AccessibleMessage {
  /// What VoiceOver announces: the labels of the content's accessibility elements that are
  /// not buttons, joined with commas (give the content an `accessibilityLabel` to choose the
  /// sentence). `nil` while the content exposes none (before it is built, which happens when
  /// the message enters its container).
  public var accessibilityMessage: String? {
    let elements = MessageText.elements(
      below: hostingController.view as NSObject, children: Self.accessibilityChildren(of:),
      element: { node in
        guard node.isAccessibilityElement else { return nil }
        return MessageText.Element(
          label: node.accessibilityLabel, isButton: node.accessibilityTraits.contains(.button))
      })
    return MessageText.announcement(elements: elements)
  }

  /// `nil`: the view stays a container, so VoiceOver reaches every element of the content.
  public var accessibilityElement: NSObject? { nil }

  /// `nil`: the content's elements are reached through the view.
  public var additionalAccessibilityElements: [NSObject]? { nil }

  /// A node's children as VoiceOver orders them: its accessibility elements, or its subviews.
  private static func accessibilityChildren(of container: NSObject) -> [NSObject] {
    if let listed = container.accessibilityElements { return listed.compactMap { $0 as? NSObject } }
    let count = container.accessibilityElementCount()
    if count > 0, count != NSNotFound {
      return (0..<count).compactMap { container.accessibilityElement(at: $0) as? NSObject }
    }
    return (container as? UIView)?.subviews ?? []
  }
}

@available(iOS 14.0, *)
extension MessageHostingView: MessageEventObserving {
  func observe(_ event: QueueEvent, from instance: SwiftMessages?) {
    link.record(event, from: instance)
    guard case .didShow(let token, _) = event, let instance else { return }
    // Queued before its content existed, the message had no text: the text it shows now sets
    // its reading time (the countdown starts now, so restarting it changes nothing else).
    let text = accessibilityMessage
    guard instance.engine.machine.request(for: token)?.text != text else { return }
    instance.engine.contentChanged(token, text: text)
  }
}
#endif
