import Foundation

/// The container geometry a SwiftUI message is given (behind `MessageGeometryProxy`): the
/// size of the container's safe area and its insets, with leading and trailing resolved for
/// the layout direction.
///
/// `GeometryReader` cannot measure the container from inside a message (the message is sized
/// by its content, SwiftMessages #560), so the UIKit layer reads the container's bounds, safe
/// area and keyboard, and recomputes this whenever one changes (rotation, Split View, a status
/// bar that hides, the keyboard).
package struct MessageGeometry: Equatable, Sendable {
  /// The container's size minus its safe-area insets; never negative.
  package internal(set) var size: CGSize
  /// The container's top safe-area inset.
  package var top: CGFloat
  /// The inset on the leading edge: the left inset left-to-right, the right one right-to-left.
  package internal(set) var leading: CGFloat
  /// The container's bottom safe-area inset, or the height the keyboard covers when that is
  /// more.
  package var bottom: CGFloat
  /// The inset on the trailing edge: the right inset left-to-right, the left one right-to-left.
  package internal(set) var trailing: CGFloat

  /// Derives the geometry from the container.
  ///
  /// The keyboard counts as safe area at the bottom, as in SwiftUI's own layout: with the
  /// keyboard up, the bottom inset is the height it covers (which includes the
  /// home-indicator inset) rather than the home-indicator inset.
  ///
  /// - Parameters:
  ///   - containerSize: the container's bounds size.
  ///   - safeArea: the container's safe-area insets (physical edges).
  ///   - keyboardTrackerHeight: the height of the message's keyboard tracker (the part of the
  ///     container's bottom the keyboard covers), or `nil`, the default, without a tracker.
  ///   - isKeyboardTrackerInContainer: whether that tracker is a subview of the container.
  ///     A tracker shared by several messages (one `Config` for a deck) sits in the newest
  ///     message's container and says nothing about the others': there it counts as no
  ///     keyboard. `false` by default.
  ///   - isRightToLeft: whether the container lays out right to left.
  package init(
    containerSize: CGSize, safeArea: LayoutInsets, keyboardTrackerHeight: CGFloat? = nil,
    isKeyboardTrackerInContainer: Bool = false, isRightToLeft: Bool
  ) {
    let keyboardOverlap = isKeyboardTrackerInContainer ? keyboardTrackerHeight ?? 0 : 0
    let bottom = max(safeArea.bottom, keyboardOverlap)
    size = CGSize(
      width: max(0, containerSize.width - safeArea.left - safeArea.right),
      height: max(0, containerSize.height - safeArea.top - bottom))
    top = safeArea.top
    self.bottom = bottom
    leading = isRightToLeft ? safeArea.right : safeArea.left
    trailing = isRightToLeft ? safeArea.left : safeArea.right
  }

  /// Whether both describe the same geometry (written out: `CGSize` is not `Equatable` on
  /// every platform's Foundation alone).
  package static func == (lhs: MessageGeometry, rhs: MessageGeometry) -> Bool {
    lhs.size.width == rhs.size.width && lhs.size.height == rhs.size.height && lhs.top == rhs.top
      && lhs.leading == rhs.leading && lhs.bottom == rhs.bottom && lhs.trailing == rhs.trailing
  }
}
