import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct HUDLookTests {
  /// Issue 25, defect 3: a success at 80 % does not cut the ring away: the ring completes to
  /// 100 % in 0.2 s, then the check draws (0.35 s) while the ring fades out under it, and the
  /// card resizes with the fade. The hold starts after 0.55 s.
  @Test func aMorphFromTheRingCompletesTheRingBeforeTheGlyphDraws() {
    let look = HUDLook(
      from: HUDContent(title: "Uploading…", progress: 0.8),
      to: HUDContent(title: "Uploaded", outcome: .success),
      motion: .morph(reduceMotion: false))
    #expect(look.ringProgress == 1)
    #expect(look.ringMotion == .draw(duration: 0.2))
    #expect(!look.updatesFrequently)
    #expect(look.glyphMotion == .draw(duration: 0.35))
    #expect(look.glyphDelay == 0.2)
    #expect(look.fadeDelay == 0.2)
    #expect(look.fadeDuration == 0.2)
    #expect([look.indicatorAlpha, look.ringAlpha, look.glyphAlpha] == [0, 0, 1])
    #expect(abs(look.duration - 0.55) < 1e-9)
  }

  /// Issue 25, defect 3: from the spinner the check draws at once while the spinner fades;
  /// with Reduce Motion everything cross-fades in 0.2 s and the ring does not sweep.
  @Test func aMorphFromTheIndicatorOrWithReduceMotionDoesNotWaitForARing() {
    let fromSpinner = HUDLook(
      from: HUDContent(title: "Saving…"), to: HUDContent(outcome: .failure),
      motion: .morph(reduceMotion: false))
    #expect(fromSpinner.glyphDelay == 0)
    #expect(fromSpinner.ringMotion == nil)
    #expect(fromSpinner.duration == 0.35)
    let reduced = HUDLook(
      from: HUDContent(progress: 0.8), to: HUDContent(outcome: .success),
      motion: .morph(reduceMotion: true))
    #expect(reduced.ringMotion == nil)
    #expect(reduced.glyphMotion == .crossFade(duration: 0.2))
    #expect(reduced.duration == 0.2)
    #expect(HUDLook.morphDuration(fromRing: true, reduceMotion: false) == fromSpinner.duration + 0.2)
    // The driver's hold counts the same morph the look plays, from the ring or the indicator.
    for (fromRing, reduceMotion) in [(false, false), (false, true), (true, false), (true, true)] {
      let look = HUDLook(
        from: HUDContent(progress: fromRing ? 0.5 : nil), to: HUDContent(outcome: .info),
        motion: .morph(reduceMotion: reduceMotion))
      #expect(HUDLook.morphDuration(fromRing: fromRing, reduceMotion: reduceMotion) == look.duration)
    }
  }

  /// Issue 25, defect 3: the first progress cross-fades the spinner into the ring (no cut) at
  /// its value; later reports sweep; a take-over (no motion) jumps.
  @Test func theSpinnerCrossFadesIntoTheRingAndOnlyTheSameWorkSweeps() {
    let first = HUDLook(
      from: HUDContent(title: "Uploading…"), to: HUDContent(title: "Uploading…", progress: 0.3),
      motion: .progress(reduceMotion: false))
    #expect(first.fadeDuration == 0.2)
    #expect(first.ringMotion == nil)
    #expect([first.indicatorAlpha, first.ringAlpha, first.glyphAlpha] == [0, 1, 0])
    #expect(first.updatesFrequently)
    let sweep = HUDLook(
      from: HUDContent(progress: 0.3), to: HUDContent(progress: 0.6), motion: .progress(reduceMotion: false))
    #expect(sweep.ringMotion == .draw(duration: 0.2))
    let takeOver = HUDLook(
      from: HUDContent(progress: 0.9), to: HUDContent(progress: 0.1), motion: nil)
    #expect(takeOver.ringMotion == nil)
    #expect(takeOver.fadeDuration == 0)
  }

  @Test func theIndicatorSpinsOnlyInAWindowWithoutProgressOrOutcomeUnlessTheAppStoppedIt() {
    #expect(HUDLook.indicatorSpins(content: HUDContent(), inWindow: true, appWantsItRunning: nil))
    #expect(!HUDLook.indicatorSpins(content: HUDContent(), inWindow: false, appWantsItRunning: nil))
    #expect(!HUDLook.indicatorSpins(content: HUDContent(progress: 0), inWindow: true, appWantsItRunning: nil))
    #expect(!HUDLook.indicatorSpins(content: nil, inWindow: true, appWantsItRunning: false))
  }

  /// Issue 25, defect 7: a neutral outcome draws an "i" (or shows an SF Symbol) in blue and is
  /// read as "Info" without a title.
  @Test func neutralOutcomesHaveAGlyphAndAreReadAsInfo() {
    let info = HUDGlyphGeometry(outcome: .info, width: 40, height: 40)
    #expect(info.strokes.count == 2)
    #expect(HUDContent(outcome: .info).accessibilityLabel == "Info")
    let symbol = HUDOutcome.symbol(systemName: "wifi.slash")
    #expect(HUDGlyphGeometry(outcome: symbol, width: 40, height: 40).strokes.isEmpty)
    #expect(symbol.symbolName == "wifi.slash")
    #expect(HUDContent(title: "Offline", outcome: symbol).accessibilityLabel == "Offline")
    #expect(HUDOutcome.success.symbolName == nil)
  }

  /// Issue 25, defect 7: the SwiftUI modifier ends with the outcome it was given.
  @Test func theModifiersEndingCarriesItsOutcome() {
    #expect(HUDEnding(outcome: .success, title: "Saved").summary == "success Saved")
    #expect(HUDEnding(outcome: nil, title: "Saved").summary == "dismissed")
  }

  /// Issue 25, defect 4: indeterminate reports never reach the screen; bursts are delivered
  /// once, with the highest value.
  @Test func theProgressMailboxIgnoresIndeterminateReportsAndCoalesces() {
    var mailbox = HUDProgressMailbox()
    let schedules = [mailbox.post(nil), mailbox.post(0.2), mailbox.post(0.5), mailbox.post(0.4)]
    #expect(schedules == [false, true, false, false])
    let taken = [mailbox.take(), mailbox.take()]
    #expect(taken == [0.5, nil])
  }
}
