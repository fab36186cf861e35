#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// How a `swiftMessage` modifier shows its binding's value, boxed so the modifier stays small.
@available(iOS 14.0, *)
final class MessageBindingSource<Value, MessageContent: View> {
  /// The value that holds no message (`nil`, `false`).
  let cleared: Value
  let config: SwiftMessages.Config?
  let swiftMessages: SwiftMessages?
  /// The message id and content builder of a value (`nil`: no message), given the modifier's
  /// own unique id.
  let message: (Value, String) -> (id: String, content: (MessageGeometryProxy) -> MessageContent)?

  init(
    cleared: Value, config: SwiftMessages.Config?, swiftMessages: SwiftMessages?,
    message: @escaping (Value, String) -> (id: String, content: (MessageGeometryProxy) -> MessageContent)?
  ) {
    self.cleared = cleared
    self.config = config
    self.swiftMessages = swiftMessages
    self.message = message
  }
}

/// Runs one `swiftMessage` binding: feeds the core's ``MessageBinding`` with what happened to
/// the binding and its message, and performs the actions it returns on the instance.
@available(iOS 14.0, *)
@MainActor
final class MessageBindingCoordinator<Value: Equatable, MessageContent: View> {
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
  /// The binding (read live) and how to show its value, as last reported.
  private var binding: Binding<Value>?
  private var source: MessageBindingSource<Value, MessageContent>?
  /// A message an earlier copy of the modifier left in the instance, found when the view
  /// appeared: what a `.adopt` action takes over.
  private var leftBehind: Shown?
  /// The id of an `isPresented` message: unique to this modifier.
  private lazy var ownID = "SwiftMessages.isPresented." + UUID().uuidString

  nonisolated init() {}

  /// The view appeared (`changed == false`) or the binding's value changed.
  func valueReported(
    changed: Bool, binding: Binding<Value>, source: MessageBindingSource<Value, MessageContent>
  ) {
    self.binding = binding
    self.source = source
    let id = current?.id
    guard !changed else {
      run(.changed(id: id))
      return
    }
    leftBehind = id.flatMap(findLeftBehind(id:))
    let existing = leftBehind.flatMap { entry in entry.instance?.engine.phase(of: entry.token) }
    run(.appeared(id: id, existing: existing))
    leftBehind = nil
  }

  /// The message id and content builder of the binding's current value; `nil` when it holds
  /// no message.
  private var current: (id: String, content: (MessageGeometryProxy) -> MessageContent)? {
    guard let binding, let source else { return nil }
    return source.message(binding.wrappedValue, ownID)
  }

  /// The instance the binding's messages show in.
  private var instance: SwiftMessages { source?.swiftMessages ?? .sharedInstance }

  private func run(_ event: MessageBinding.Event) {
    // The machine's state is updated before the actions run, so events they trigger
    // synchronously (a message dropped as it is queued) are handled against it.
    for action in machine.handle(event) { perform(action) }
  }

  private func perform(_ action: MessageBinding.Action) {
    guard let binding, let source else { return }
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
      shown?.view?.replaceContent(content)
    case .hide(let presentation, let reason):
      guard let entry = shown, entry.number == presentation.number, let instance = entry.instance else {
        return
      }
      instance.engine.hide(entry.token, reason: reason)
    case .clearBinding:
      binding.wrappedValue = source.cleared
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

  /// Takes over the message an earlier copy of the modifier left behind, with this
  /// modifier's content (its closures reach this view's state, not the old one's).
  private func adopt(_ presentation: MessageBinding.Presentation) {
    guard var entry = leftBehind, let view = entry.view, view.id == presentation.id,
      let content = current?.content
    else {
      show(presentation)
      return
    }
    bind(view, to: presentation.number)
    entry.number = presentation.number
    shown = entry
    view.updateContent(content)
  }

  /// Routes the message's hiding and end to this coordinator's presentation `number`.
  private func bind(_ view: MessageHostingView<MessageContent>, to number: Int) {
    view.link.owner = self
    view.link.onHiding = { [weak self] in self?.run(.hiding(number)) }
    view.link.onEnded = { [weak self] in self?.ended(number) }
  }

  /// The message with `id` an earlier copy of this modifier left in the instance, bound to
  /// no live modifier, if there is one.
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
