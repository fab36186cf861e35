#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// The geometry of the container a SwiftUI message is shown in, for the
/// `swiftMessage(message:config:swiftMessages:messageContent:)` builder that takes a proxy.
///
/// `GeometryReader` cannot measure the container from inside a message (the message is sized
/// by its content, SwiftMessages #560), so SwiftMessages measures it and passes it in. Unlike
/// SwiftMessages 10, which measured once when the message was installed, the content is
/// rebuilt with a new proxy whenever the container's size or safe area changes (rotation,
/// Split View, Stage Manager).
///
/// ```swift
/// .swiftMessage(message: $toast) { toast, geometry in
///   ToastView(toast: toast)
///     .frame(maxWidth: min(geometry.size.width, 500))
/// }
/// ```
public struct MessageGeometryProxy {
  /// The container's size minus its safe area (never negative).
  public var size: CGSize
  /// The container's safe-area insets, with leading and trailing following the layout
  /// direction.
  public var safeAreaInsets: EdgeInsets

  /// Creates a proxy, for example for previews of message content.
  public init(size: CGSize, safeAreaInsets: EdgeInsets) {
    self.size = size
    self.safeAreaInsets = safeAreaInsets
  }

  init(_ geometry: MessageGeometry) {
    size = geometry.size
    safeAreaInsets = EdgeInsets(
      top: geometry.top, leading: geometry.leading, bottom: geometry.bottom, trailing: geometry.trailing)
  }
}
#endif
