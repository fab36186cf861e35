#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI

/// A message that is pure data and knows its SwiftUI view: show it with
/// `swiftMessage(message:config:swiftMessages:)` or ``MessageHostingView/init(message:)``.
///
/// `Identifiable` is Swift's (this library has no protocol of that name, SwiftMessages #524):
/// a `var id: String`, as SwiftMessages 10 required, conforms, and so does any other
/// `Hashable` id. The id is the message's SwiftMessages id (duplicates, `hide(id:)`); a change
/// that keeps it updates the message on screen in place.
///
/// ```swift
/// struct Toast: MessageViewConvertible {
///   let text: String
///   var id: String { text }
///   func asMessageView() -> some View { Text(text).padding() }
/// }
/// ```
///
/// If the message needs callbacks or bindings, use the view-builder variant of
/// `swiftMessage` instead.
@available(iOS 14.0, *)
public protocol MessageViewConvertible: Equatable, Identifiable {
  /// The SwiftUI view type of the message.
  associatedtype Content: View
  /// Builds the message's view.
  func asMessageView() -> Content
}
#endif
