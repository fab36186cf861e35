import Foundation

/// Tells a masking view when a layout pass changed what the message's margins depend on: its
/// size (rotation, Split View, Stage Manager) or the keyboard tracker's height (lifting the
/// message out of the home-indicator inset changes its own safe area).
package struct MaskingLayoutWatch: Sendable {
  // CGSize's Equatable conformance lives in CoreGraphics on Apple systems: keep components.
  private var width: CGFloat?
  private var height: CGFloat?
  private var trackerHeight: CGFloat?

  /// A watch that has seen no layout pass yet.
  package init() {}

  /// Whether the size changed since the previous pass (the first pass only records it) or the
  /// tracker's height differs (a tracker present from the first pass counts as a change).
  package mutating func layoutPassChanged(size: CGSize, trackerHeight: CGFloat?) -> Bool {
    let resized = width.map { $0 != size.width || height != size.height } ?? false
    let trackerMoved = trackerHeight != self.trackerHeight
    width = size.width
    height = size.height
    self.trackerHeight = trackerHeight
    return resized || trackerMoved
  }
}
