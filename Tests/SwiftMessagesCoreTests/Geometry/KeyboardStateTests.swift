import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct KeyboardStateTests {
  let keyboard = CGRect(origin: CGPoint(x: 0, y: 508), size: CGSize(width: 390, height: 336))
  let taller = CGRect(origin: CGPoint(x: 0, y: 464), size: CGSize(width: 390, height: 380))
  let offScreen = CGRect(origin: CGPoint(x: 0, y: 844), size: CGSize(width: 390, height: 336))

  @Test func startsHidden() {
    let state = KeyboardState()
    #expect(!state.isVisible)
    #expect(state.frame == nil)
  }

  @Test func showThenHideReportsEachOnce() {
    var state = KeyboardState()
    #expect(state.handle(endFrame: keyboard, onScreen: true) == [.show])
    #expect(state.frame?.origin.y == 508)
    #expect(state.handle(hides: true) == [.hide])
    #expect(state.frame == nil)
    #expect(state.handle(hides: true).isEmpty)
  }

  @Test func theChangeFrameAccompanyingShowIsNotReportedTwiceInEitherOrder() {
    // `willShow` and `willChangeFrame` carry the same facts: whichever comes first shows.
    var state = KeyboardState()
    #expect(state.handle(endFrame: keyboard, onScreen: true) == [.show])
    #expect(state.handle(endFrame: keyboard, onScreen: true).isEmpty)
    #expect(state.frame?.origin.y == 508)
  }

  @Test func aVisibleKeyboardThatMovesReportsFrame() {
    var state = KeyboardState()
    _ = state.handle(endFrame: keyboard, onScreen: true)
    #expect(state.handle(endFrame: taller, onScreen: true) == [.frame])
    #expect(state.frame?.size.height == 380)
    #expect(state.handle(endFrame: keyboard, onScreen: true) == [.frame])
  }

  @Test func aChangeFrameOffScreenHidesAndClearsTheFrame() {
    var state = KeyboardState()
    _ = state.handle(endFrame: keyboard, onScreen: true)
    #expect(state.handle(endFrame: offScreen, onScreen: false) == [.hide])
    #expect(state.frame == nil)
    #expect(state.handle(hides: true).isEmpty)
  }

  @Test func invalidFramesCountAsHidden() {
    var state = KeyboardState()
    let empty = CGRect(origin: CGPoint(x: 0, y: 500), size: CGSize(width: 390, height: 0))
    let nan = CGRect(origin: CGPoint(x: 0, y: CGFloat.nan), size: CGSize(width: 390, height: 300))
    #expect(state.handle(endFrame: empty, onScreen: true).isEmpty)
    #expect(state.handle(endFrame: nan, onScreen: true).isEmpty)
    #expect(state.handle(endFrame: nil, onScreen: true).isEmpty)
    #expect(!state.isVisible)
  }

  @Test func aStateSeededWithAVisibleKeyboardKnowsItsFrame() {
    // A tracker created while the keyboard is up starts from the shared state.
    let state = KeyboardState(frame: keyboard)
    #expect(state.isVisible)
    let height = KeyboardAvoidance.trackingHeight(trackerMaxY: 844, keyboardFrame: state.frame)
    #expect(height == 336)
  }
}
