#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// A `swiftMessage` modifier's binding as its coordinator reads it, without the binding's or the
/// content's types (``TypedMessageBindingSource`` has them), so the coordinator is built once
/// rather than per type.
class MessageBindingSource {
  let config: SwiftMessages.Config?
  let swiftMessages: SwiftMessages?

  init(config: SwiftMessages.Config?, swiftMessages: SwiftMessages?) {
    self.config = config
    self.swiftMessages = swiftMessages
  }

  /// The id of the message the binding holds now (`nil`: none), given the modifier's unique id.
  func messageID(ownID: String) -> String? { nil }

  /// A hosting view for the message the binding holds now; `nil` when it holds none.
  @MainActor
  func makeView(id: String, ownID: String) -> (view: UIView, link: MessageHostLink)? { nil }

  /// The host link of `view` when it hosts this binding's content type.
  @MainActor
  func link(of view: UIView) -> MessageHostLink? { nil }

  /// Rebuilds `view`'s content from the value the binding holds now; `false` when `view` does
  /// not host this content type or the binding holds no message.
  @MainActor
  func rebuild(_ view: UIView, ownID: String, contentChanged: Bool) -> Bool { false }

  /// Sets the binding to the value that holds no message (`nil`, `false`).
  func clear() {}
}

/// A binding of `Value` whose message is built as `MessageContent`.
@available(iOS 14.0, *)
final class TypedMessageBindingSource<Value, MessageContent: View>: MessageBindingSource {
  let binding: Binding<Value>
  /// The value that holds no message.
  let empty: Value
  /// The message id and content builder of a value (`nil`: no message), given the modifier's
  /// unique id.
  let message: (Value, String) -> (id: String, content: (MessageGeometryProxy) -> MessageContent)?

  init(
    binding: Binding<Value>, empty: Value, config: SwiftMessages.Config?, swiftMessages: SwiftMessages?,
    message: @escaping (Value, String) -> (id: String, content: (MessageGeometryProxy) -> MessageContent)?
  ) {
    self.binding = binding
    self.empty = empty
    self.message = message
    super.init(config: config, swiftMessages: swiftMessages)
  }

  override func messageID(ownID: String) -> String? { message(binding.wrappedValue, ownID)?.id }

  override func makeView(id: String, ownID: String) -> (view: UIView, link: MessageHostLink)? {
    let content = message(binding.wrappedValue, ownID)?.content
    guard let content else { return nil }
    let view = MessageHostingView(id: id, makeContent: content)
    return (view, view.link)
  }

  override func link(of view: UIView) -> MessageHostLink? {
    (view as? MessageHostingView<MessageContent>)?.link
  }

  override func rebuild(_ view: UIView, ownID: String, contentChanged: Bool) -> Bool {
    guard let view = view as? MessageHostingView<MessageContent> else { return false }
    let content = message(binding.wrappedValue, ownID)?.content
    guard let content else { return false }
    view.updateContent(content, contentChanged: contentChanged)
    return true
  }

  override func clear() { binding.wrappedValue = empty }
}

/// Runs one `swiftMessage` binding through the core's ``MessageBinding``.
@MainActor
final class MessageBindingCoordinator {
  private let machine = MessageBinding()
  /// The number of the latest presentation while its message is queued or visible (0: none);
  /// the only one the machine's calls name. The message's instance, token and view follow.
  private var shownNumber = 0
  private weak var shownInstance: SwiftMessages?
  private var shownToken: MessageToken?
  private weak var shownView: UIView?
  private var source: MessageBindingSource?
  /// The id of an `isPresented` message: unique to this modifier.
  private lazy var ownID = "SwiftMessages.isPresented." + UUID().uuidString

  nonisolated init() {}

  /// The view appeared (`changed == false`) or the binding's value changed.
  func valueReported(changed: Bool, source: MessageBindingSource) {
    self.source = source
    let id = source.messageID(ownID: ownID)
    guard !changed else { return machine.changed(id: id, on: self) }
    let existing = id.flatMap(findLeftBehind(id:)).flatMap { instance.engine.phase(of: $0.token) }
    machine.appeared(id: id, existing: existing, on: self)
  }

  private var instance: SwiftMessages { source?.swiftMessages ?? .sharedInstance }

  /// The message of presentation `number` started hiding on its own.
  func hiding(_ number: Int) {
    machine.hiding(number)
  }

  private func showing(_ number: Int, in instance: SwiftMessages, token: MessageToken, view: UIView) {
    shownNumber = number
    shownInstance = instance
    shownToken = token
    shownView = view
  }

  private func bind(_ link: MessageHostLink, to number: Int) {
    link.owner = self
    link.number = number
  }

  /// The message with `id` an earlier copy of this modifier left, bound to no live modifier.
  private func findLeftBehind(id: String) -> (token: MessageToken, view: UIView, link: MessageHostLink)? {
    let instance = self.instance
    guard let token = instance.engine.machine.currentOrQueued(id: id),
      let view = instance.engine.payload(for: token)?.view, let link = source?.link(of: view),
      link.number != 0, link.owner == nil
    else { return nil }
    return (token, view, link)
  }

  /// The message of presentation `number` ended (hidden, dropped, failed or rejected).
  func ended(_ number: Int) {
    if shownNumber == number { shownNumber = 0 }
    guard let source else { return }
    machine.ended(number, bindingID: source.messageID(ownID: ownID), on: self)
  }
}

extension MessageBindingCoordinator: @preconcurrency MessageBindingDriver {
  func hideAll() {
    // The instance's messages only: a loading HUD in its own lane stays up (its work runs on).
    instance.engine.hideAll()
  }

  func show(_ presentation: MessageBinding.Presentation) {
    let made = source?.makeView(id: presentation.id, ownID: ownID)
    guard let made else {
      ended(presentation.number)
      return
    }
    let view = made.view
    bind(made.link, to: presentation.number)
    let instance = self.instance
    switch instance.enqueue(config: source?.config ?? instance.defaultConfig, view: view) {
    case .success(let token):
      // Dropped as it was queued (a duplicate, over capacity): it has already ended.
      guard instance.engine.phase(of: token) != nil else { return }
      showing(presentation.number, in: instance, token: token, view: view)
    case .failure:
      // Rejected (an invalid duration): no event will ever come.
      ended(presentation.number)
    }
  }

  func adopt(_ presentation: MessageBinding.Presentation) {
    // Takes over the message an earlier copy of the modifier left behind, with this
    // modifier's content (its closures reach this view's state, not the old one's).
    guard let found = findLeftBehind(id: presentation.id),
      source?.rebuild(found.view, ownID: ownID, contentChanged: false) == true
    else { return show(presentation) }
    bind(found.link, to: presentation.number)
    showing(presentation.number, in: instance, token: found.token, view: found.view)
  }

  func update(_ presentation: MessageBinding.Presentation) {
    guard shownNumber == presentation.number, let view = shownView else { return }
    _ = source?.rebuild(view, ownID: ownID, contentChanged: true)
  }

  func hide(_ presentation: MessageBinding.Presentation, reason: DismissReason) {
    guard shownNumber == presentation.number, let instance = shownInstance, let token = shownToken else {
      return
    }
    instance.engine.hide(token, reason: reason)
  }

  func clearBinding() {
    source?.clear()
  }
}
#endif
