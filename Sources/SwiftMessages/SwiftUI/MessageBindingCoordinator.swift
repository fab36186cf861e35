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
  /// The id of an `isPresented` message: unique to this modifier.
  private lazy var ownID = "SwiftMessages.isPresented." + UUID().uuidString

  nonisolated init() {}

  /// The view appeared (`changed == false`) or the binding's value changed.
  func valueReported(changed: Bool, context: Context) {
    self.context = context
    let id = context.identity(context.binding.wrappedValue, ownID)
    run(changed ? .changed(id: id) : .appeared(id: id))
  }

  private func run(_ event: MessageBinding.Event) {
    // The machine's state is updated before the actions run, so events they trigger
    // synchronously (a message dropped as it is queued) are handled against it.
    for action in machine.handle(event) { perform(action) }
  }

  private func perform(_ action: MessageBinding.Action) {
    guard let context else { return }
    switch action {
    case .show(let presentation):
      show(presentation, context: context)
    case .update(let presentation):
      guard let makeContent = context.messageContent(context.binding.wrappedValue) else { return }
      shown[presentation.number]?.view?.updateContent(makeContent)
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
    view.link.onEnded = { [weak self] _ in self?.ended(presentation.number) }
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

  private func ended(_ number: Int) {
    shown[number] = nil
    guard let context else { return }
    run(.ended(number, bindingID: context.identity(context.binding.wrappedValue, ownID)))
  }
}
#endif
