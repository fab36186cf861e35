import Testing

@testable import SwiftMessagesCore

@Suite struct SlideMotionTravelTests {
  let motion = SlideMotion()

  @Test func hiddenTranslationIsExactlyTheHeightPastTheEdge() {
    #expect(motion.hiddenTranslation(height: 120, edge: .top) == -120)
    #expect(motion.hiddenTranslation(height: 120, edge: .bottom) == 120)
    #expect(motion.hiddenTranslation(height: 120, edge: .center) == 0)
  }

  @Test func hiddenTranslationOfDegenerateHeightsIsZero() {
    #expect(motion.hiddenTranslation(height: -5, edge: .top) == 0)
    #expect(motion.hiddenTranslation(height: .nan, edge: .bottom) == 0)
    #expect(motion.hiddenTranslation(height: .infinity, edge: .bottom) == 0)
  }

  @Test func showStartsOffTheEdgeOrInPlaceWithReduceMotion() {
    // A 114 pt bottom banner (34 pt home indicator + 80 pt content).
    #expect(motion.showStartTranslation(height: 114, edge: .bottom, style: .full) == 114)
    #expect(motion.showStartTranslation(height: 151, edge: .top, style: .full) == -151)
    #expect(motion.showStartTranslation(height: 114, edge: .bottom, style: .crossFade) == 0)
  }

  @Test func towardsEdgeFlipsOnlyForTop() {
    // Dragging up (negative y) closes a top message; dragging down closes a bottom one.
    #expect(motion.towardsEdge(-40, edge: .top) == 40)
    #expect(motion.towardsEdge(40, edge: .bottom) == 40)
    // Its own inverse: an offset towards the edge back to UIKit's y.
    #expect(motion.towardsEdge(40, edge: .top) == -40)
    #expect(motion.towardsEdge(motion.towardsEdge(-25, edge: .top), edge: .top) == -25)
  }

  @Test func rubberBandOnlyWhenTheBackgroundIsInsetOnTheAttachedEdge() {
    let card = LayoutInsets(top: 10, left: 10, bottom: 10, right: 10)
    let tabFromTop = LayoutInsets(top: 0, left: 10, bottom: 10, right: 10)
    #expect(motion.allowsRubberBand(backgroundInsets: card, edge: .top))
    #expect(motion.allowsRubberBand(backgroundInsets: card, edge: .bottom))
    #expect(!motion.allowsRubberBand(backgroundInsets: tabFromTop, edge: .top))
    #expect(motion.allowsRubberBand(backgroundInsets: tabFromTop, edge: .bottom))
    #expect(!motion.allowsRubberBand(backgroundInsets: .zero, edge: .bottom))
  }

  @Test func aSwipeUpOnATopMessageDismissesThroughTheSharedThresholds() {
    // A 100 pt top message dragged up 40 pt (40 / 95 > 0.33) dismisses.
    let translation = motion.towardsEdge(-40, edge: .top)
    #expect(motion.shouldDismiss(translation: translation, velocity: 0, height: 100))
    // Dragged down 40 pt (away from the edge) it does not.
    let away = motion.towardsEdge(40, edge: .top)
    #expect(!motion.shouldDismiss(translation: away, velocity: 0, height: 100))
  }
}
