import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct MaskingLayoutWatchTests {
  @Test func rotationChangesTheLayoutButARepeatedPassDoesNot() {
    // An iPhone 14 Pro window, portrait then landscape.
    var watch = MaskingLayoutWatch()
    #expect(watch.layoutPassChanged(size: CGSize(width: 393, height: 852), trackerHeight: nil) == false)
    #expect(watch.layoutPassChanged(size: CGSize(width: 393, height: 852), trackerHeight: nil) == false)
    #expect(watch.layoutPassChanged(size: CGSize(width: 852, height: 393), trackerHeight: nil) == true)
  }

  @Test func theKeyboardLiftingTheTrackerChangesTheLayout() {
    var watch = MaskingLayoutWatch()
    let portrait = CGSize(width: 393, height: 852)
    // The tracker is there from the first pass (0 pt high).
    #expect(watch.layoutPassChanged(size: portrait, trackerHeight: 0) == true)
    #expect(watch.layoutPassChanged(size: portrait, trackerHeight: 0) == false)
    // The 336 pt keyboard comes up.
    #expect(watch.layoutPassChanged(size: portrait, trackerHeight: 336) == true)
    #expect(watch.layoutPassChanged(size: portrait, trackerHeight: 336) == false)
  }
}
