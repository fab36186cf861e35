import Testing

@testable import SwiftMessagesCore

@Suite struct SkeletonFlowEventTests {
  @Test func notificationNamesAreSkeletonViews() {
    // Apps observe these by SkeletonView's raw names.
    #expect(
      [SkeletonFlowEvent.willAppear, .didAppear, .willUpdate, .didUpdate, .willDisappear, .didDisappear].map(
        \.rawValue) == [
          "skeletonWillAppear", "skeletonDidAppear", "skeletonWillUpdate", "skeletonDidUpdate",
          "skeletonWillDisappear", "skeletonDidDisappear",
        ])
  }
}
