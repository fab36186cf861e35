@testable import SwiftMessagesCore

extension Skeletonizer {
  /// The shapes of the tree under `root` (the plan's).
  static func shapes(for root: SkeletonNode) -> [SkeletonShape] {
    plan(for: root).shapes
  }
}
