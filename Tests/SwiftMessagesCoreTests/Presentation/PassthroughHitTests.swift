import Testing

@testable import SwiftMessagesCore

/// Which touches reach the app behind a message window.
@Suite struct PassthroughHitTests {
  @Test func aTouchBesideABannerReachesTheApp() {
    // A top banner without dim: a tap lower on the screen hits the passthrough view itself.
    #expect(PassthroughHit.passesThrough(hitIsContainer: true, containerTakesTouches: false))
  }

  @Test func aTouchOnAModalDimIsTaken() {
    // `.gray(interactive: true)`: the dim (the passthrough view with a tap handler) takes it.
    #expect(!PassthroughHit.passesThrough(hitIsContainer: true, containerTakesTouches: true))
  }

  @Test func aTouchOnTheMessageIsTaken() {
    #expect(!PassthroughHit.passesThrough(hitIsContainer: false, containerTakesTouches: false))
    #expect(!PassthroughHit.passesThrough(hitIsContainer: false, containerTakesTouches: true))
  }

  @Test func aSystemWrapperAroundTheRootViewLetsTouchesThrough() {
    // iPad: UIKit wraps the window's root view in a `UIDropShadowView`; a hit on it would make
    // every banner modal.
    #expect(
      PassthroughHit.passesThrough(
        hitIsContainer: false, containerTakesTouches: false, hitIsRoot: false, hitContainsRoot: true))
  }

  @Test func theRootViewItselfDecidesForItself() {
    // The root view (a modal dim) returned itself: the window keeps that answer.
    #expect(
      !PassthroughHit.passesThrough(
        hitIsContainer: false, containerTakesTouches: false, hitIsRoot: true, hitContainsRoot: true))
  }

  @Test func theWindowItselfNeverTakesATouch() {
    #expect(
      PassthroughHit.passesThrough(
        hitIsContainer: true, containerTakesTouches: false, hitIsRoot: false, hitContainsRoot: true))
  }
}
