#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

@available(iOS 14.0, *)
extension SwiftMessages {
  /// Shows SwiftUI content as a message, from any code and without a wrapper type: the content
  /// is hosted in a ``MessageHostingView`` (touches outside it pass through, VoiceOver
  /// announces its texts, `@Environment(\.swiftMessagesHide)` hides it).
  ///
  /// ```swift
  /// SwiftMessages.show(id: "saved", config: config) { Text("Saved").padding() }
  /// ```
  ///
  /// The message is queued like `show(config:view:)`'s (behind the messages already waiting,
  /// by priority) and de-duplicated by `id`: while a message with `id` is shown or waiting,
  /// another one is dropped (`Config.ignoreDuplicates`, `true` by default; see
  /// `Config.duplicatePolicy` to replace it instead). Unlike the `swiftMessage` modifiers, it
  /// hides nothing.
  ///
  /// Callable from any thread: the content is built and shown on the main thread, at once
  /// when called there, otherwise in call order.
  ///
  /// - Parameters:
  ///   - id: the message's id, for duplicates, `hide(id:)` and lookups.
  ///   - config: `nil` (`defaultConfig`) by default.
  ///   - content: builds the message's view, on the main thread.
  nonisolated public func show<Content: View>(
    id: String, config: Config? = nil, @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    Self.onMain { [weak self] in
      guard let self else { return }
      self.show(config: config ?? self.defaultConfig, view: MessageHostingView(id: id, content: content()))
    }
  }

  /// Shows SwiftUI content as a message of ``sharedInstance``: see the instance method
  /// `show(id:config:content:)`. Callable from any thread.
  ///
  /// - Parameters:
  ///   - id: the message's id, for duplicates, `hide(id:)` and lookups.
  ///   - config: `nil` (`defaultConfig`) by default.
  ///   - content: builds the message's view, on the main thread.
  nonisolated public static func show<Content: View>(
    id: String, config: Config? = nil, @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    sharedInstance.show(id: id, config: config, content: content)
  }
}
#endif
