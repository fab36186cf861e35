import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct EdgeInsetsTests {
  @Test func everyEdgeDefaultsToZero() {
    let insets = EdgeInsets()
    #expect(insets.top == 0)
    #expect(insets.left == 0)
    #expect(insets.bottom == 0)
    #expect(insets.right == 0)
    #expect(insets == .zero)
    #expect(EdgeInsets(top: 3) == EdgeInsets(top: 3, left: 0, bottom: 0, right: 0))
  }

  @Test func memberwiseInitKeepsEachEdgeInPlace() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets.top == 1)
    #expect(insets.left == 2)
    #expect(insets.bottom == 3)
    #expect(insets.right == 4)
  }

  @Test func allSetsEveryEdge() {
    #expect(EdgeInsets(all: 7.5) == EdgeInsets(top: 7.5, left: 7.5, bottom: 7.5, right: 7.5))
  }

  @Test func equalityAndHashingAreEdgeSensitive() {
    #expect(EdgeInsets(top: 1, left: 2) != EdgeInsets(top: 2, left: 1))
    let set: Set<EdgeInsets> = [EdgeInsets(all: 1), EdgeInsets(all: 1), EdgeInsets(top: 1)]
    #expect(set.count == 2)
  }

  @Test func descriptionListsTopLeftBottomRight() {
    #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).description == "(1.0, 2.0, 3.0, 4.0)")
  }
}
