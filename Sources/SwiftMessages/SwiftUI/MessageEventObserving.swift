#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A message view that hears its own queue events, with the instance showing it:
/// `MessageHostingView` binds its environment hide action to that instance and message, and
/// tells the `swiftMessage` modifier when its message ends.
@MainActor
protocol MessageEventObserving: AnyObject {
  /// Called for every event of the message this view is the payload of, after its
  /// `Config.eventListeners`. `instance` is `nil` once the instance is released.
  func observe(_ event: QueueEvent, from instance: SwiftMessages?)
}

/// What a hosted SwiftUI message knows of its presentation (instance and token from `willShow` on,
/// measured size, its `swiftMessage` modifier); the environment's hide action holds it weakly.
@MainActor
final class MessageHostLink {
  /// The instance showing the message, from `willShow` on.
  weak var instance: SwiftMessages?
  /// The message's token in that instance, from `willShow` on.
  var token: MessageToken?
  /// The content's size as SwiftUI measured it; `nil` before the first measurement.
  var contentSize: CGSize?
  /// Whether a `swiftMessage` modifier created the message (so a re-created modifier may
  /// adopt it once its own is gone).
  var isFromModifier = false
  /// The modifier's coordinator the message belongs to; `nil` once that is gone.
  weak var owner: AnyObject?
  /// Called with the message's `willHide`.
  var onHiding: (() -> Void)?
  /// Called once with the message's terminal event (``QueueEvent/isTerminal``).
  var onEnded: (() -> Void)?

  nonisolated init() {}

  /// Records the event: binds on `willShow`, reports `willHide`, unbinds and reports on a
  /// terminal event.
  func record(_ event: QueueEvent, from instance: SwiftMessages?) {
    if case .willShow(let token, _) = event {
      self.instance = instance
      self.token = token
    } else if case .willHide = event {
      onHiding?()
    } else if event.isTerminal {
      if token == event.token {
        self.instance = nil
        token = nil
      }
      onEnded?()
    }
  }

  /// Tells the instance showing the message that its content changed (new text, auto-hide
  /// countdown restarted); does nothing when it is not shown.
  func contentChanged(text: String?) {
    guard let instance, let token else { return }
    instance.engine.contentChanged(token, text: text)
  }

  /// Hides this message in the instance showing it; does nothing when it is not shown.
  func hide(animated: Bool) {
    guard let instance, let token else { return }
    instance.engine.hide(token, reason: .programmatic, animated: animated)
  }
}
#endif
