import Foundation
@testable import SwiftMessagesCore
import SwiftMessagesTesting
import Testing

/// ``EventRecorder`` and ``Timeline``.
@Suite struct EventRecorderTests {
  private let one = MessageToken(rawValue: 1)
  private let two = MessageToken(rawValue: 2)

  private func filledRecorder() -> EventRecorder {
    let recorder = EventRecorder()
    recorder.record(.willShow(one, id: "welcome"), at: 0)
    recorder.record(.dropped(two, id: "welcome", reason: .duplicate), at: 0.1)
    recorder.record(.didShow(one, id: "welcome"), at: 0.4)
    recorder.record(.willHide(one, id: "welcome", reason: .timeout), at: 2.4)
    recorder.record(.didHide(one, id: "welcome", reason: .timeout), at: 2.6)
    return recorder
  }

  @Test func recordsEventsWithTheirTimesInOrder() {
    let recorder = filledRecorder()
    #expect(recorder.entries.count == 5)
    #expect(recorder.entries[2] == EventRecorder.Entry(time: 0.4, event: .didShow(one, id: "welcome")))
    #expect(recorder.events.map(\.name) == ["willShow", "dropped", "didShow", "willHide", "didHide"])
  }

  @Test func filtersByToken() {
    let recorder = filledRecorder()
    #expect(recorder.names(for: one) == ["willShow", "didShow", "willHide", "didHide"])
    #expect(recorder.events(for: two) == [.dropped(two, id: "welcome", reason: .duplicate)])
    #expect(recorder.names(for: MessageToken(rawValue: 9)) == [])
  }

  @Test func findsTheTimeOfTheFirstMatchingEvent() {
    let recorder = filledRecorder()
    recorder.record(.willHide(one, id: "welcome", reason: .tap), at: 9)
    #expect(recorder.time(of: "willHide", for: one) == 2.4)
    #expect(recorder.time(of: "dropped", for: two) == 0.1)
    #expect(recorder.time(of: "failed", for: one) == nil)
  }

  @Test func removeAllForgetsEverything() {
    let recorder = filledRecorder()
    recorder.removeAll()
    #expect(recorder.entries.isEmpty)
    #expect(recorder.timeline() == "")
  }

  @Test func rendersAFixedWidthTimeline() {
    let recorder = filledRecorder()
    #expect(
      recorder.timeline() == """
           0.000s  willShow  welcome   #1
           0.100s  dropped   welcome   #2    duplicate
           0.400s  didShow   welcome   #1
           2.400s  willHide  welcome   #1    timeout
           2.600s  didHide   welcome   #1    timeout

        """)
  }

  @Test func theIdColumnWidensForLongIds() {
    let entries = [
      EventRecorder.Entry(time: 12.5, event: .willShow(one, id: "a-very-long-id")),
      EventRecorder.Entry(time: 13, event: .failed(two, id: "b", failure: .other("boom"))),
    ]
    #expect(
      Timeline.render(entries) == """
          12.500s  willShow  a-very-long-id  #1
          13.000s  failed    b               #2    boom

        """)
  }

  @Test func anEmptyTimelineIsEmpty() {
    #expect(Timeline.render([]) == "")
  }
}
