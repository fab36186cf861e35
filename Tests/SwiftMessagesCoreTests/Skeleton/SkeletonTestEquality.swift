import Foundation

@testable import SwiftMessagesCore

/// Field-by-field equality for core values the library itself never compares (so it ships no
/// `Equatable` conformance for them): two values are equal when every stored field prints the
/// same, which for the `Int`, `Bool`, `Double` (shortest round-trip form), `String` and enum
/// fields these types hold is exactly field equality.
protocol EqualByFields: Equatable {}

extension EqualByFields {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    String(reflecting: lhs) == String(reflecting: rhs)
  }
}

extension SkeletonDriver.Phase: EqualByFields {}
extension SkeletonShape: EqualByFields {}
extension SkeletonItemCount.Section: EqualByFields {}
extension SkeletonTextStyle: EqualByFields {}
extension SkeletonRenderPlan.CustomAnimation: EqualByFields {}

extension SkeletonNode {
  /// A copy with the given values replaced (the library's nodes are immutable).
  func with(
    frame: SkeletonRect? = nil, isSkeletonable: Bool? = nil, disablesInteractionWhenActive: Bool? = nil,
    hasSkeletonDataSource: Bool? = nil, hasOwnSkeleton: Bool? = nil, mark: SkeletonMark? = nil,
    children: [SkeletonNode]? = nil
  ) -> SkeletonNode {
    SkeletonNode(
      id: id, typeName: typeName, kind: kind, frame: frame ?? self.frame,
      isSkeletonable: isSkeletonable ?? self.isSkeletonable,
      isHiddenWhenSkeletonIsActive: isHiddenWhenSkeletonIsActive, cornerRadius: cornerRadius,
      padding: padding,
      text: text, clipsToBounds: clipsToBounds,
      disablesInteractionWhenActive: disablesInteractionWhenActive ?? self.disablesInteractionWhenActive,
      hasSkeletonDataSource: hasSkeletonDataSource ?? self.hasSkeletonDataSource,
      isTableHeaderOrFooterView: isTableHeaderOrFooterView,
      hasOwnSkeleton: hasOwnSkeleton ?? self.hasOwnSkeleton, mark: mark ?? self.mark,
      children: children ?? self.children)
  }

  /// A copy with the child at `index` replaced by `transform` of it.
  func withChild(_ index: Int, _ transform: (SkeletonNode) -> SkeletonNode) -> SkeletonNode {
    var children = children
    children[index] = transform(children[index])
    return with(children: children)
  }
}

extension SkeletonShape {
  /// The corners drawn rounded, in the order top left, top right, bottom left, bottom right.
  var roundedCorners: [Corner] {
    [Corner.topLeft, .topRight, .bottomLeft, .bottomRight].filter { radius(at: $0) > 0 }
  }

  /// The shape as seen through the square rectangle `clip`.
  func clipped(to clip: SkeletonRect) -> SkeletonShape? {
    clipped(to: SkeletonShape(rect: clip, nodeID: nodeID))
  }
}

extension SkeletonShimmerMaskLayout {
  /// The mask's leading edge `progress` (0 … 1) through a cycle of Core Animation's linear slide
  /// (the UIKit layer animates between ``startOrigin`` and ``endOrigin``).
  func origin(atProgress progress: Double) -> Double {
    startOrigin + (endOrigin - startOrigin) * progress
  }
}
