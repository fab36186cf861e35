#if canImport(UIKit) && !os(watchOS)
import UIKit

extension SwiftMessages {
  /// Delivers one event to this instance's event streams and the `showAndWait` waiter of the
  /// message. (The core ``MessageDriver`` has already acted on it, and the presenter has
  /// told its config listeners.)
  func deliver(_ event: QueueEvent, presenter: Presenter) {
    let kind: MessageEvent.Kind
    var outcome: Result<DismissReason, Error>?
    switch event {
    case .willShow: kind = .willShow
    case .didShow: kind = .didShow
    case .willHide(_, _, let reason): kind = .willHide(reason)
    case .didHide(_, _, let reason):
      kind = .didHide(reason)
      outcome = .success(reason)
    case .dropped(_, _, let reason):
      kind = .dropped(reason)
      outcome = .failure(SwiftMessagesError.dropped(reason))
    case .failed(_, _, let failure):
      kind = .failed(failure)
      outcome = .failure(SwiftMessagesError.presentationFailed(failure))
    }
    if let outcome, let index = waiters.firstIndex(where: { $0.presenter === presenter }) {
      waiters.remove(at: index).continuation.resume(with: outcome)
    }
    let detailed = MessageEvent(kind: kind, view: presenter.view, id: event.id, token: event.token)
    for stream in streams { stream.continuation.yield(detailed) }
    onQueueEvent?(event)
  }
}

extension Presenter {
  /// Tells the message's `Config.eventListeners` (each exactly once per event).
  func notifyListeners(of event: QueueEvent) {
    let converted: SwiftMessages.Event
    switch event {
    case .willShow: converted = .willShow(view)
    case .didShow: converted = .didShow(view)
    case .willHide: converted = .willHide(view)
    case .didHide: converted = .didHide(view)
    case .dropped, .failed: return
    }
    for listener in config.eventListeners { listener(converted) }
  }
}
#endif
