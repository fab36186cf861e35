import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct SkeletonRectTests {
  @Test func edgesAndCentres() {
    let rect = SkeletonRect(x: 10, y: 20, width: 30, height: 40)
    #expect(rect.minX == 10)
    #expect(rect.maxX == 40)
    #expect(rect.minY == 20)
    #expect(rect.maxY == 60)
  }

  @Test func zeroIsTheDefault() {
    #expect(SkeletonRect() == .zero)
    #expect(SkeletonRect.zero == SkeletonRect(x: 0, y: 0, width: 0, height: 0))
  }

  @Test func offsetMovesWithoutResizing() {
    let moved = SkeletonRect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 10, dy: -2)
    #expect(moved == SkeletonRect(x: 11, y: 0, width: 3, height: 4))
  }

  @Test func drawableNeedsAFinitePositiveSize() {
    #expect(SkeletonRect(width: 1, height: 1).isDrawable)
    #expect(!SkeletonRect(width: 0, height: 1).isDrawable)
    #expect(!SkeletonRect(width: -1, height: 1).isDrawable)
    #expect(!SkeletonRect(x: .nan, width: 1, height: 1).isDrawable)
    #expect(!SkeletonRect(width: .infinity, height: 1).isDrawable)
    #expect(!SkeletonRect(width: .infinity, height: 1).isFinite)
  }

  @Test func equalityDistinguishesFields() {
    #expect(SkeletonRect(x: 1, y: 2) == SkeletonRect(x: 1, y: 2))
    #expect(SkeletonRect(x: 1, y: 2) != SkeletonRect(x: 2, y: 1))
    #expect(SkeletonRect(width: 1, height: 2) != SkeletonRect(width: 2, height: 1))
  }
}
