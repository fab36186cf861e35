import Testing

@testable import SwiftMessagesPreview

@Suite struct QueueDemoTests {
  let report = QueueDemo.run()

  func timelineLines() -> [String] {
    guard let range = report.range(of: "Timeline\n") else { return [] }
    return report[range.upperBound...].split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
  }

  @Test func isDeterministic() {
    #expect(QueueDemo.run() == report)
  }

  @Test func duplicateIsDroppedAndCounted() {
    #expect(timelineLines().contains("0.100s dropped welcome #2 duplicate"))
  }

  @Test func panEndRestartsTheFullInterval() {
    // Shown at 0.4 s (2 s auto-hide → 2.4 s); paused at 1.0 s; released at 1.4 s: 2 s more.
    #expect(timelineLines().contains("3.400s willHide welcome #1 timeout"))
  }

  @Test func higherPriorityGoesFirstAfterThePause() {
    // welcome hides at 3.6 s; after the 0.5 s pause sync-error (priority 10) beats tip.
    #expect(timelineLines().contains("4.100s willShow sync-error #4"))
  }

  @Test func minimumTimePostponesTheProgrammaticHide() {
    // loading shows at 8.6 s; hidden at 9.0 s but held until its 2 s minimum (10.6 s).
    #expect(timelineLines().contains("10.600s willHide loading #5 programmatic"))
  }

  @Test func failureAndInvalidDurationAreReported() {
    #expect(timelineLines().contains { $0.hasPrefix("15.560s failed offline #6 no presentation context") })
    #expect(report.contains("rejected: Invalid message duration -1.0: seconds is negative."))
  }

  @Test func everyMessageFinishesAndTheQueueIsIdle() {
    #expect(report.contains("idle=true"))
    let lines = timelineLines()
    #expect(
      lines.filter { $0.contains(" willShow ") }.count == lines.filter { $0.contains(" didHide ") }.count)
  }
}
