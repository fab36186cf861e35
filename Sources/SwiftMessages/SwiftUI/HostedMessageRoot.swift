#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// The root view of a message's hosting controller: the content (once its geometry is known),
/// the message's own hide action in its environment, and a measurement of the content's size
/// for hit testing (read by SwiftUI itself, not from the hosting view's private layers).
@available(iOS 14.0, *)
struct HostedMessageRoot<Content: View>: View {
  /// The content; `nil` until the hosting view knows its container.
  let content: Content?
  /// The message's presentation, for the hide action and the measured size.
  let link: MessageHostLink

  var body: some View {
    if let content {
      content
        .background(
          GeometryReader { proxy in
            Color.clear.preference(key: HostedContentSizeKey.self, value: proxy.size)
          }
        )
        .onPreferenceChange(HostedContentSizeKey.self) { [weak link] size in
          MainThread.run { link?.contentSize = size }
        }
        .environment(\.swiftMessagesHide, SwiftMessagesHideAction(link: link))
    }
  }
}

/// The size of a message's content as SwiftUI lays it out.
private struct HostedContentSizeKey: PreferenceKey {
  static let defaultValue: CGSize? = nil

  static func reduce(value: inout CGSize?, nextValue: () -> CGSize?) {
    value = nextValue() ?? value
  }
}
#endif
