import Foundation

/// The direction a sliding gradient travels (SkeletonView's `GradientDirection`). The
/// animation moves the gradient's start and end points between the values of
/// `startPoint` and `endPoint`, so the band enters on one side and leaves on the other.
public enum GradientDirection: Hashable, Sendable, CaseIterable {
  /// Left to right. The default for gradient skeletons (`.rightLeft` in right-to-left layouts).
  case leftRight
  /// Right to left.
  case rightLeft
  /// Top to bottom.
  case topBottom
  /// Bottom to top.
  case bottomTop
  /// Top-left corner to bottom-right corner.
  case topLeftBottomRight
  /// Bottom-right corner to top-left corner.
  case bottomRightTopLeft

  /// Where the gradient's `startPoint` animates from and to.
  package var startPoint: (from: SkeletonUnitPoint, to: SkeletonUnitPoint) {
    switch self {
    case .leftRight: (SkeletonUnitPoint(x: -1, y: 0.5), SkeletonUnitPoint(x: 1, y: 0.5))
    case .rightLeft: (SkeletonUnitPoint(x: 1, y: 0.5), SkeletonUnitPoint(x: -1, y: 0.5))
    case .topBottom: (SkeletonUnitPoint(x: 0.5, y: -1), SkeletonUnitPoint(x: 0.5, y: 1))
    case .bottomTop: (SkeletonUnitPoint(x: 0.5, y: 1), SkeletonUnitPoint(x: 0.5, y: -1))
    case .topLeftBottomRight: (SkeletonUnitPoint(x: -1, y: -1), SkeletonUnitPoint(x: 1, y: 1))
    case .bottomRightTopLeft: (SkeletonUnitPoint(x: 1, y: 1), SkeletonUnitPoint(x: -1, y: -1))
    }
  }

  /// Where the gradient's `endPoint` animates from and to.
  package var endPoint: (from: SkeletonUnitPoint, to: SkeletonUnitPoint) {
    switch self {
    case .leftRight: (SkeletonUnitPoint(x: 0, y: 0.5), SkeletonUnitPoint(x: 2, y: 0.5))
    case .rightLeft: (SkeletonUnitPoint(x: 2, y: 0.5), SkeletonUnitPoint(x: 0, y: 0.5))
    case .topBottom: (SkeletonUnitPoint(x: 0.5, y: 0), SkeletonUnitPoint(x: 0.5, y: 2))
    case .bottomTop: (SkeletonUnitPoint(x: 0.5, y: 2), SkeletonUnitPoint(x: 0.5, y: 0))
    case .topLeftBottomRight: (SkeletonUnitPoint(x: 0, y: 0), SkeletonUnitPoint(x: 2, y: 2))
    case .bottomRightTopLeft: (SkeletonUnitPoint(x: 2, y: 2), SkeletonUnitPoint(x: 0, y: 0))
    }
  }

  /// The gradient's start and end points `fraction` of the way through one sweep (0 … 1,
  /// clamped), before any timing curve: what a frozen snapshot or an SVG preview draws.
  func points(at fraction: Double) -> (start: SkeletonUnitPoint, end: SkeletonUnitPoint) {
    let (start, end) = (startPoint, endPoint)
    return (
      start.from.interpolated(to: start.to, fraction: fraction),
      end.from.interpolated(to: end.to, fraction: fraction)
    )
  }

  /// The direction as seen in a right-to-left layout: `.leftRight` and `.rightLeft` swap.
  /// Vertical directions are unchanged, and so are the two diagonals, which have no mirrored
  /// case (a top-right-to-bottom-left direction does not exist in SkeletonView's API).
  public var mirroredForRightToLeft: GradientDirection {
    switch self {
    case .leftRight: .rightLeft
    case .rightLeft: .leftRight
    default: self
    }
  }

  /// The default direction of a gradient skeleton: `.leftRight`, or `.rightLeft` when the
  /// layout is right-to-left.
  public static func natural(rightToLeft: Bool) -> GradientDirection {
    rightToLeft ? .rightLeft : .leftRight
  }
}
