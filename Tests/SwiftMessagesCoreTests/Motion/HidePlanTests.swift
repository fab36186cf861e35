import Foundation
import Testing

@testable import SwiftMessagesCore

/// Hide plans of both animators: what animates, for how long, and what the view gets back for
/// reuse. Facts: an iPhone 15 (393 x 852 pt, safe area top 59 / bottom 34); a top card of
/// 151 pt (59 safe area + 92 content) and a centred alert.
@Suite struct HidePlanTests {
  private let scale = ScaleMotion()
  private let slide = SlideMotion()
  private let fade = CrossFadeMotion()

  // MARK: Physics (centre) hide

  @Test func flungMessageHidesOverTheHideDurationSoTheDimFadesOut() {
    // Given a centred alert flung out of the 393 x 852 container
    // When it hides
    let plan = scale.hidePlan(restingAlpha: 1, isOffScreen: true, style: .full, crossFade: fade)
    // Then it does not complete at once: it runs 0.15 s like any hide (the dim fades meanwhile),
    // invisible from the start, with a real change to animate.
    #expect(plan.duration == 0.15)
    #expect(plan.opacity == RecordedMotion.Opacity(from: 0, to: 0))
    #expect(plan.movement == .scale(0.8))
    #expect(plan.completed)
  }

  @Test func flungMessageIsResetForReuse() {
    let plan = scale.hidePlan(restingAlpha: 1, isOffScreen: true, style: .full, crossFade: fade)
    // Alpha back to 1 (the transform always goes back to identity).
    #expect(plan.restoredAlpha == 1)
  }

  @Test func flungMessageUnderReduceMotionStillWaitsForTheDim() {
    // The fling itself follows the finger under Reduce Motion; the invisible view's hide
    // keeps running so the dim fades instead of vanishing.
    let plan = scale.hidePlan(restingAlpha: 1, isOffScreen: true, style: .crossFade, crossFade: fade)
    #expect(plan.duration == 0.2)
    #expect(plan.opacity == RecordedMotion.Opacity(from: 0, to: 0))
    #expect(plan.movement == .scale(0.8))
  }

  @Test func centredMessageShrinksAndFadesOut() {
    let plan = scale.hidePlan(restingAlpha: 1, isOffScreen: false, style: .full, crossFade: fade)
    #expect(plan.duration == 0.15)
    #expect(plan.opacity == RecordedMotion.Opacity(from: nil, to: 0))
    #expect(plan.movement == .scale(0.8))
    #expect(plan.restoredAlpha == 1)
  }

  @Test func centredMessageUnderReduceMotionOnlyFades() {
    let plan = scale.hidePlan(restingAlpha: 1, isOffScreen: false, style: .crossFade, crossFade: fade)
    #expect(plan.duration == 0.2)
    #expect(plan.opacity == RecordedMotion.Opacity(from: nil, to: 0))
    #expect(plan.movement == RecordedMotion.Movement.none)
  }

  @Test func semiTransparentCentredMessageGetsItsOwnAlphaBack() {
    let plan = scale.hidePlan(restingAlpha: 0.85, isOffScreen: true, style: .full, crossFade: fade)
    #expect(plan.restoredAlpha == 0.85)
  }

  @Test func centredMessageFadesInToItsRestingAlpha() {
    #expect(scale.showOpacity(restingAlpha: 1, style: .full) == (0.25, 1))
    #expect(scale.showOpacity(restingAlpha: 0.85, style: .full) == (0.25, 0.85))
    // Never fades "down" into view.
    #expect(scale.showOpacity(restingAlpha: 0.1, style: .full) == (0.1, 0.1))
    #expect(scale.showOpacity(restingAlpha: 0.85, style: .crossFade) == (0, 0.85))
  }

  // MARK: Slide (top / bottom) hide

  @Test func reduceMotionHideRestoresTheAlphaForReuse() {
    // Given a top card faded out under Reduce Motion
    let plan = slide.hidePlan(
      height: 151, maxY: 146, edge: .top, restingAlpha: 1, style: .crossFade, crossFade: fade)
    // Then it fades to 0 in place and is handed back visible (SwiftMessages left it at alpha 0,
    // so a reused view showed invisible).
    #expect(plan.duration == 0.2)
    #expect(plan.opacity == RecordedMotion.Opacity(from: nil, to: 0))
    #expect(plan.movement == RecordedMotion.Movement.none)
    #expect(plan.restoredAlpha == 1)
  }

  @Test func semiTransparentMessageKeepsItsAlpha() {
    // An app that set alpha 0.9 gets 0.9 back, not a forced 1.
    let hide = slide.hidePlan(
      height: 151, maxY: 146, edge: .top, restingAlpha: 0.9, style: .crossFade, crossFade: fade)
    #expect(hide.restoredAlpha == 0.9)
    #expect(slide.showOpacity(restingAlpha: 0.9, style: .crossFade) == (0, 0.9))
  }

  @Test func fullSlideLeavesTheAlphaAlone() {
    // The spring slide never touches the app's alpha.
    #expect(slide.showOpacity(restingAlpha: 0.9, style: .full) == (nil, nil))
    let plan = slide.hidePlan(
      height: 151, maxY: 146, edge: .top, restingAlpha: 0.9, style: .full, crossFade: fade)
    #expect(plan.opacity == RecordedMotion.Opacity(from: nil, to: nil))
    #expect(plan.restoredAlpha == 0.9)
  }

  @Test func topSlideMovesByItsHeight() {
    // A 151 pt top card pinned 5 pt above the container (bounce): maxY 146.
    let top = slide.hidePlan(
      height: 151, maxY: 146, edge: .top, restingAlpha: 1, style: .full, crossFade: fade)
    #expect(top.duration == 0.2)
    #expect(top.movement == .translationY(-151))
  }

  /// Defect 7: a bottom message above the keyboard left a sliver visible for the whole hide.
  @Test func bottomSlideLeavesFromAboveTheKeyboardEntirely() {
    // Given an iPhone 15 (852 pt) with a 336 pt keyboard (top at 516) and a keyboard tracker
    // with a 20 pt top margin: the 114 pt bottom message rests with its maxY at
    // 516 − 20 + 5 (bounce) = 501.
    let keyboardTop = 516.0
    let height = 114.0
    let maxY = keyboardTop - 20 + 5
    // When it hides
    let plan = slide.hidePlan(
      height: height, maxY: maxY, edge: .bottom, restingAlpha: 1, style: .full, crossFade: fade)
    // Then it travels SwiftMessages 10's `frame.maxY + height` (615 pt), so its top ends below
    // the screen, not 15 pt above the keyboard.
    #expect(plan.movement == .translationY(maxY + height))
    guard case .translationY(let distance) = plan.movement else { return }
    #expect(maxY - height + distance >= 852)
  }

  // MARK: Resting alpha facts

  @Test func restingAlphaIsClampedToAValidOpacity() {
    #expect(restingOpacity(1.4) == 1)
    #expect(restingOpacity(-0.2) == 0)
    #expect(restingOpacity(.nan) == 1)
    #expect(restingOpacity(0.5) == 0.5)
  }

  // MARK: Show plans

  @Test func centredMessageScalesInWithASpringAndFadesApart() {
    let plan = scale.showPlan(restingAlpha: 0.85, style: .full, crossFade: fade)
    #expect(plan.duration == 0.5)
    #expect(plan.springDamping == 0.6)
    #expect(plan.start == .scale(0.6))
    #expect(plan.opacity == RecordedMotion.Opacity(from: 0.25, to: nil))
    #expect(plan.completed)
    // The fade runs on its own, over 30 % of the show (SwiftMessages' 0.3 × showDuration).
    #expect(plan.separateFade.map { abs($0.duration - 0.15) < 1e-9 } == true)
    #expect(plan.separateFade?.alpha == 0.85)
  }

  @Test func topCardSlidesInFromAboveItsEdge() {
    let plan = slide.showPlan(height: 151, edge: .top, restingAlpha: 0.9, style: .full, crossFade: fade)
    #expect(plan.duration == 0.4)
    #expect(plan.springDamping == 0.8)
    #expect(plan.start == .translationY(-151))
    #expect(plan.opacity == RecordedMotion.Opacity(from: nil, to: nil))
    #expect(plan.separateFade == nil)
    #expect(plan.restarts)
    #expect(plan.completed)
    let bottom = slide.showPlan(height: 114, edge: .bottom, restingAlpha: 1, style: .full, crossFade: fade)
    #expect(bottom.start == .translationY(114))
  }

  @Test func swipeSpringsBackFromWhereItIs() {
    // A swipe released short of dismissing reruns the show without its start.
    let plan = slide.showPlan(
      height: 151, edge: .top, restingAlpha: 0.9, style: .full, crossFade: fade, restarts: false)
    #expect(!plan.restarts)
    #expect(plan.duration == 0.4)
    #expect(plan.springDamping == 0.8)
    #expect(plan.completed)
  }

  @Test func reduceMotionShowsFadeInPlaceWithoutASpring() {
    let slid = slide.showPlan(height: 151, edge: .top, restingAlpha: 0.9, style: .crossFade, crossFade: fade)
    let scaled = scale.showPlan(restingAlpha: 0.9, style: .crossFade, crossFade: fade)
    for plan in [slid, scaled] {
      #expect(plan.duration == 0.25)
      #expect(plan.springDamping == nil)
      #expect(plan.start == RecordedMotion.Movement.none)
      #expect(plan.opacity == RecordedMotion.Opacity(from: 0, to: 0.9))
      #expect(plan.separateFade == nil)
    }
  }
}
