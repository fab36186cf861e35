#if canImport(UIKit) && !os(watchOS)
import UIKit

extension SwiftMessages {
  /// Delivers one queue event of `presenter`'s message (the core ``MessageDriver`` has already
  /// acted on it), in this order: the message's `Config.eventListeners` (each exactly once per
  /// event, even once `instance` is released), the view itself when it observes its events (a
  /// SwiftUI message), `hud`, then `instance`'s `showAndWait` caller, `events` streams,
  /// `onQueueEvent` and deck (none for the HUD's own lane, which passes no instance).
  static func deliver(
    _ event: QueueEvent, presenter: Presenter, to instance: SwiftMessages?, hud: HUDCoordinator?
  ) {
    let view = presenter.view
    let kind: MessageEvent.Kind
    var listened: Event?
    var outcome: Result<DismissReason, Error>?
    switch event {
    case .willShow: (kind, listened) = (.willShow, .willShow(view))
    case .didShow: (kind, listened) = (.didShow, .didShow(view))
    case .willHide(_, _, let reason): (kind, listened) = (.willHide(reason), .willHide(view))
    case .didHide(_, _, let reason):
      (kind, listened) = (.didHide(reason), .didHide(view))
      outcome = .success(reason)
    case .dropped(_, _, let reason):
      kind = .dropped(reason)
      outcome = .failure(SwiftMessagesError.dropped(reason))
    case .failed(_, _, let failure):
      kind = .failed(failure)
      outcome = .failure(SwiftMessagesError.presentationFailed(failure))
    }
    if let listened {
      for listener in presenter.config.eventListeners { listener(listened) }
    }
    (view as? MessageEventObserving)?.observe(event, from: instance)
    hud?.observe(event, view: view)
    guard let instance else { return }
    if let outcome, let resume = presenter.onOutcome {
      presenter.onOutcome = nil
      resume(outcome)
    }
    let detailed = MessageEvent(kind: kind, view: view, id: event.id, token: event.token)
    for stream in instance.streams { stream.continuation.yield(detailed) }
    instance.onQueueEvent?(event)
    instance.deckStorage?.queueDidChange()
  }
}
#endif
