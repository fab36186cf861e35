#if canImport(UIKit) && !os(watchOS)
import UIKit

extension SwiftMessages {
  /// Executes the queue engine's presentation commands with the message's presenter.
  func perform(_ command: MessageQueue<Presenter>.Command) {
    switch command {
    case .present(let token, let presenter):
      presenter.onDismissRequest = { [weak self] reason in self?.engine.hide(token, reason: reason) }
      presenter.onHostDisappeared = { [weak self] in self?.engine.hostDisappeared(token) }
      if let failure = presenter.install() {
        presenter.uninstall()
        engine.presentationFailed(token, failure: failure)
        return
      }
      // The animation starts once `willShow` has been delivered (the engine emits it after this
      // command), so listeners can still change the view before it animates in, as in
      // SwiftMessages 10.
      presenter.animateInAfterWillShow = { [weak self, weak presenter] in
        guard let presenter else { return }
        presenter.animateIn { [weak self] in
          self?.engine.presentationFinished(token)
          if self?.engine.phase(of: token) == .shown { presenter.announce() }
        }
      }
      engine.presentationStarted(token)
    case .dismiss(let token, let presenter, let animated):
      presenter.animateOut(animated: animated) { [weak self] in self?.engine.dismissalFinished(token) }
    }
  }

  /// Delivers one engine event: config listeners (each exactly once), event streams, and
  /// the `showAndWait` waiter of the message.
  func deliver(_ event: QueueEvent) {
    guard let presenter = engine.payload(for: event.token) else { return }
    let view = presenter.view
    let kind: MessageEvent.Kind
    switch event {
    case .willShow:
      kind = .willShow
      notify(presenter, .willShow(view))
      let animateIn = presenter.animateInAfterWillShow
      presenter.animateInAfterWillShow = nil
      animateIn?()
    case .didShow:
      kind = .didShow
      notify(presenter, .didShow(view))
    case .willHide(_, _, let reason):
      kind = .willHide(reason)
      notify(presenter, .willHide(view))
    case .didHide(_, _, let reason):
      kind = .didHide(reason)
      notify(presenter, .didHide(view))
      waiters.removeValue(forKey: event.token)?.resume(returning: reason)
    case .dropped(_, _, let reason):
      kind = .dropped(reason)
      waiters.removeValue(forKey: event.token)?.resume(throwing: SwiftMessagesError.dropped(reason))
    case .failed(_, _, let failure):
      kind = .failed(failure)
      // A host that disappears while the message animates in fails the message inside the
      // engine, with no dismiss command: remove the masking view (and release its window)
      // here, or it stays in the detached host (and reappears with it) or on screen.
      // Idempotent for failures the driver already uninstalled.
      presenter.uninstall()
      waiters.removeValue(forKey: event.token)?.resume(
        throwing: SwiftMessagesError.presentationFailed(failure))
    }
    if event.isTerminal, capturedTerminal != nil { capturedTerminal?[event.token] = event }
    let detailed = MessageEvent(kind: kind, view: view, id: event.id, token: event.token)
    for continuation in streams.values { continuation.yield(detailed) }
  }

  private func notify(_ presenter: Presenter, _ event: Event) {
    for listener in presenter.config.eventListeners { listener(event) }
  }
}
#endif
