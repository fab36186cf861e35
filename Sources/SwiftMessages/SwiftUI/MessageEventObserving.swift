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

/// What a hosted SwiftUI message knows about its own presentation: the instance and token
/// showing it (from `willShow` until it ends) and the size SwiftUI measured for its content.
/// The hide action in the message's environment holds it weakly.
@MainActor
final class MessageHostLink {
  /// The instance showing the message, from `willShow` on.
  weak var instance: SwiftMessages?
  /// The message's token in that instance, from `willShow` on.
  var token: MessageToken?
  /// The content's size as SwiftUI measured it; `nil` before the first measurement.
  var contentSize: CGSize?
  /// Called once with the message's terminal event (`didHide`, `dropped`, `failed`).
  var onEnded: ((QueueEvent) -> Void)?

  nonisolated init() {}

  /// Records the event: binds on `willShow`, unbinds and reports on a terminal event.
  func record(_ event: QueueEvent, from instance: SwiftMessages?) {
    switch event {
    case .willShow(let token, _):
      self.instance = instance
      self.token = token
    case .didShow, .willHide:
      break
    case .didHide, .dropped, .failed:
      if token == event.token {
        self.instance = nil
        token = nil
      }
      onEnded?(event)
    }
  }

  /// Hides this message in the instance showing it; does nothing when it is not shown.
  func hide(animated: Bool) {
    guard let instance, let token else { return }
    instance.engine.hide(token, reason: .programmatic, animated: animated)
  }
}
#endif
