#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

@available(iOS 14.0, *)
extension View {
  /// Shows a message while `message` holds a value, with the semantics of `sheet(item:)`:
  /// set the binding to show, set it to `nil` to hide; it goes back to `nil` when the message
  /// hides on its own (tap, swipe, duration, dropped, failed).
  ///
  /// ```swift
  /// @State private var toast: Toast?
  ///
  /// var body: some View {
  ///   Button("Save") { toast = Toast(text: "Saved") }
  ///     .swiftMessage(message: $toast) { toast in
  ///       ToastView(toast: toast)
  ///     }
  /// }
  /// ```
  ///
  /// The rules (`MessageBinding`):
  /// - A value the binding already holds when the view appears is shown.
  /// - Showing a value first hides all of the instance's messages, as SwiftMessages 10's
  ///   modifier did with `hideAll()`: what is on screen animates out (a `.forever` banner
  ///   included), waiting messages are dropped, and the bound message shows next. A loading HUD
  ///   in its own lane (`HUDLane.separate`, the default) stays up. To queue
  ///   SwiftUI content behind other messages instead, use
  ///   `SwiftMessages.show(id:config:content:)`.
  /// - A value with another id replaces the bound message (reason `.replaced`), then hides
  ///   the rest as above.
  /// - A value with the same id updates the message on screen in place, and its auto-hide
  ///   countdown starts again: a change 1.9 s into a 2 s toast keeps it up 2 s more (the new
  ///   text also sets `Config.readingTime`). Once the message has started hiding on its own
  ///   (timeout, tap, swipe), such a change shows the value again as a new message.
  /// - `nil` hides the bound message, and only it (SwiftMessages 10 called `hideAll()`, which
  ///   also hid the messages shown after the bound one ended, since its end sets the binding
  ///   to `nil`).
  /// - When the bound message ends for any reason, the binding is set to `nil`, but only if
  ///   it still holds that message's id.
  /// - A modifier re-created while its message is up (its view re-inserted, an `.id()`
  ///   change) takes that message over, with its own content, instead of showing it twice.
  ///
  /// Inside the content, `@Environment(\.swiftMessagesHide)` hides this message.
  ///
  /// - Parameters:
  ///   - message: the message to show; `Message` is `Swift.Identifiable` (its id is the
  ///     message's SwiftMessages id) and `Equatable`.
  ///   - config: `nil` (the instance's `defaultConfig`) by default.
  ///   - swiftMessages: the instance that shows it. `nil` (``SwiftMessages/sharedInstance``)
  ///     by default.
  ///   - messageContent: builds the message's view.
  public func swiftMessage<Message, MessageContent>(
    message: Binding<Message?>,
    config: SwiftMessages.Config? = nil,
    swiftMessages: SwiftMessages? = nil,
    @ViewBuilder messageContent: @escaping (Message) -> MessageContent
  ) -> some View where Message: Equatable & Identifiable, MessageContent: View {
    swiftMessage(message: message, config: config, swiftMessages: swiftMessages) { message, _ in
      messageContent(message)
    }
  }

  /// Shows a message while `message` holds a value, with the rules of the variant whose
  /// builder takes only the message, giving the builder the container's geometry: `GeometryReader` cannot measure the
  /// container from inside a message. The content is rebuilt when the geometry changes.
  ///
  /// ```swift
  /// .swiftMessage(message: $toast) { toast, geometry in
  ///   ToastView(toast: toast).padding(.top, geometry.safeAreaInsets.top)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - message: the message to show.
  ///   - config: `nil` (the instance's `defaultConfig`) by default.
  ///   - swiftMessages: `nil` (``SwiftMessages/sharedInstance``) by default.
  ///   - messageContent: builds the message's view from the message and the geometry.
  public func swiftMessage<Message, MessageContent>(
    message: Binding<Message?>,
    config: SwiftMessages.Config? = nil,
    swiftMessages: SwiftMessages? = nil,
    @ViewBuilder messageContent: @escaping (Message, MessageGeometryProxy) -> MessageContent
  ) -> some View where Message: Equatable & Identifiable, MessageContent: View {
    modifier(
      SwiftMessageModifier(
        value: message,
        source: TypedMessageBindingSource(
          binding: message, empty: nil, config: config, swiftMessages: swiftMessages
        ) { value, _ in
          value.map { value in (MessageIdentity.string(from: value.id), { messageContent(value, $0) }) }
        }))
  }

  /// Shows `message.asMessageView()` while `message` holds a value, with the rules of the
  /// view-builder variants. Use it when the message is pure data; for callbacks or bindings use the
  /// view-builder variant.
  ///
  /// - Parameters:
  ///   - message: the message to show.
  ///   - config: `nil` (the instance's `defaultConfig`) by default.
  ///   - swiftMessages: `nil` (``SwiftMessages/sharedInstance``) by default.
  public func swiftMessage<Message>(
    message: Binding<Message?>,
    config: SwiftMessages.Config? = nil,
    swiftMessages: SwiftMessages? = nil
  ) -> some View where Message: MessageViewConvertible {
    swiftMessage(message: message, config: config, swiftMessages: swiftMessages) { message, _ in
      message.asMessageView()
    }
  }

  /// Shows a message while `isPresented` is `true`, with the semantics of
  /// `sheet(isPresented:)`: it is set back to `false` when the message hides on its own.
  ///
  /// ```swift
  /// @State private var showsOffline = false
  ///
  /// var body: some View {
  ///   content.swiftMessage(isPresented: $showsOffline) {
  ///     Text("You are offline").padding()
  ///   }
  /// }
  /// ```
  ///
  /// The message's id is unique to this modifier, so it never collides with other messages;
  /// the rules are those of the `message:` variants (`true` hides the instance's messages and
  /// shows it, also when the view appears with it; `false` hides this message only). Unlike the `message:` variants, a modifier that SwiftUI
  /// re-creates (an `.id()` change, the view re-inserted) cannot take over the message the old
  /// one left on screen, since that message's id belonged to the old modifier: keep such
  /// messages timed (not `.forever`), or use `message:` with an id of your own.
  ///
  /// - Parameters:
  ///   - isPresented: whether the message is shown.
  ///   - config: `nil` (the instance's `defaultConfig`) by default.
  ///   - swiftMessages: `nil` (``SwiftMessages/sharedInstance``) by default.
  ///   - messageContent: builds the message's view.
  public func swiftMessage<MessageContent>(
    isPresented: Binding<Bool>,
    config: SwiftMessages.Config? = nil,
    swiftMessages: SwiftMessages? = nil,
    @ViewBuilder messageContent: @escaping () -> MessageContent
  ) -> some View where MessageContent: View {
    swiftMessage(isPresented: isPresented, config: config, swiftMessages: swiftMessages) { _ in
      messageContent()
    }
  }

  /// Shows a message while `isPresented` is `true`, like the variant whose builder takes no
  /// argument, giving the builder the container's geometry.
  ///
  /// - Parameters:
  ///   - isPresented: whether the message is shown.
  ///   - config: `nil` (the instance's `defaultConfig`) by default.
  ///   - swiftMessages: `nil` (``SwiftMessages/sharedInstance``) by default.
  ///   - messageContent: builds the message's view from the geometry.
  public func swiftMessage<MessageContent>(
    isPresented: Binding<Bool>,
    config: SwiftMessages.Config? = nil,
    swiftMessages: SwiftMessages? = nil,
    @ViewBuilder messageContent: @escaping (MessageGeometryProxy) -> MessageContent
  ) -> some View where MessageContent: View {
    modifier(
      SwiftMessageModifier(
        value: isPresented,
        source: TypedMessageBindingSource(
          binding: isPresented, empty: false, config: config, swiftMessages: swiftMessages
        ) { isPresented, ownID in isPresented ? (ownID, messageContent) : nil }))
  }
}

/// Reports the binding's value to its ``MessageBindingCoordinator`` on appearing and on change.
/// What it only passes on is boxed in one ``MessageBindingSource``, so it is cheap to copy and
/// does not depend on the content's type.
@available(iOS 14.0, *)
private struct SwiftMessageModifier<Value: Equatable>: ViewModifier {
  @Binding var value: Value
  let source: MessageBindingSource
  @State private var coordinator = MessageBindingCoordinator()

  func body(content: Content) -> some View {
    content
      .onAppear { report(changed: false) }
      .onChange(of: value) { _ in report(changed: true) }
  }

  private func report(changed: Bool) {
    MainThread.run { [coordinator, source] in coordinator.valueReported(changed: changed, source: source) }
  }
}
#endif
