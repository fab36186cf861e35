// Source compatibility with SwiftMessages 10.0.2, part of the walk described in
// UpstreamAPICompatibility.swift: upstream's `MessageGeometryProxy.swift`, `MessageHostingView.swift`, `MessageViewConvertible.swift`, `SwiftMessageModifier.swift`, `SwiftMessagesHideAction.swift`.

#if canImport(UIKit)
import SwiftMessages
import SwiftUI
import UIKit

// MARK: - MessageGeometryProxy.swift

/// The proxy's members are plain stored properties, read and written without isolation.
func upstreamDescribe(_ geometry: MessageGeometryProxy) -> String {
  var copy = geometry
  copy.size = CGSize(width: geometry.size.width, height: geometry.size.height)
  copy.safeAreaInsets = EdgeInsets(
    top: geometry.safeAreaInsets.top, leading: geometry.safeAreaInsets.leading,
    bottom: geometry.safeAreaInsets.bottom, trailing: geometry.safeAreaInsets.trailing)
  return "\(copy.size) \(copy.safeAreaInsets.leading)"
}

// MARK: - MessageHostingView.swift

/// Hosting views are `UIView`s: built and shown from main-actor code, with each initializer.
@available(iOS 14.0, *)
@MainActor
func upstreamShowHostingViews(message: UpstreamConvertibleMessage, instance: SwiftMessages) {
  let plain = MessageHostingView(id: "plain", content: Text("Plain"))
  let built = MessageHostingView(message: message) { message, geometry in
    Text(message.text).frame(width: geometry.size.width)
  }
  let converted = MessageHostingView(message: message)
  let ids: [String] = [plain.id, built.id, converted.id]
  _ = ids
  SwiftMessages.show(view: plain)
  instance.show(config: SwiftMessages.Config(), view: built)
  let view: UIView = converted
  SwiftMessages.show(view: view)
}

// MARK: - MessageViewConvertible.swift

/// Data that knows its SwiftUI view, declared the way upstream's demo declares `DemoMessage`
/// (`Identifiable` with a `String` id; `Equatable` comes with `MessageViewConvertible`).
@available(iOS 14.0, *)
struct UpstreamConvertibleMessage: Identifiable {
  let text: String
  var id: String { text }
}

@available(iOS 14.0, *)
extension UpstreamConvertibleMessage: MessageViewConvertible {
  func asMessageView() -> some View {
    Text(text).padding()
  }
}

/// `asMessageView()` is not isolated: generic code calls it from anywhere.
@available(iOS 14.0, *)
func upstreamMessageView<Message: MessageViewConvertible>(_ message: Message) -> Message.Content {
  message.asMessageView()
}

// MARK: - SwiftMessageModifier.swift

/// A message for the view-builder variants: `Equatable & Identifiable`, nothing more.
struct UpstreamPlainMessage: Equatable, Identifiable {
  let id: String
}

/// Every `swiftMessage` variant, with and without a config and an instance.
@available(iOS 14.0, *)
struct UpstreamModifierView: View {
  @State var message: UpstreamConvertibleMessage?
  @State var built: UpstreamPlainMessage?
  @State var measured: UpstreamPlainMessage?
  let swiftMessages: SwiftMessages
  let config: SwiftMessages.Config

  var body: some View {
    Text("Host")
      .swiftMessage(message: $message)
      .swiftMessage(message: $message, config: config, swiftMessages: swiftMessages)
      .swiftMessage(message: $built) { message in
        Text(message.id)
      }
      .swiftMessage(message: $built, config: config, swiftMessages: swiftMessages) { message in
        Text(message.id)
      }
      .swiftMessage(message: $measured) { message, geometry in
        Text(message.id).frame(width: geometry.size.width).padding(.top, geometry.safeAreaInsets.top)
      }
      .swiftMessage(message: $measured, config: config, swiftMessages: swiftMessages) { message, _ in
        Text(message.id)
      }
  }
}

// MARK: - SwiftMessagesHideAction.swift

/// The environment's hide action, called with `animated:` from a button, as in upstream's demo.
struct UpstreamHidingView: View {
  @Environment(\.swiftMessagesHide) private var hide

  var body: some View {
    Button("Hide") { hide(animated: true) }
  }
}

/// The action is a plain value: made, stored in the environment and called on the main actor.
@MainActor
func upstreamHideAction(environment: EnvironmentValues) -> EnvironmentValues {
  let action = SwiftMessagesHideAction()
  action(animated: false)
  action.callAsFunction(animated: true)
  var values = environment
  values.swiftMessagesHide = action
  values.swiftMessagesHide(animated: true)
  return values
}
#endif
