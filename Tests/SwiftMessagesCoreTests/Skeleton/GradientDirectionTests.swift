import Testing

@testable import SwiftMessagesCore

@Suite struct GradientDirectionTests {
  private func p(_ x: Double, _ y: Double) -> SkeletonUnitPoint { SkeletonUnitPoint(x: x, y: y) }

  @Test func startAndEndPointsMatchTheReferenceTable() {
    let table:
      [(GradientDirection, SkeletonUnitPoint, SkeletonUnitPoint, SkeletonUnitPoint, SkeletonUnitPoint)] = [
        (.leftRight, p(-1, 0.5), p(1, 0.5), p(0, 0.5), p(2, 0.5)),
        (.rightLeft, p(1, 0.5), p(-1, 0.5), p(2, 0.5), p(0, 0.5)),
        (.topBottom, p(0.5, -1), p(0.5, 1), p(0.5, 0), p(0.5, 2)),
        (.bottomTop, p(0.5, 1), p(0.5, -1), p(0.5, 2), p(0.5, 0)),
        (.topLeftBottomRight, p(-1, -1), p(1, 1), p(0, 0), p(2, 2)),
        (.bottomRightTopLeft, p(1, 1), p(-1, -1), p(2, 2), p(0, 0)),
      ]
    #expect(GradientDirection.allCases == table.map(\.0))
    for (direction, startFrom, startTo, endFrom, endTo) in table {
      #expect(direction.startPoint.from == startFrom, "\(direction)")
      #expect(direction.startPoint.to == startTo, "\(direction)")
      #expect(direction.endPoint.from == endFrom, "\(direction)")
      #expect(direction.endPoint.to == endTo, "\(direction)")
    }
  }

  @Test func pointsAlongASweep() {
    let halfway = GradientDirection.leftRight.points(at: 0.5)
    #expect(halfway.start == p(0, 0.5) && halfway.end == p(1, 0.5))
    #expect(GradientDirection.topLeftBottomRight.points(at: 1).end == p(2, 2))
    #expect(GradientDirection.leftRight.points(at: -3).start == p(-1, 0.5))  // clamped
    #expect(GradientDirection.leftRight.points(at: .nan).start == p(-1, 0.5))
  }

  @Test func mirroringSwapsOnlyHorizontalDirections() {
    #expect(GradientDirection.leftRight.mirroredForRightToLeft == .rightLeft)
    #expect(GradientDirection.rightLeft.mirroredForRightToLeft == .leftRight)
    for direction in [GradientDirection.topBottom, .bottomTop, .topLeftBottomRight, .bottomRightTopLeft] {
      #expect(direction.mirroredForRightToLeft == direction)
    }
    #expect(GradientDirection.natural(rightToLeft: false) == .leftRight)
    #expect(GradientDirection.natural(rightToLeft: true) == .rightLeft)
  }

  @Test func unitPointInterpolation() {
    let a = p(0, 0)
    let b = p(2, -4)
    #expect(a.interpolated(to: b, fraction: 0.25) == p(0.5, -1))
    #expect(a.interpolated(to: b, fraction: 7) == b)
    #expect(a.interpolated(to: b, fraction: .nan) == a)
  }
}
