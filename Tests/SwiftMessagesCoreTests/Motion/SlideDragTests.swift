import Foundation
import Testing

@testable import SwiftMessagesCore

/// Which swipes on a top or bottom message pause auto-hide. Facts: a top card on an iPhone 15
/// whose background is inset 10 pt inside the message view (card style, so it may rubber-band).
@Suite struct SlideDragTests {
  private let motion = SlideMotion()

  @Test func rubberBandDragPausesAutoHide() {
    // Given a card dragged 40 pt away from its edge (down, for a top card)
    let drag = motion.drag(translation: -40, allowsRubberBand: true)
    // Then the message moves (damped) and the drag pauses auto-hide like any other drag.
    #expect(drag.offset < 0)
    #expect(drag.pausesAutoHide)
  }

  @Test func dragTowardsTheEdgePausesAutoHide() {
    let drag = motion.drag(translation: 30, allowsRubberBand: false)
    #expect(drag.offset == 30)
    #expect(drag.pausesAutoHide)
  }

  @Test func clampedDragAwayFromTheEdgeDoesNotPause() {
    // A full-width banner cannot move away from its edge: nothing moves, nothing pauses.
    let drag = motion.drag(translation: -40, allowsRubberBand: false)
    #expect(drag.offset == 0)
    #expect(!drag.pausesAutoHide)
  }

  @Test func motionlessDragDoesNotPause() {
    let drag = motion.drag(translation: 0, allowsRubberBand: true)
    #expect(drag.offset == 0)
    #expect(!drag.pausesAutoHide)
  }
}
