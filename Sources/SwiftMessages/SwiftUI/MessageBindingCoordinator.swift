#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// Runs one `swiftMessage` binding: feeds the core's ``MessageBinding`` with what happened to
/// the binding and its message, and performs the actions it returns on the instance.
@available(iOS 14.0, *)
@MainActor
final class MessageBindingCoordinator<Value: Equatable, MessageContent: View> {
  /// What the modifier knows, captured each time it reports: the binding (read live) and
  /// how to show its value.
  struct Context {
    let binding: Binding<Value>
    let cleared: Value
    let config: SwiftMessages.Config?
    let swiftMessages: SwiftMessages?
    let identity: (Value, String) -> String?
    let messageContent: (Value) -> ((MessageGeometryProxy) -> MessageContent)?
  }

  /// A queued or visible message of this binding.
  private struct Shown {
    weak var instance: SwiftMessages?
    let token: MessageToken
    weak var view: MessageHostingView<MessageContent>?
  }

  private var machine = MessageBinding()
  private var shown: [Int: Shown] = [:]
  private var context: Context?
  /// A message an earlier copy of the modifier left in the instance, found when the view
  /// appeared: what a `.adopt` action takes over.
  private var leftBehind: Shown?
  /// The id of an `isPresented` message: unique to this modifier.
  private lazy var ownID = "SwiftMessages.isPresented." + UUID().uuidString

  nonisolated init() {}

  /// The view appeared (`changed == false`) or the binding's value changed.
  func valueReported(changed: Bool, context: Context) {
    self.context = context
    let id = context.identity(context.binding.wrappedValue, ownID)
    guard !changed else {
      run(.changed(id: id))
      return
    }
    leftBehind = id.flatMap { findLeftBehind(id: $0, context: context) }
    let existing = leftBehind.flatMap { entry in entry.instance?.engine.phase(of: entry.token) }
    run(.appeared(id: id, existing: existing))
    leftBehind = nil
  }

  private func run(_ event: MessageBinding.Event) {
    // The machine's state is updated before the actions run, so events they trigger
    // synchronously (a message dropped as it is queued) are handled against it.
    for action in machine.handle(event) { perform(action) }
  }

  private func perform(_ action: MessageBinding.Action) {
    guard let context else { return }
    switch action {
    case .hideAll:
      // The instance's messages only: a loading HUD in its own lane stays up (its work runs on).
      (context.swiftMessages ?? SwiftMessages.sharedInstance).engine.hideAll()
    case .show(let presentation):
      show(presentation, context: context)
    case .adopt(let presentation):
      adopt(presentation, context: context)
    case .update(let presentation):
      guard let makeContent = context.messageContent(context.binding.wrappedValue) else { return }
      shown[presentation.number]?.view?.replaceContent(makeContent)
    case .hide(let presentation, let reason):
      guard let entry = shown[presentation.number], let instance = entry.instance else { return }
      instance.engine.hide(entry.token, reason: reason)
    case .clearBinding:
      context.binding.wrappedValue = context.cleared
    }
  }

  private func show(_ presentation: MessageBinding.Presentation, context: Context) {
    guard let makeContent = context.messageContent(context.binding.wrappedValue) else {
      ended(presentation.number)
      return
    }
    let view = MessageHostingView(id: presentation.id, makeContent: makeContent)
    view.link.isFromModifier = true
    bind(view, to: presentation.number)
    let instance = context.swiftMessages ?? SwiftMessages.sharedInstance
    switch instance.enqueue(config: context.config ?? instance.defaultConfig, view: view) {
    case .success(let token):
      // Dropped as it was queued (a duplicate, over capacity): it has already ended.
      guard instance.engine.phase(of: token) != nil else { return }
      shown[presentation.number] = Shown(instance: instance, token: token, view: view)
    case .failure:
      // Rejected (an invalid duration): no event will ever come.
      ended(presentation.number)
    }
  }

  /// Takes over the message an earlier copy of the modifier left behind, with this
  /// modifier's content (its closures reach this view's state, not the old one's).
  private func adopt(_ presentation: MessageBinding.Presentation, context: Context) {
    guard let entry = leftBehind, let view = entry.view, view.id == presentation.id,
      let makeContent = context.messageContent(context.binding.wrappedValue)
    else {
      show(presentation, context: context)
      return
    }
    bind(view, to: presentation.number)
    shown[presentation.number] = entry
    view.updateContent(makeContent)
  }

  /// Routes the message's hiding and end to this coordinator's presentation `number`.
  private func bind(_ view: MessageHostingView<MessageContent>, to number: Int) {
    view.link.owner = self
    view.link.onHiding = { [weak self] in self?.run(.hiding(number)) }
    view.link.onEnded = { [weak self] _ in self?.ended(number) }
  }

  /// The message with `id` an earlier copy of this modifier left in the instance, bound to
  /// no live modifier, if there is one.
  private func findLeftBehind(id: String, context: Context) -> Shown? {
    let instance = context.swiftMessages ?? SwiftMessages.sharedInstance
    guard let token = instance.engine.machine.currentOrQueued(id: id),
      let view = instance.engine.payload(for: token)?.view as? MessageHostingView<MessageContent>,
      view.link.isFromModifier, view.link.owner == nil
    else { return nil }
    return Shown(instance: instance, token: token, view: view)
  }

  private func ended(_ number: Int) {
    shown[number] = nil
    guard let context else { return }
    run(.ended(number, bindingID: context.identity(context.binding.wrappedValue, ownID)))
  }
}
#endif
