import Foundation

/// The container geometry a SwiftUI message gets via `MessageGeometryProxy`, which
/// `GeometryReader` cannot measure from inside a content-sized message (SwiftMessages #560).
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

  /// With the keyboard up its covered height is the bottom inset, as in SwiftUI; a tracker not in
  /// this container (one shared through a deck's `Config`) counts as no keyboard.
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
