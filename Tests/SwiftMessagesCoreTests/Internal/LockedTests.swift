import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct LockedTests {
  @Test func readModifyWritesFromManyThreadsAreNotLost() {
    let counter = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 1000) { _ in counter.withLock { $0 += 1 } }
    #expect(counter.value == 1000)
  }
}
