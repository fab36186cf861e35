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
    content?.modifier(HostedMessageChrome(link: link))
  }
}

/// What every hosted message's content gets, whatever its type: the size measurement and the
/// message's own hide action (non-generic, so its view types are built once).
@available(iOS 14.0, *)
private struct HostedMessageChrome: ViewModifier {
  let link: MessageHostLink

  func body(content: Content) -> some View {
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

/// The size of a message's content as SwiftUI lays it out.
private struct HostedContentSizeKey: PreferenceKey {
  static let defaultValue: CGSize? = nil

  static func reduce(value: inout CGSize?, nextValue: () -> CGSize?) {
    value = nextValue() ?? value
  }
}
#endif
