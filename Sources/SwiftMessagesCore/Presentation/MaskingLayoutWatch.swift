import Foundation

/// What a masking view watches: when a layout pass changed what the message's margins depend on
/// (its size after rotation, Split View or Stage Manager, or the keyboard tracker's height:
/// lifting the message out of the home-indicator inset changes its own safe area), and whether
/// its host is in a window, settled a main-queue turn after each move (an entry is measured
/// after layout, and a host re-parented within one turn is never treated as gone).
package struct MaskingLayoutWatch: Sendable {
  // CGSize's Equatable conformance lives in CoreGraphics on Apple systems: keep components.
  private var width: CGFloat?
  private var height: CGFloat?
  private var trackerHeight: CGFloat?
  /// The window presence last reported; `nil` before the first report.
  private var reported: Bool?

  /// A watch that has seen no layout pass and reported nothing yet.
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

  /// The window presence to report (`true` entered, `false` left) when it differs from the last
  /// report; `nil` when there is nothing new.
  package mutating func settle(isInWindow: Bool) -> Bool? {
    guard reported != isInWindow else { return nil }
    reported = isInWindow
    return isInWindow
  }
}
