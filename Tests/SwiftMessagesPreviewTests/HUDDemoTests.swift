import Testing

@testable import SwiftMessagesPreview

@Suite struct HUDDemoTests {
  let lines = HUDDemo.run().split(separator: "\n").map {
    $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }

  @Test func isDeterministic() {
    #expect(HUDDemo.run() == HUDDemo.run())
  }

  @Test func fastWorkNeverShows() {
    #expect(!lines.contains { $0.contains("\"Saving…\"") && $0.contains("show") })
    #expect(!lines.contains { $0.contains("\"Saved\"") })
  }

  @Test func progressIsDrawnExactlyAndReadInSteps() {
    #expect(lines.contains("2.500s change \"Uploading…\" ring 75 % (VoiceOver: 70%)"))
  }

  @Test func theSecondWorkTakesTheHUDOverAndOnlyTheLastEndMorphs() {
    #expect(lines.contains("8.500s takeOver \"Loading photos…\""))
    #expect(lines.contains("10.000s morph \"Ready\" ✓"))
    #expect(lines.filter { $0.hasSuffix(" gone") }.count == 4)
  }

  @Test func cancellationHidesAtOnceWithoutAMorph() {
    #expect(
      lines.suffix(3) == ["13.000s · the download's task is cancelled", "13.000s hide", "13.250s gone"])
  }
}
