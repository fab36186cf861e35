import Foundation

/// The container geometry a SwiftUI message is given (behind `MessageGeometryProxy`): the
/// size of the container's safe area and its insets, with leading and trailing resolved for
/// the layout direction.
///
/// `GeometryReader` cannot measure the container from inside a message (the message is sized
/// by its content, SwiftMessages #560), so the UIKit layer reads the container's bounds and
/// safe area, and recomputes this whenever either changes (rotation, Split View, a status bar
/// that hides).
public struct MessageGeometry: Equatable, Sendable {
  /// The container's size minus its safe-area insets; never negative.
  public var size: CGSize
  /// The container's top safe-area inset.
  public var top: CGFloat
  /// The inset on the leading edge: the left inset left-to-right, the right one right-to-left.
  public var leading: CGFloat
  /// The container's bottom safe-area inset.
  public var bottom: CGFloat
  /// The inset on the trailing edge: the right inset left-to-right, the left one right-to-left.
  public var trailing: CGFloat

  /// Derives the geometry from the container.
  ///
  /// - Parameters:
  ///   - containerSize: the container's bounds size.
  ///   - safeArea: the container's safe-area insets (physical edges).
  ///   - isRightToLeft: whether the container lays out right to left.
  public init(containerSize: CGSize, safeArea: LayoutInsets, isRightToLeft: Bool) {
    size = CGSize(
      width: max(0, containerSize.width - safeArea.left - safeArea.right),
      height: max(0, containerSize.height - safeArea.top - safeArea.bottom))
    top = safeArea.top
    bottom = safeArea.bottom
    leading = isRightToLeft ? safeArea.right : safeArea.left
    trailing = isRightToLeft ? safeArea.left : safeArea.right
  }

  /// Whether both describe the same geometry (written out: `CGSize` is not `Equatable` on
  /// every platform's Foundation alone).
  public static func == (lhs: MessageGeometry, rhs: MessageGeometry) -> Bool {
    lhs.size.width == rhs.size.width && lhs.size.height == rhs.size.height && lhs.top == rhs.top
      && lhs.leading == rhs.leading && lhs.bottom == rhs.bottom && lhs.trailing == rhs.trailing
  }
}
