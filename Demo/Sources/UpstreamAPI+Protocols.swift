// Source compatibility with SwiftMessages 10.0.2, part of the walk described in
// UpstreamAPICompatibility.swift: upstream's `AccessibleMessage.swift`, `Identifiable.swift`, `BackgroundViewable.swift`, `MarginAdjustable.swift`.

#if canImport(UIKit)
import SwiftMessages
import SwiftUI
import UIKit

// MARK: - AccessibleMessage.swift

/// A non-isolated type adopting `AccessibleMessage`.
final class UpstreamAccessibleModel: AccessibleMessage {
  var accessibilityMessage: String? { "Title, Body" }
  var accessibilityElement: NSObject? { nil }
  var additionalAccessibilityElements: [NSObject]? { [] }
}

func upstreamReadAccessibleMessage(_ message: AccessibleMessage) -> String? {
  _ = message.accessibilityElement
  _ = message.additionalAccessibilityElements
  return message.accessibilityMessage
}

// MARK: - Identifiable.swift

/// A view adopting upstream's protocol by its qualified name (a bare `Identifiable` is Swift's,
/// SwiftMessages #524, and works too: see `OrderView`).
final class UpstreamIdentifiedView: UIView, SwiftMessages.Identifiable {
  var id: String { "counted" }
}

func upstreamReadID(_ view: UIView) -> String? {
  (view as? SwiftMessages.Identifiable)?.id
}

func upstreamShowDeduplicated() {
  let view = UpstreamIdentifiedView()
  Task { @MainActor in
    SwiftMessages.show(view: view)
    _ = SwiftMessages.count(id: view.id)
    _ = upstreamReadID(MessageView())
  }
}

// MARK: - BackgroundViewable.swift

/// A non-isolated type adopting `BackgroundViewable`.
final class UpstreamBackgroundModel: BackgroundViewable {
  var backgroundView: UIView!
}

func upstreamReadBackground(_ viewable: BackgroundViewable) -> UIView? {
  viewable.backgroundView
}

// MARK: - MarginAdjustable.swift, MarginAdjustable+Extensions.swift

/// A non-isolated type adopting `MarginAdjustable`.
final class UpstreamMarginModel: MarginAdjustable {
  var layoutMarginAdditions: UIEdgeInsets { .zero }
  var collapseLayoutMarginAdditions = true
  var respectSafeArea = true
  var bounceAnimationOffset: CGFloat = 5
}

/// A custom view adopting `MarginAdjustable` and asking for the default adjustment.
final class UpstreamMarginView: UIView, MarginAdjustable {
  var layoutMarginAdditions: UIEdgeInsets { UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
  var collapseLayoutMarginAdditions = true
  var respectSafeArea = true
  var bounceAnimationOffset: CGFloat = 5
}

func upstreamUseMarginAdjustable(
  _ adjustable: inout MarginAdjustable, view: UpstreamMarginView, context: AnimationContext
)
  -> UIEdgeInsets
{
  adjustable.collapseLayoutMarginAdditions = false
  adjustable.respectSafeArea = false
  adjustable.bounceAnimationOffset = 0
  _ = adjustable.layoutMarginAdditions
  return view.defaultMarginAdjustment(context: context)
}
#endif
