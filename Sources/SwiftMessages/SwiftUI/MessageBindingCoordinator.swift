#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// How a `swiftMessage` modifier shows its binding's value, boxed so the modifier stays small.
@available(iOS 14.0, *)
final class MessageBindingSource<MessageContent: View> {
  let config: SwiftMessages.Config?
  let swiftMessages: SwiftMessages?
  /// The message id and content builder of the binding's value, read live (`nil`: no message),
  /// given the modifier's own unique id.
  let current: (String) -> (id: String, content: (MessageGeometryProxy) -> MessageContent)?
  /// Sets the binding to the value that holds no message (`nil`, `false`).
  let clear: () -> Void

  init(
    config: SwiftMessages.Config?, swiftMessages: SwiftMessages?, clear: @escaping () -> Void,
    current: @escaping (String) -> (id: String, content: (MessageGeometryProxy) -> MessageContent)?
  ) {
    self.config = config
    self.swiftMessages = swiftMessages
    self.clear = clear
    self.current = current
  }
}

/// Runs one `swiftMessage` binding through the core's ``MessageBinding``.
@available(iOS 14.0, *)
@MainActor
final class MessageBindingCoordinator<MessageContent: View> {
  /// A queued or visible message of this binding, for its presentation `number`.
  private struct Shown {
    var number: Int
    weak var instance: SwiftMessages?
    let token: MessageToken
    weak var view: MessageHostingView<MessageContent>?
  }

  private var machine = MessageBinding()
  /// The message of the latest presentation, the only one the machine's actions name.
  private var shown: Shown?
  private var source: MessageBindingSource<MessageContent>?
  /// The id of an `isPresented` message: unique to this modifier.
  private lazy var ownID = "SwiftMessages.isPresented." + UUID().uuidString

  nonisolated init() {}

  /// The view appeared (`changed == false`) or the binding's value changed.
  func valueReported(changed: Bool, source: MessageBindingSource<MessageContent>) {
    self.source = source
    let id = current?.id
    guard !changed else {
      run(.changed(id: id))
      return
    }
    let existing = id.flatMap(findLeftBehind(id:)).flatMap { $0.instance?.engine.phase(of: $0.token) }
    run(.appeared(id: id, existing: existing))
  }

  private var current: (id: String, content: (MessageGeometryProxy) -> MessageContent)? {
    source?.current(ownID)
  }

  private var instance: SwiftMessages { source?.swiftMessages ?? .sharedInstance }

  private func run(_ event: MessageBinding.Event) {
    // The machine's state is updated before the actions run, so events they trigger
    // synchronously (a message dropped as it is queued) are handled against it.
    for action in machine.handle(event) { perform(action) }
  }

  private func perform(_ action: MessageBinding.Action) {
    guard let source else { return }
    switch action {
    case .hideAll:
      // The instance's messages only: a loading HUD in its own lane stays up (its work runs on).
      instance.engine.hideAll()
    case .show(let presentation):
      show(presentation)
    case .adopt(let presentation):
      adopt(presentation)
    case .update(let presentation):
      guard let content = current?.content, shown?.number == presentation.number else { return }
      shown?.view?.updateContent(content, contentChanged: true)
    case .hide(let presentation, let reason):
      guard let entry = shown, entry.number == presentation.number, let instance = entry.instance else {
        return
      }
      instance.engine.hide(entry.token, reason: reason)
    case .clearBinding:
      source.clear()
    }
  }

  private func show(_ presentation: MessageBinding.Presentation) {
    guard let content = current?.content else {
      ended(presentation.number)
      return
    }
    let view = MessageHostingView(id: presentation.id, makeContent: content)
    view.link.isFromModifier = true
    bind(view, to: presentation.number)
    let instance = self.instance
    switch instance.enqueue(config: source?.config ?? instance.defaultConfig, view: view) {
    case .success(let token):
      // Dropped as it was queued (a duplicate, over capacity): it has already ended.
      guard instance.engine.phase(of: token) != nil else { return }
      shown = Shown(number: presentation.number, instance: instance, token: token, view: view)
    case .failure:
      // Rejected (an invalid duration): no event will ever come.
      ended(presentation.number)
    }
  }

  /// Takes over the message an earlier copy of the modifier left behind, with this modifier's
  /// content (its closures reach this view's state, not the old one's).
  private func adopt(_ presentation: MessageBinding.Presentation) {
    guard var entry = findLeftBehind(id: presentation.id), let view = entry.view,
      let content = current?.content
    else {
      show(presentation)
      return
    }
    bind(view, to: presentation.number)
    entry.number = presentation.number
    shown = entry
    view.updateContent(content, contentChanged: false)
  }

  private func bind(_ view: MessageHostingView<MessageContent>, to number: Int) {
    view.link.owner = self
    view.link.onHiding = { [weak self] in self?.run(.hiding(number)) }
    view.link.onEnded = { [weak self] in self?.ended(number) }
  }

  /// The message with `id` an earlier copy of this modifier left, bound to no live modifier.
  private func findLeftBehind(id: String) -> Shown? {
    let instance = self.instance
    guard let token = instance.engine.machine.currentOrQueued(id: id),
      let view = instance.engine.payload(for: token)?.view as? MessageHostingView<MessageContent>,
      view.link.isFromModifier, view.link.owner == nil
    else { return nil }
    return Shown(number: 0, instance: instance, token: token, view: view)
  }

  private func ended(_ number: Int) {
    if shown?.number == number { shown = nil }
    guard source != nil else { return }
    run(.ended(number, bindingID: current?.id))
  }
}
#endif
