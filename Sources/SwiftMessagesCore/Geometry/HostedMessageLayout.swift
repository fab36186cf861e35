import Foundation

/// Where a SwiftUI message's content sits in its hosting view and which part takes touches. The
/// safe area must include the bounce strip, which UIKit leaves out when it lies outside the
/// container (clipping 5 pt of every SwiftUI message below a nav bar, SwiftMessages #538).
package enum HostedMessageLayout {
  /// Per edge, what `safeArea` lacks of `margins` (``MarginAdjustment``); never negative, so the
  /// content always keeps at least UIKit's safe area.
  package static func additionalSafeArea(margins: LayoutInsets, safeArea: LayoutInsets) -> LayoutInsets {
    LayoutInsets(
      top: max(0, margins.top - safeArea.top), left: max(0, margins.left - safeArea.left),
      bottom: max(0, margins.bottom - safeArea.bottom), right: max(0, margins.right - safeArea.right))
  }

  /// The touch region: the content's rect centred in the safe area, extended to the view's edge
  /// where the content reaches the safe area (SwiftUI backgrounds paint into it); the whole view
  /// while `contentSize` is `nil`, so touches never reach behind a visible message.
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

  /// Only a hit on a view inside the hosting view (not the hosting view itself) within
  /// ``hitRegion(bounds:safeArea:contentSize:)``; other touches pass through.
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
