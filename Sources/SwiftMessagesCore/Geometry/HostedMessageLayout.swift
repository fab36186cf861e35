import Foundation

/// Where a SwiftUI message's content sits inside its hosting view, and which part of the
/// hosting view takes touches.
///
/// The hosting view spans the container's width and extends past the edge it slides from by
/// its bounce offset (so the spring never shows a gap). SwiftUI lays the content out inside
/// the hosting controller's safe area, so that safe area must include the bounce offset and
/// the safe area the message overlaps; UIKit gives the hosting view nothing for the part that
/// lies outside its container (below a navigation bar that is the whole bounce strip, which
/// clipped the top 5 pt of every SwiftUI message in SwiftMessages 10, #538).
package enum HostedMessageLayout {
  /// The safe area to add to the hosting controller so that its content is inset by at
  /// least `margins` on every edge.
  ///
  /// - Parameters:
  ///   - margins: the margins SwiftMessages manages for the message (``MarginAdjustment``:
  ///     the safe area it overlaps, its additions, and the bounce offset on its edge); zero
  ///     when no animator manages them.
  ///   - safeArea: the hosting view's own safe-area insets, as UIKit computes them.
  /// - Returns: per edge, what `safeArea` lacks of `margins` (never negative: SwiftUI
  ///   content always keeps at least UIKit's safe area).
  package static func additionalSafeArea(margins: LayoutInsets, safeArea: LayoutInsets) -> LayoutInsets {
    LayoutInsets(
      top: max(0, margins.top - safeArea.top), left: max(0, margins.left - safeArea.left),
      bottom: max(0, margins.bottom - safeArea.bottom), right: max(0, margins.right - safeArea.right))
  }

  /// The part of the hosting view that takes touches; touches elsewhere pass through to what
  /// is behind the message.
  ///
  /// SwiftUI places its root content centred in the safe-area rectangle. Content that reaches
  /// an edge of that rectangle usually paints into the inset beyond it (SwiftUI backgrounds
  /// extend into the safe area they touch), so the region extends to the hosting view's edge
  /// there: a banner under the status bar catches touches on its status-bar strip, while the
  /// space beside a narrow card passes them through.
  ///
  /// - Parameters:
  ///   - bounds: the hosting view's bounds.
  ///   - safeArea: the safe area the content is laid out in (the hosting controller's view's
  ///     `safeAreaInsets`, additional insets included).
  ///   - contentSize: the content's size as SwiftUI measured it, or `nil` before the first
  ///     measurement (then the whole hosting view takes touches, so none reach what is
  ///     behind a visible message).
  static func hitRegion(bounds: CGRect, safeArea: LayoutInsets, contentSize: CGSize?) -> CGRect {
    guard let contentSize else { return bounds }
    let safeMinX = bounds.origin.x + safeArea.left
    let safeMinY = bounds.origin.y + safeArea.top
    let safeMaxX = bounds.origin.x + bounds.size.width - safeArea.right
    let safeMaxY = bounds.origin.y + bounds.size.height - safeArea.bottom
    var minX = safeMinX + (safeMaxX - safeMinX - contentSize.width) / 2
    var minY = safeMinY + (safeMaxY - safeMinY - contentSize.height) / 2
    var maxX = minX + contentSize.width
    var maxY = minY + contentSize.height
    if minX <= safeMinX + flushTolerance { minX = bounds.origin.x }
    if minY <= safeMinY + flushTolerance { minY = bounds.origin.y }
    if maxX >= safeMaxX - flushTolerance { maxX = bounds.origin.x + bounds.size.width }
    if maxY >= safeMaxY - flushTolerance { maxY = bounds.origin.y + bounds.size.height }
    return CGRect(
      origin: CGPoint(x: minX, y: minY), size: CGSize(width: max(0, maxX - minX), height: max(0, maxY - minY))
    )
  }

  /// Whether a touch on a SwiftUI message is the content's: UIKit hit a view inside the
  /// hosting view (not the hosting view itself, which is only a frame around the content) at
  /// a point inside ``hitRegion(bounds:safeArea:contentSize:)``. Other touches pass through to
  /// what is behind the message.
  ///
  /// - Parameters:
  ///   - point: the touch, in the hosted view's coordinates.
  ///   - hitsHostingViewItself: whether UIKit's own hit test found the hosting view rather
  ///     than a view inside it.
  ///   - bounds: the hosted view's bounds.
  ///   - safeArea: the hosted view's safe area.
  ///   - contentSize: the content's measured size, `nil` before the first measurement.
  package static func takesTouch(
    at point: CGPoint, hitsHostingViewItself: Bool, bounds: CGRect, safeArea: LayoutInsets,
    contentSize: CGSize?
  ) -> Bool {
    !hitsHostingViewItself
      && DeckLayout.contains(hitRegion(bounds: bounds, safeArea: safeArea, contentSize: contentSize), point)
  }

  /// How close (in points) the content must come to a safe-area edge to count as reaching it:
  /// half a point, for rounding in SwiftUI's layout.
  static let flushTolerance: CGFloat = 0.5
}
